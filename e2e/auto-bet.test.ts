/**
 * Auto-bet at speed (issue 17): Turbo places the next bet as soon as the server answered and the
 * session's count, net result and balance agree with the server's history; "Batas rugi" is the net
 * loss of the session, not a balance floor; a big win fires confetti, except under reduced motion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ROLLER_SPAN } from '@kasino/shared/fairness/games/roller';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import { formatIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, untilLive, type E2e } from './browser.ts';

async function betsOf(base: string, token: string, game: string): Promise<BetView[]> {
  const res = await request<{ list: BetView[] }>(base, 'GET', `/main/bet/history?game=${game}&count=100`, { token });
  return res.body.data!.list;
}

/** Net result of bets in minor units: payouts minus stakes. */
const netOf = (bets: BetView[]): bigint => bets.reduce((sum, b) => sum + (parseAmount(b.payout) ?? 0n) - (parseAmount(b.amount) ?? 0n), 0n);

const signed = (amount: bigint): string => (amount > 0n ? '+' : amount < 0n ? '-' : '') + formatIdr(amount < 0n ? -amount : amount);

describe('auto-bet in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** A signed-in phone-sized page on a game with `deposit` rupiah, on the auto-bet tab. */
  async function player(game: string, deposit: string, options: { reducedMotion?: 'reduce' } = {}) {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, deposit);
    const context: BrowserContext = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      locale: 'id-ID',
      baseURL: e2e.server.url,
      isMobile: true,
      hasTouch: true,
      ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    });
    const page: Page = untilLive(await context.newPage());
    await signInContext(context, e2e.server.url, user);
    await page.goto(`/game/${game}`);
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
    await expect
      .poll(async () => (await page.getByTestId('balance').innerText()).trim(), { timeout: 10_000 })
      .toBe(formatIdr(BigInt(deposit) * 100n));
    await page.getByTestId('auto-tab').click();
    await page.getByTestId('auto-start').waitFor();
    return { user, context, page };
  }

  const finished = (page: Page, timeout = 30_000) =>
    page.locator('[data-testid="auto-progress"]:not([data-stopped=""])').waitFor({ timeout });

  it('runs 20 coin flips in Turbo as fast as the server answers; count, session profit and balance match the history', async () => {
    const { user, context, page } = await player('coinflip', '100000');
    // The sound switch is in the header of a single-player game too.
    await page.getByTestId('sound-toggle').waitFor();
    await page.getByTestId('auto-count').fill('20');
    await page.getByTestId('auto-speed-turbo').click();
    expect(await page.getByTestId('auto-speed-turbo').getAttribute('aria-checked')).toBe('true');
    // No loss limit is needed; the panel suggests one.
    await page.getByTestId('auto-stop-loss-suggest').waitFor();
    await page.waitForTimeout(200); // the switch's highlight fades over
    await e2e.shot(page, 'auto-bet-turbo-ready');
    const started = Date.now();
    await page.getByTestId('auto-start').click();
    await page.getByTestId('auto-stop').waitFor();
    await e2e.shot(page, 'auto-bet-turbo-running');
    await page.locator('[data-testid="auto-progress"][data-stopped="done"]').waitFor({ timeout: 30_000 });
    const elapsed = Date.now() - started;
    await e2e.shot(page, 'auto-bet-turbo-done');

    const progress = page.getByTestId('auto-progress');
    expect(await progress.getAttribute('data-done')).toBe('20');
    const bets = await betsOf(e2e.server.url, user.token, 'coinflip');
    expect(bets).toHaveLength(20);
    const net = netOf(bets);
    expect(await progress.getAttribute('data-profit')).toBe(toWireAmount(net));
    expect((await page.getByTestId('auto-net').innerText()).trim()).toBe(signed(net));
    expect(Number(await progress.getAttribute('data-wins'))).toBe(bets.filter((b) => b.win).length);
    const serverBalance = await balanceOf(e2e.server.url, user.token);
    expect(parseAmount(serverBalance)).toBe(100_000n * 100n + net);
    // A last win reaches the shown balance 2.5 s after its reply.
    await expect
      .poll(async () => (await page.getByTestId('balance').innerText()).trim(), { timeout: 10_000 })
      .toBe(formatIdr(parseAmount(serverBalance)!));
    // The old pace paused ~1.8 s after every flip (36 s for 20); Turbo waits only for the server.
    expect(elapsed).toBeLessThan(12_000);

    // The speed is remembered by this browser.
    await page.reload();
    await page.getByTestId('auto-tab').click();
    expect(await page.getByTestId('auto-speed-turbo').getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('stops once the session loss reaches "Batas rugi", with the balance far above it', async () => {
    const { user, context, page } = await player('roller', '100000');
    // The next two rolls, from the player's seeds: pick a side and a target both of them lose.
    const seed = await e2e.server.server.database.db
      .selectFrom('fair_seeds')
      .select(['server_seed', 'client_seed', 'nonce'])
      .where('user_id', '=', BigInt(user.userId))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const rolls = [0, 1].map((i) =>
      new BetStream({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: Number(seed.nonce) + i }).index(0, ROLLER_SPAN),
    );
    // Higher than T loses when the roll is at most T; lower than C when it is at least C (0,5% to 50% chances).
    const higher = Math.max(...rolls) <= 99_500;
    const target = higher ? Math.max(50_000, ...rolls) : Math.min(50_000, ...rolls);
    await page.getByTestId(higher ? 'roller-higher' : 'roller-lower').click();
    await page.getByTestId('roller-target').fill(String(target));
    await page.getByTestId('roller-target').press('Enter');
    expect(await page.getByTestId('roller-target').inputValue()).toBe(target.toLocaleString('id-ID'));
    await page.getByTestId('auto-tab').click();
    await page.getByTestId('auto-count').fill('50');
    await page.getByTestId('auto-speed-turbo').click();
    await page.getByTestId('auto-stop-loss').fill('500');
    await page.getByTestId('auto-stop-loss-error').waitFor(); // below one stake
    await page.getByTestId('auto-stop-loss').fill('2000');
    await page.getByTestId('auto-start').click();
    await finished(page);
    await e2e.shot(page, 'auto-bet-loss-limit');

    // Two Rp 1.000 losses make the session's loss Rp 2.000: stop, with 48 bets left and Rp 98.000 on the balance.
    const progress = page.getByTestId('auto-progress');
    expect(await progress.getAttribute('data-stopped')).toBe('stopLoss');
    expect(await progress.getAttribute('data-done')).toBe('2');
    const bets = await betsOf(e2e.server.url, user.token, 'roller');
    expect(bets.map((b) => (b.result as { result: number }).result).reverse()).toEqual(rolls);
    expect(netOf(bets)).toBe(-2000n * 100n);
    expect((await page.getByTestId('auto-net').innerText()).trim()).toBe('-Rp 2.000');
    // The balance stayed far above Rp 2.000: a balance floor would not have stopped the series.
    expect(await balanceOf(e2e.server.url, user.token)).toBe('98000');
    expect((await page.getByTestId('auto-stopped').innerText()).trim()).toMatch(/batas rugi/i);
    await context.close();
  });

  for (const reducedMotion of [false, true]) {
    it(`celebrates a big win ${reducedMotion ? 'without confetti under reduced motion' : 'with confetti'}`, async () => {
      const { user, context, page } = await player('roller', '200000', reducedMotion ? { reducedMotion: 'reduce' } : {});
      // 12x: any win is a big win (at least 10x the stake). Run in Turbo until one comes, then stop.
      await page.getByTestId('roller-multiplier').fill('12');
      await page.getByTestId('roller-multiplier').press('Enter');
      await page.getByTestId('auto-tab').click();
      await page.getByTestId('auto-count').fill('200');
      await page.getByTestId('auto-speed-turbo').click();
      await page.getByTestId('auto-start').click();
      const progress = page.getByTestId('auto-progress');
      await expect.poll(async () => Number(await progress.getAttribute('data-wins')), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      // Confetti falls over the screen (a canvas of its own, gone a few seconds later).
      if (!reducedMotion) {
        await page.locator('canvas[data-testid="confetti"]').waitFor({ state: 'attached', timeout: 5_000 });
        await e2e.shot(page, 'auto-bet-big-win');
      }
      await page.getByTestId('auto-stop').click();
      await finished(page);
      expect(await progress.getAttribute('data-stopped')).toBe('user');
      const bets = await betsOf(e2e.server.url, user.token, 'roller');
      expect(bets).toHaveLength(Number(await progress.getAttribute('data-done')));
      const wins = bets.filter((b) => b.win);
      expect(wins.length).toBeGreaterThanOrEqual(1);
      for (const won of wins) expect(parseAmount(won.payout)!).toBeGreaterThanOrEqual(parseAmount(won.amount)! * 10n);

      // Every big win is celebrated; confetti only without reduced motion.
      await expect.poll(() => page.evaluate(() => Number(document.body.dataset.bigWins ?? 0))).toBe(wins.length);
      if (reducedMotion) {
        await page.waitForTimeout(400);
        expect(await page.evaluate(() => document.body.dataset.confetti ?? '0')).toBe('0');
        expect(await page.locator('canvas[data-testid="confetti"]').count()).toBe(0);
      } else {
        expect(Number(await page.evaluate(() => document.body.dataset.confetti ?? '0'))).toBe(wins.length);
        await page.locator('canvas[data-testid="confetti"]').waitFor({ state: 'detached', timeout: 10_000 });
      }
      await context.close();
    });
  }
});
