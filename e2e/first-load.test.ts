/**
 * What a phone fetches to paint the lobby: one font file, Inter cut to the app's characters
 * (plugins/font-subset.ts), preloaded by index.html, and the lobby's code announced in its HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

/** Sums the page's layout shifts so far (as CLS counts them: none right after an input). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; nodes: string[] }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >)
        if (!entry.hadRecentInput)
          w.shifts.push({
            value: entry.value,
            nodes: (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? ''),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; nodes: string[] }> }).shifts);

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
    // The lobby's text is all in the latin cut: the art draws ₿ and the card suits instead of typing
    // them (one more font file, and a first layout that searched the system's fonts for ♠ and ♥).
    await expect.poll(() => fonts.length).toBeGreaterThanOrEqual(1);
    expect(fonts.map((f) => f.url.split('/').pop())).toEqual([expect.stringMatching(/^inter-latin-[\w-]+\.woff2$/)]);
    const latin = fonts.find((f) => /inter-latin-[\w-]+\.woff2$/.test(f.url));
    expect(latin?.bytes).toBeGreaterThan(10_000);
    expect(latin?.bytes).toBeLessThan(36_000);
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThan(40_000);
    // The page is drawn in Inter: its latin face (all weights, 100 to 900) is loaded and in use.
    const drawn = await page.evaluate(() => ({
      loaded: Array.from(document.fonts as unknown as Iterable<FontFace>)
        .filter((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded')
        .map((face) => face.weight),
      family: getComputedStyle(document.body).fontFamily,
    }));
    expect(drawn.loaded).toContain('100 900');
    expect(drawn.family).toContain('Inter Variable');
    await context.close();
  });

  it("keeps the bonus page and the top bar still while a player's data arrives (CLS under 0.02)", async () => {
    const u = await registerUser(e2e.server.url);
    // The first deposit grants a bonus, so the page has a grant to list once its data is in.
    await depositAndWait(e2e.server.url, u.token, '500000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, u);
    await recordShifts(page);
    // The grants come late, after the promotions, as on a slow line.
    await page.route(/\/main\/promo\/info/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/activity');
    await page.getByTestId('grant-formula').first().waitFor();
    await page.getByTestId('vip-badge').waitFor();
    await page.waitForTimeout(500);
    const shifts = await shiftsOf(page);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
    await context.close();
  });

  it("names each route's page chunks in the HTML sent for it, so they load beside the app's own", async () => {
    const linksOf = async (pathname: string) => {
      const html = await (await fetch(`${e2e.server.url}${pathname}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // A page the server rendered lists them for its starter instead (after the first paint).
      const listed = /<script type="application\/json" id="kasino-modules">([^<]*)<\/script>/.exec(html)?.[1];
      if (listed) return JSON.parse(listed) as string[];
      return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    };
    const wallet = await linksOf('/wallet');
    expect(wallet.some((f) => /\/assets\/wallet-page-[\w-]+\.js$/.test(f))).toBe(true);
    // A game's route names its screen too; a provider title's route the provider page.
    expect((await linksOf('/game/roller')).some((f) => /\/assets\/roller-game-[\w-]+\.js$/.test(f))).toBe(true);
    expect((await linksOf('/game/pg-mahjong-ways')).some((f) => /\/assets\/slot-game-page-[\w-]+\.js$/.test(f))).toBe(true);
    // The lobby names its page, rendered or not; a path the app does not have names no page.
    expect((await linksOf('/')).some((f) => /\/assets\/home-page-[\w-]+\.js$/.test(f))).toBe(true);
    expect((await linksOf('/?tab=slot')).some((f) => /\/assets\/home-page-[\w-]+\.js$/.test(f))).toBe(true);
    // Only the app's own chunks (its entry with its preload helper, the shell, the vendors), as in index.html.
    expect((await linksOf('/no-such-page')).filter((f) => !/\/assets\/(index|preload|shell|react|data)-[\w-]+\.js$/.test(f))).toEqual([]);
    for (const file of wallet) {
      const res = await fetch(`${e2e.server.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toContain('javascript');
    }

    // In the browser each named chunk is fetched once: the app's import uses the preloaded module
    // (a preload in another credentials mode would be fetched a second time), and the page works.
    const { page, context } = await e2e.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/vip');
    await page.getByTestId('vip-page').waitFor();
    const vip = await linksOf('/vip');
    expect(vip.length).toBeGreaterThan(0);
    for (const file of vip)
      expect(
        asked.filter((f) => f === file),
        file,
      ).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a page straight into its content, never its loading skeleton, when it starts there', async () => {
    for (const pathname of ['/game/roller', '/activity']) {
      const { page, context } = await e2e.newPage();
      await page.addInitScript(() => {
        const seen = { fallback: false };
        Object.assign(window, { seen });
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="page-fallback"]')) seen.fallback = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(pathname);
      await page.getByTestId(pathname === '/activity' ? 'bonus-page' : 'roller-pills').waitFor();
      expect(await page.evaluate(() => (window as unknown as { seen: { fallback: boolean } }).seen.fallback), pathname).toBe(false);
      await context.close();
    }
  });

  it('renders every catalogue row of the lobby, and Back returns to a low row where it was left', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    // The provider strip comes after the last row, once every row is in.
    const strip = page.getByTestId('providers-see-all');
    await strip.waitFor();
    const rows = await page.locator('[data-testid^="game-row-"]').count();
    expect(rows).toBeGreaterThanOrEqual(5);
    await strip.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(800);
    await strip.click();
    await page.waitForURL('**/game-provider');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    // The rows come from the cache whole, so the place is there to return to.
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left));
    expect(await page.locator('[data-testid^="game-row-"]').count()).toBe(rows);
    await context.close();
  });
});
