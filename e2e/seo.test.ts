/**
 * What a crawler and a shared link see: Indonesian pages (`lang="id"`), each with its own title, meta
 * description, canonical URL (path only, no query) and Open Graph copies; robots.txt is text, not the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2e, type E2e } from './browser.ts';

describe('page metadata in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const head = (page: Page) =>
    page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content') ?? null,
    }));

  it('gives the lobby and a game page their own title, description and canonical URL', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/?ref=abc');
    await page.getByTestId('game-row-hot').waitFor();
    const lobby = await head(page);
    expect(lobby.lang).toBe('id');
    expect(lobby.canonical).toBe(`${e2e.server.url}/`);
    expect(lobby.description).toMatch(/Rupiah/);
    expect(lobby.ogTitle).toBe(lobby.title);

    await page.goto('/game/roller?tab=auto');
    await expect.poll(async () => (await head(page)).title, { timeout: 15_000 }).toMatch(/^Roller · Kasino$/);
    const roller = await head(page);
    expect(roller.canonical).toBe(`${e2e.server.url}/game/roller`);
    expect(roller.ogUrl).toBe(roller.canonical);
    expect(roller.description).toMatch(/Roller/);
    expect(roller.description).not.toBe(lobby.description);
    expect(roller.ogDescription).toBe(roller.description);
    await context.close();
  });

  it('sends each page with its own head in the HTML, for link previews and crawlers that run no script', async () => {
    const headOf = async (path: string) => {
      const html = await (await fetch(`${e2e.server.url}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return {
        title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
        description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(head)?.[1],
        ogTitle: /<meta\s+property="og:title"\s+content="([^"]*)"/.exec(head)?.[1],
        canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
      };
    };
    const roller = await headOf('/game/roller');
    expect(roller.title).toBe('Roller · Kasino');
    expect(roller.ogTitle).toBe(roller.title);
    expect(roller.description).toMatch(/^Roller di Kasino/);
    // No SITE_URL here: the path alone (the shared copy may not take its origin from a request's Host).
    expect(roller.canonical).toBe('/game/roller');
    const lobby = await headOf('/');
    expect(lobby.title).toBe('Kasino · Game Online Adil Terbukti');
    expect(lobby.description).toMatch(/Rupiah/);
    expect(lobby.canonical).toBe('/');
    expect((await headOf('/help')).title).toMatch(/· Kasino$/);
    expect((await headOf('/help')).title).not.toBe(lobby.title);
  });

  it('serves robots.txt and sitemap.xml as files, not as the app page', async () => {
    const robots = await fetch(`${e2e.server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await fetch(`${e2e.server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain('/game/roller</loc>');
  });
});
