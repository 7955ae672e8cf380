/**
 * The phone frame holds on every screen (390x844): no page is wider than the viewport and the bottom
 * tab bar stays whole on screen, on the lobby and each of its tabs, the money and account pages, the
 * VIP club, the Referensi tab and the games, and in Crash while a bet waits for take-off (its label is the longest the button shows).
 * Back closes a sheet (the Wingo bet sheet, the fairness sheet) before it leaves the game. The main
 * button of Mines and Stairs is on screen above the tab bar without scrolling; Mines' chips are 44 px.
 * Rounds run five times shorter (ROUND_TIME_PERCENT=20) so a Crash round comes round quickly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const VIEWPORT = { width: 390, height: 844 };

interface Frame {
  pageWidth: number;
  tabBar: { left: number; right: number; top: number; bottom: number } | null;
}

/** How wide the page is and where the bottom tab bar sits. */
const measure = (page: Page): Promise<Frame> =>
  page.evaluate(() => {
    const bar = document.querySelector('nav:has([data-testid="tab-home"])')?.getBoundingClientRect();
    return {
      pageWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      tabBar: bar ? { left: bar.left, right: bar.right, top: bar.top, bottom: bar.bottom } : null,
    };
  });

function expectFramed(frame: Frame, where: string): void {
  expect(frame.pageWidth, `${where}: page width`).toBeLessThanOrEqual(VIEWPORT.width);
  expect(frame.tabBar, `${where}: tab bar`).not.toBeNull();
  const bar = frame.tabBar!;
  expect(bar.left, `${where}: tab bar left`).toBeGreaterThanOrEqual(0);
  expect(bar.right, `${where}: tab bar right`).toBeLessThanOrEqual(VIEWPORT.width);
  expect(bar.top, `${where}: tab bar top`).toBeGreaterThanOrEqual(0);
  expect(bar.bottom, `${where}: tab bar bottom`).toBeLessThanOrEqual(VIEWPORT.height);
}

/** Each top-level screen and what shows it has loaded. */
const screens: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/', ready: '[data-testid="game-row-slot"]' },
  { path: '/?tab=inHouseGames', ready: '[data-testid="home-page"]' },
  { path: '/?tab=slot', ready: '[data-testid="category-slot"] [data-testid="slot-grid"]' },
  { path: '/?tab=casinoGames', ready: '[data-testid="category-live"] [data-testid="slot-grid"]' },
  { path: '/?tab=fish', ready: '[data-testid="category-fish"] [data-testid="slot-grid"]' },
  { path: '/?tab=sport', ready: '[data-testid="category-sports"] [data-testid="slot-grid"]' },
  { path: '/game-provider', ready: 'main a[href^="/game-provider?firm="]' },
  { path: '/wallet', ready: '[data-testid="wallet-page"]' },
  { path: '/deposit', ready: '[data-testid="deposit-page"]' },
  { path: '/withdraw', ready: '[data-testid="withdraw-page"]' },
  { path: '/account', ready: '[data-testid^="account-menu-"]' },
  { path: '/bet-history', ready: '[data-testid="bet-history-page"]' },
  { path: '/vip', ready: '[data-testid="vip-hero"]' },
  { path: '/vip-cash-back', ready: '[data-testid="vip-cashback-card"]' },
  { path: '/referral', ready: '[data-testid="referral-invite"]' },
  { path: '/agency', ready: '[data-testid="agency-apply"]' },
  { path: '/agency/spam', ready: '[data-testid="spam-form"]' },
  { path: '/game/roller', ready: '[data-testid="game-page-roller"]' },
  { path: '/game/mines', ready: '[data-testid="game-page-mines"]' },
  { path: '/game/wingo', ready: '[data-testid="game-page-wingo"]' },
  { path: '/game/crash', ready: '[data-testid="crash-stage"]' },
  { path: '/game/dice', ready: '[data-testid="game-page-dice"]' },
];

