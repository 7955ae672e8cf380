/**
 * What a phone fetches to paint the lobby: one font file, Inter cut to the app's characters
 * (plugins/font-subset.ts), preloaded by index.html, and the lobby's code announced in its HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './browser.ts';

describe('the first load', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("fetches Inter cut to the app's characters, its latin part preloaded, and draws the lobby with it", async () => {
    const html = await (await fetch(`${e2e.server.url}/`)).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/\/assets\/inter-latin-[\w-]+\.woff2$/);

    const { page, context } = await e2e.newPage();
    const fonts: Array<{ url: string; bytes: number }> = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.woff2')) return;
      fonts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto('/');
    await page.getByTestId('in-house-games').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The lobby writes ₿ on the Cryptos card: that one glyph comes in its own 1 kB file, not the
    // 85 kB latin-ext slice it used to pull in.
    await expect.poll(() => fonts.length).toBeGreaterThanOrEqual(1);
    const latin = fonts.find((f) => /inter-latin-[\w-]+\.woff2$/.test(f.url));
    expect(latin?.bytes).toBeGreaterThan(10_000);
    expect(latin?.bytes).toBeLessThan(36_000);
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThan(40_000);
    // The page is drawn in Inter: its latin face (all weights, 100 to 900) is loaded and in use.
    const drawn = await page.evaluate(() => ({
      loaded: [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded')
        .map((face) => face.weight),
      family: getComputedStyle(document.body).fontFamily,
    }));
    expect(drawn.loaded).toContain('100 900');
    expect(drawn.family).toContain('Inter Variable');
    await context.close();
  });
});
