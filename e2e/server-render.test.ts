/**
 * GET / arrives with the lobby already rendered (the banners from the database, the in-house
 * games), so a phone paints it before the JavaScript arrives; the visitor's app then takes that
 * markup over without painting it again, and a player with a session never sees Masuk / Daftar.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { registerUser } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { collectErrors, signInContext, startE2e, type E2e } from './browser.ts';

/** The app's entry module (index.html's script), held back to look at the page before it runs. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return page
    .route(ENTRY, async (route: Route) => {
      await released;
      await route.continue();
    })
    .then(() => release);
}

describe('the server-rendered lobby', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /**
   * A member's browser on a slow phone's CPU (x6: taking the markup over lasts longer than a read on
   * this machine does), its app held back until `release`, and the page's errors collected.
   */
  async function slowMemberPage(user: { token: string; userId: number }) {
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    const errors = collectErrors(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const release = await holdEntry(page);
    return { page, context, errors, release };
  }

  it('is in the HTML of / with the banners of the database, and only there', async () => {
    const db = e2e.server.server.database.db;
    const home = await fetch(`${e2e.server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const firstBoard = await db
      .selectFrom('boards')
      .select('title')
      .where('group_name', '=', 'home')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    expect(html).toContain(firstBoard.title);
    expect(html).toContain('href="/game/wingo"');
    expect(html).toContain('id="kasino-state"');

    // The boot script and the starter (plugins/start-after-paint.ts) run under the CSP by their
    // hashes; no other inline script is in the page.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(2);
    expect(inline[1]).toContain("s.type='module'");
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(home.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    }

    // A new banner is in the next page, not a stale copy.
    await db.updateTable('boards').set({ title: 'Turnamen Slot Mingguan' }).where('title', '=', firstBoard.title).execute();
    expect(await (await fetch(`${e2e.server.url}/`)).text()).toContain('Turnamen Slot Mingguan');

    // Its scripts are listed for the starter, not preloaded beside its first paint.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script type="application\/json" id="kasino-modules">\["\/assets\/index-[\w-]+\.js"/);

    // Other tabs, open popups and pages with a query or a parameter start from the plain shell.
    for (const other of ['/?tab=slot', '/?z=login', '/wallet?z=login', '/game/pg-mahjong-ways', '/inbox/7', '/login']) {
      const page = await (await fetch(`${e2e.server.url}${other}`)).text();
      expect(page, other).not.toContain('href="/game/wingo"');
      expect(page, other).toContain('<div id="root"><!--ssr-page--></div>');
      expect(page.slice(0, page.indexOf('</head>')), other).toContain('rel="modulepreload"');
    }
    // The renderer is the server's own file, never sent.
    const renderer = await fetch(`${e2e.server.url}/server/render-page.js`);
    expect(renderer.headers.get('content-type')).toContain('text/html');
    expect(await renderer.text()).not.toContain('renderPage');
  });

  it('paints without JavaScript: the in-house games link to their pages', async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
      baseURL: e2e.server.url,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('[data-testid^="game-card-"]').count()).toBe(13);
    await page.getByTestId('banner-carousel').getByText('Turnamen Slot Mingguan').waitFor();
    await e2e.shot(page, 'lobby-without-javascript');
    await page.getByTestId('game-card-dice').click();
    await page.waitForURL((url) => url.pathname === '/game/dice');
    await context.close();
  });

  it('is painted before the app starts: its scripts are fetched and run after the first contentful paint', async () => {
    const { page, context } = await e2e.newPage();
    await page.addInitScript(() => {
      const seen = { paint: -1, start: -1 };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0];
        if (fcp && seen.paint < 0) seen.paint = fcp.startTime;
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of Array.from(change.addedNodes))
            if (node instanceof HTMLScriptElement && node.type === 'module' && seen.start < 0) seen.start = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    const seen = await page.evaluate(() => (window as unknown as { seen: { paint: number; start: number } }).seen);
    expect(seen.paint, 'first contentful paint').toBeGreaterThan(0);
    expect(seen.start).toBeGreaterThanOrEqual(seen.paint);
    // Nor is any script fetched before it: the first paint had the line to itself and the stylesheet.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    expect(scripts.length).toBeGreaterThan(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(seen.paint);
    await context.close();
  });

  it('is taken over by the visitor app in place, without a mismatch', async () => {
    const { page, context } = await e2e.newPage();
    const errors = collectErrors(page);
    const release = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('in-house-games').waitFor();
    // Mark two server-rendered nodes; hydration keeps them, a fresh render would replace them.
    await page.evaluate(() => {
      for (const id of ['in-house-games', 'banner-carousel'])
        Object.assign(document.querySelector(`[data-testid="${id}"]`) as object, { fromServer: true });
    });
    const gamesTop = async () => (await page.getByTestId('in-house-games').boundingBox())?.y;
    const topBefore = await gamesTop();
    release();
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    await page.getByTestId('game-row-hot').waitFor();
    // The big-wins strip kept its place while loading and stays as an empty state: nothing moved.
    await page.getByTestId('big-wins-empty').waitFor();
    expect(await gamesTop()).toBe(topBefore);
    const kept = await page.evaluate(() =>
      ['in-house-games', 'banner-carousel'].map(
        (id) => (document.querySelector(`[data-testid="${id}"]`) as { fromServer?: boolean } | null)?.fromServer === true,
      ),
    );
    expect(kept).toEqual([true, true]);
    // It is live: a tab switches and the login popup opens.
    await page.getByTestId('lobby-tab-slot').click();
    await page.getByTestId('category-slot').waitFor();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-phone').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the lobby when a part of the shell cannot be fetched (the network drops while it loads)', async () => {
    const { page, context } = await e2e.newPage();
    // The reality check and the toaster are fetched after hydration; refuse their code.
    await page.route(/\/assets\/(reality-check|app-toaster)-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    await page.getByTestId('game-row-hot').waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('home-page').count()).toBe(1);
    await page.getByTestId('lobby-tab-slot').click();
    await page.getByTestId('category-slot').waitFor();
    await context.close();
  });

  it("renders a member's lobby for a session cookie, taken over in place: their balance, never Masuk / Daftar", async () => {
    const u = await registerUser(e2e.server.url);
    // The member's page holds nothing of theirs: one copy serves every session cookie.
    const asMember = await (await fetch(`${e2e.server.url}/`, { headers: { cookie: 'token=not-even-valid' } })).text();
    expect(asMember).toContain('data-as="member"');
    expect(asMember).toContain('href="/game/wingo"');
    expect(asMember).not.toContain('data-testid="header-login"');
    expect(asMember).not.toContain(u.phone);

    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, u);
    const errors = collectErrors(page);
    const release = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('in-house-games').waitFor();
    // Before the app runs, the header already has the member's place for the balance.
    expect(await page.getByTestId('header-login').count()).toBe(0);
    await page.evaluate(() => {
      for (const id of ['in-house-games', 'banner-carousel'])
        Object.assign(document.querySelector(`[data-testid="${id}"]`) as object, { fromServer: true });
    });
    release();
    await page.getByTestId('balance-chip').waitFor();
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('header-login').count()).toBe(0);
    // Hydrated, not painted again: the server's nodes are still the ones on screen.
    const kept = await page.evaluate(() =>
      ['in-house-games', 'banner-carousel'].map(
        (id) => (document.querySelector(`[data-testid="${id}"]`) as { fromServer?: boolean } | null)?.fromServer === true,
      ),
    );
    expect(kept).toEqual([true, true]);
    expect(errors).toEqual([]);

    // The app drops the hiding rule once it is up, so a later logout shows the guest buttons.
    expect(await page.evaluate(() => document.documentElement.classList.contains('has-session'))).toBe(false);
    await context.close();
  });

  it("draws a member's wallet with their balance, for them alone, and takes it over in place", async () => {
    const u = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, u.token, '123456');
    const other = await registerUser(e2e.server.url);
    const pageFor = (token: string) => fetch(`${e2e.server.url}/wallet`, { headers: { cookie: `token=${token}` } });

    // Their balance is in the markup and in the state the app starts from; nothing keeps the page.
    const mine = await pageFor(u.token);
    const html = await mine.text();
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/data-testid="wallet-balance"[^>]*>[^<]*Rp[^<]*123\.456/);
    expect(html).toContain('"balance":"123456');
    // Another member's page has their own balance, not the first one's (no shared copy).
    const theirs = await (await pageFor(other.token)).text();
    expect(theirs).toMatch(/data-testid="wallet-balance"[^>]*>[^<]*Rp[^<]*0/);
    expect(theirs).not.toContain('123.456');
    // A session that is not live gets the page every member gets: no one's data, kept as one copy.
    const stale = await pageFor('not-a-live-session');
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    const staleHtml = await stale.text();
    expect(staleHtml).toContain('data-as="member"');
    expect(staleHtml).not.toContain('data-testid="wallet-balance"');

    const { page, context, errors, release } = await slowMemberPage(u);
    await page.goto('/wallet', { waitUntil: 'commit' });
    // Before any script runs, the balance is on screen.
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain('123.456');
    await page.evaluate(() => Object.assign(document.querySelector('[data-testid="wallet-balance"]') as object, { fromServer: true }));
    release();
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    const kept = await page.evaluate(
      () => (document.querySelector('[data-testid="wallet-balance"]') as { fromServer?: boolean } | null)?.fromServer === true,
    );
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
    expect(await page.getByTestId('wallet-balance').textContent()).toContain('123.456');
    await context.close();
  });

  it("draws a member's Bonus tab with their bonus, its countdown taken over at the moment it was drawn", async () => {
    const u = await registerUser(e2e.server.url);
    // The first deposit grants a bonus (a subscriber does, a moment after), with its time to claim it.
    await depositAndWait(e2e.server.url, u.token, '90000');
    const pageFor = () => fetch(`${e2e.server.url}/activity`, { headers: { cookie: `token=${u.token}` } }).then((r) => r.text());
    await expect.poll(pageFor, { timeout: 10_000 }).toMatch(/Berakhir dalam \d+:\d\d:\d\d/);

    const { page, context, errors, release } = await slowMemberPage(u);
    await page.goto('/activity', { waitUntil: 'commit' });
    const grants = page.getByTestId('grants');
    await grants.waitFor();
    const drawn = await grants.textContent();
    await page.evaluate(() => Object.assign(document.querySelector('[data-testid="grants"]') as object, { fromServer: true }));
    // Seconds pass before the app runs: the countdown it takes over reads earlier than the clock.
    await page.waitForTimeout(2_100);
    release();
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(() => (document.querySelector('[data-testid="grants"]') as { fromServer?: boolean } | null)?.fromServer),
    ).toBe(true);
    // Once on screen it ticks on from the real time.
    await expect.poll(() => grants.textContent()).not.toBe(drawn);
    await context.close();
  });

  it("takes a member's account page over in place although their balance arrives while it does (reads wait until then)", async () => {
    const u = await registerUser(e2e.server.url);
    const { page, context, errors, release } = await slowMemberPage(u);
    await page.goto('/account', { waitUntil: 'commit' });
    await page.getByTestId('account-member').waitFor();
    await page.evaluate(() => Object.assign(document.querySelector('[data-testid="account-member"]') as object, { fromServer: true }));
    release();
    // The page is drawn for any member (no one's data): the balance came after the page was taken
    // over. Had it come before the page's part of the markup was, React would have found a balance
    // where the server drew its placeholder and drawn the page again (a hydration mismatch).
    await page.getByTestId('account-balance').waitFor();
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    const kept = await page.evaluate(
      () => (document.querySelector('[data-testid="account-member"]') as { fromServer?: boolean } | null)?.fromServer === true,
    );
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
    await context.close();
  });
});