describe('the phone frame on every screen', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10', ROUND_TIME_PERCENT: '20' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function playerPage() {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return { page, context };
  }

  it('keeps every route and lobby tab within the viewport with the tab bar whole', { timeout: 180_000 }, async () => {
    const { page, context } = await playerPage();
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
      // Provider chips and late rows arrive after the first paint: measure once they are in.
      if (screen.path.startsWith('/?tab=') && screen.path !== '/?tab=inHouseGames')
        await page.locator('[data-testid^="firm-"]').nth(1).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(300);
      const frame = await measure(page);
      if (frame.pageWidth > VIEWPORT.width) await e2e.shot(page, `layout-too-wide-${screen.path.replace(/\W+/g, '-')}`);
      expectFramed(frame, screen.path);
    }
    await context.close();
  });

  it('keeps Crash within the viewport while a bet waits for take-off', { timeout: 120_000 }, async () => {
    const { page, context } = await playerPage();
    await page.goto('/game/crash');
    await page.getByTestId('crash-graph').waitFor();
    // Bet as soon as the button takes one (in preparation, or for the next round during a flight).
    await page.locator('[data-testid="crash-action"][data-kind="bet"]:not([disabled])').click({ timeout: 30_000 });
    // The label, the page and the button, read together while the bet waits for the flight.
    let seen: (Frame & { label: string; buttonOverflow: number }) | null = null;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => {
            const button = document.querySelector<HTMLElement>('[data-testid="crash-action"]');
            return { label: button?.innerText ?? '', buttonOverflow: button ? button.scrollWidth - button.clientWidth : 0 };
          });
          if (!/menunggu lepas landas/.test(now.label)) return false;
          seen = { ...now, ...(await measure(page)) };
          return true;
        },
        { timeout: 40_000, interval: 100 },
      )
      .toBe(true);
    await e2e.shot(page, 'crash-bet-waiting');
    const frame = seen as unknown as Frame & { label: string; buttonOverflow: number };
    expect(frame.label).toContain('Rp 1.000');
    expect(frame.buttonOverflow).toBeLessThanOrEqual(0);
    expectFramed(frame, '/game/crash (bet waiting)');
    await context.close();
  });

  it(
    'closes the Wingo bet sheet and the fairness sheet with Back, and leaves the game only on the next Back',
    { timeout: 90_000 },
    async () => {
      const { page, context } = await playerPage();
      await page.goto('/activity');
      await page.goto('/game/wingo');
      await page.getByTestId('game-page-wingo').waitFor();
      for (const [open, sheet] of [
        ['wingo-green', 'wingo-sheet'],
        ['fair-open', 'fair-panel'],
      ] as const) {
        await page.getByTestId(open).first().click();
        await page.getByTestId(sheet).waitFor();
        await page.goBack();
        await page.getByTestId(sheet).waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/game/wingo');
        await page.getByTestId('game-page-wingo').waitFor();
      }
      // A sheet closed by its X takes its history entry with it: one Back then leaves the game.
      await page.getByTestId('wingo-red').click();
      await page.getByTestId('wingo-sheet').getByRole('button', { name: 'Tutup' }).click();
      await page.getByTestId('wingo-sheet').waitFor({ state: 'detached' });
      await page.waitForTimeout(200);
      await page.goBack();
      await page.waitForURL('**/activity');
      await context.close();
    },
  );

  it(
    'shows Mines’ Pasang and Stairs’ Mulai naik above the tab bar without scrolling, and Mines’ chips at 44 px',
    { timeout: 60_000 },
    async () => {
      const { page, context } = await playerPage();
      for (const path of ['/game/mines', '/game/stairs']) {
        await page.goto(path);
        const submit = page.getByTestId('bet-submit');
        await submit.waitFor();
        const { bar } = { bar: (await measure(page)).tabBar! };
        const box = (await submit.boundingBox())!;
        expect(box.y, `${path}: button top`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${path}: button above the tab bar`).toBeLessThanOrEqual(bar.top);
        // The pinned button is the one a tap reaches: nothing covers its middle.
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="bet-submit"]') !== null,
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(hit, `${path}: button reachable`).toBe(true);
      }
      await page.goto('/game/mines');
      for (const m of [1, 3, 5, 10, 24]) {
        const chip = (await page.getByTestId(`mines-quick-${m}`).boundingBox())!;
        expect(chip.height, `chip ${m} height`).toBeGreaterThanOrEqual(44);
        expect(chip.width, `chip ${m} width`).toBeGreaterThanOrEqual(44);
      }
      await e2e.shot(page, 'mines-controls');
      await context.close();
    },
  );
});
