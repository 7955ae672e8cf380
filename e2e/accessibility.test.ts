/**
 * Accessibility at 390x844 with axe-core (WCAG 2.0/2.1 A and AA rules): no serious or critical
 * violation on the lobby, the login and registration popups, the wallet, the account, the Bonus tab and
 * three games (Wingo, Mines, Crash), for a visitor and for a player; and, for a player who has played,
 * on the deposit and withdraw pages, the VIP club, Referensi, the inbox, help, the bet history, the
 * promotion pages, the other games (Roller, Hilo, Roulette, Dice, Dingdong, Coin Flip) and the verify page.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser, WsClient } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The serious and critical violations on the page at rest, one line each: a page found with some is
 * checked again a second later, and what is still there is reported. A popup or toast caught half faded
 * in (its text's contrast taken mid-animation) is not what a player reads; a real fault stays.
 */
async function violations(page: Page): Promise<string[]> {
  const first = await violationsNow(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  return violationsNow(page);
}

/** The serious and critical violations on the page as it stands, one line each. */
async function violationsNow(page: Page): Promise<string[]> {
  // Evaluated, not a <script>: the page's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} @ ${n.target.join(' ')}`));
}

const screens: ReadonlyArray<{ path: string; ready: string; player: boolean }> = [
  { path: '/', ready: '[data-testid="game-row-slot"]', player: false },
  { path: '/?z=login', ready: '[data-testid="popup-login"]', player: false },
  { path: '/?z=register', ready: '[data-testid="popup-register"]', player: false },
  { path: '/', ready: '[data-testid="game-row-slot"]', player: true },
  { path: '/wallet', ready: '[data-testid="wallet-page"]', player: true },
  { path: '/account', ready: '[data-testid^="account-menu-"]', player: true },
  { path: '/activity', ready: '[data-testid="promo-cards"]', player: true },
  { path: '/game/wingo', ready: '[data-testid="game-page-wingo"]', player: true },
  { path: '/game/mines', ready: '[data-testid="game-page-mines"]', player: true },
  { path: '/game/crash', ready: '[data-testid="crash-stage"]', player: true },
];

/** The rest of the main screens, for a player with a few results (the chips of the games' strips). */
const moreScreens: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/deposit', ready: '[data-testid="deposit-page"]' },
  { path: '/withdraw', ready: '[data-testid="withdraw-page"]' },
  { path: '/vip', ready: '[data-testid="vip-rewards"]' },
  { path: '/referral', ready: '[data-testid="referral-invite"]' },
  { path: '/inbox', ready: '[data-testid="inbox-page"]' },
  { path: '/help', ready: '[data-testid="help-topics"]' },
  { path: '/bet-history', ready: '[data-testid="bet-row"]' },
  { path: '/activity/active', ready: '[data-testid="my-bonus-page"]' },
  { path: '/activity/special', ready: '[data-testid="newcomer-page"]' },
  { path: '/activity/cashback', ready: '[data-testid="thursday-page"]' },
  { path: '/activity/continuous', ready: '[data-testid="continuous-page"]' },
  { path: '/daily-recharge', ready: '[data-testid="check-in-page"]' },
  { path: '/daily-wheel', ready: '[data-testid="wheel-page"]' },
  { path: '/game/roller', ready: '[data-testid="roller-pill"]' },
  { path: '/game/hilo', ready: '[data-testid="game-page-hilo"]' },
  { path: '/game/roulette', ready: '[data-testid="game-page-roulette"]' },
  { path: '/game/dice', ready: '[data-testid="game-page-dice"]' },
  { path: '/game/dingdong', ready: '[data-testid="game-page-dingdong"]' },
  { path: '/game/coinflip', ready: '[data-testid="coinflip-pill"]' },
  { path: '/verify', ready: '[data-testid="verify-page"]' },
];

describe('accessibility (axe-core)', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('finds no serious or critical violation on the main screens', { timeout: 180_000 }, async () => {
    const visitor = await e2e.newPage();
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '50000');
    const player = await e2e.newPage();
    await signInContext(player.context, e2e.server.url, user);
    const found: string[] = [];
    for (const screen of screens) {
      const { page } = screen.player ? player : visitor;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      await page.waitForTimeout(300);
      for (const v of await violations(page)) found.push(`${screen.path}${screen.player ? ' (player)' : ''}: ${v}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it('finds no serious or critical violation on the other main screens', { timeout: 120_000 }, async () => {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '50000');
    // Results, so the games' result strips and the bet history have something in them (Roller's strip enough to scroll).
    const ws = await WsClient.connect(e2e.server.wsUrl, { cookieToken: user.token });
    const bets = [
      ...Array.from({ length: 8 }, () => ['roller', { choose: 50_000, isHigher: true }] as const),
      ...Array.from({ length: 3 }, () => ['coinflip', { side: 'heads' }] as const),
    ];
    for (const [i, [game, data]] of bets.entries()) {
      const reply = await ws.call(`/ws/game/${game}/startRound`, { uuid: `a11y-${user.userId}-${i}`, amount: '1000', ...data });
      expect(reply.code, `${game} bet`).toBe(200);
    }
    ws.close();
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const screen of moreScreens) {
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      await page.waitForTimeout(300);
      for (const v of await violations(page)) found.push(`${screen.path}: ${v}`);
    }
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });
});
