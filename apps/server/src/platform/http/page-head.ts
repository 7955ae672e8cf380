/**
 * A rendered page's own head in the HTML the server sends: its title, its description and their Open
 * Graph copies, and its canonical URL. A link shared in a chat app is previewed from this HTML (no
 * script runs there) and a crawler reads it first, so both see the page rather than the site's
 * defaults; the app keeps the head current in the browser (apps/web/src/components/document-title.ts).
 */

/** What the page names (the web renderer's `head`). */
export interface PageHead {
  title: string;
  description: string;
}

const escaped = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The content of the shell's `<meta {attribute}="{key}" content="…">`, whatever the line breaks between. */
function withContent(html: string, attribute: 'name' | 'property', key: string, value: string): string {
  const tag = new RegExp(`(<meta\\s+${attribute}="${key.replace(/[.:]/g, '\\$&')}"\\s+content=")[^"]*(")`);
  return html.replace(tag, (_, open: string, close: string) => `${open}${escaped(value)}${close}`);
}

/**
 * The shell (before the page goes into it: its markup may hold SVG titles) with the page's head. The
 * canonical URL is the route's path on the public origin (SITE_URL) when one is configured; without
 * one it is the path alone (a page cached for every visitor cannot take the origin from a request's
 * Host header, which anyone can write), and og:url, which must be absolute, is left to the app.
 */
export function withPageHead(shell: string, head: PageHead | null, routePath: string, siteUrl: string | null): string {
  let html = shell;
  if (head) {
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escaped(head.title)}</title>`);
    html = withContent(html, 'name', 'description', head.description);
    html = withContent(html, 'property', 'og:title', head.title);
    html = withContent(html, 'property', 'og:description', head.description);
  }
  const canonical = `${siteUrl ?? ''}${routePath}`;
  const tags = [`<link rel="canonical" href="${escaped(canonical)}" />`];
  if (siteUrl) tags.push(`<meta property="og:url" content="${escaped(canonical)}" />`);
  return html.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
