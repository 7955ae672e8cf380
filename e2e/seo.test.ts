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

  it('serves robots.txt and sitemap.xml as files, not as the app page', async () => {
    const robots = await fetch(`${e2e.server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await fetch(`${e2e.server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain('/game/roller</loc>');
  });
});
