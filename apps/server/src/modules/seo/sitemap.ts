/**
 * `/robots.txt` and `/sitemap.xml` as text: pure, so what crawlers are told is tested without a server.
 * Only pages that show something to a visitor without a login are listed; API, ops and websocket
 * paths are closed to crawlers (they answer JSON, not pages).
 */
import { gameIds } from '@kasino/shared/games';

/** Public pages worth indexing: the lobby, the provider list, the fairness checker and every in-house game. */
export const publicPages: readonly string[] = ['/', '/game-provider', '/verify', ...gameIds.map((id) => `/game/${id}`)];

/** Paths a crawler must not fetch. */
const closedPrefixes = ['/main/', '/heracles/', '/ops/', '/ws', '/sandbox-slot/', '/docs'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...closedPrefixes.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

export function sitemapXml(origin: string, pages: readonly string[] = publicPages): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(origin + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
