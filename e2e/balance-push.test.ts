/**
 * The top bar's balance follows round settlements without a reload: the player's bets go in from
 * another link (a second device), so the page learns of them only from the balance pushes the stake
 * (bet.placed) and the settlement (bet.settled) send after their commits. Rounds run five times faster
 * (ROUND_TIME_PERCENT=20). The page never asks for the user again after it loaded: every new balance
 * it shows came from a push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wingoSelections } from '@kasino/shared/fairness/games/rounds';
import { registerUser, WsClient } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const rupiah = (wire: string) => `Rp ${Number(wire).toLocaleString('id-ID')}`;

describe('balance pushes in the top bar', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ production: true, env: { SANDBOX_CONFIRM_MS: '10', ROUND_TIME_PERCENT: '20' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** The top bar shows `wire` (a balance on the wire, "12345.5"). */
  const shows = (page: Page, wire: string, timeout = 10_000) =>
    expect.poll(async () => (await page.getByTestId('balance').innerText()).trim(), { timeout }).toBe(rupiah(wire));

  it('updates after a Wingo settlement and after a Crash settlement, with no reload and no refetch', { timeout: 120_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    // The balance counts up to a new value frame by frame; the test reads values, so it shows them at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
    await shows(page, '100000');
    // From here on, any new balance on the page must come over the websocket.
    const userReads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/main/user') userReads.push(r.url());
    });
    const navigations: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });

    const device = await WsClient.connect(e2e.server.wsUrl, { cookieToken: user.token });
    expect((await device.call('/ws/subscribe', { topics: ['/ws/game/wingo/fastest/round/start', '/ws/game/crash/start'] })).code).toBe(200);

    // Wingo: every selection, so the round surely pays something back.
    let staked: string | null = null;
    for (let i = 0; i < 6 && !staked; i++) {
      const cur = (await device.call('/ws/game/wingo/curRound', { model: 'fastest' })).data as {
        phase: { roundId: string; status: string; closeTime: number } | null;
        curTime: number;
      };
      if (cur.phase?.status === 'betting' && cur.phase.closeTime - cur.curTime > 800) {
        const res = await device.call('/ws/game/wingo/bet', {
          uuid: `e2e-push-wingo-${user.userId}`,
          model: 'fastest',
          select: [...wingoSelections],
          amount: '1000',
          phaseNum: cur.phase.roundId,
        });
        if (res.code === 200) staked = (res.data as { balance: string }).balance;
      } else await device.next((f) => f.path === '/ws/game/wingo/fastest/round/start', 15_000);
    }
    expect(staked).toBe(String(100000 - 1000 * wingoSelections.length));
    await shows(page, staked!); // the stake's push
    await expect.poll(() => balanceOf(base, user.token), { timeout: 20_000 }).not.toBe(staked);
    const afterWingo = await balanceOf(base, user.token);
    await shows(page, afterWingo); // the settlement's push
    await e2e.shot(page, 'balance-push-after-wingo');

    // Crash: an automatic cash-out at 1.01x; a flight that crashes below it pays nothing, so try again.
    const db = e2e.server.server.database.db;
    let won: string | null = null;
    for (let attempt = 0; attempt < 6 && !won; attempt++) {
      const before = await balanceOf(base, user.token);
      let placed = false;
      for (let i = 0; i < 10 && !placed; i++) {
        const cur = (await device.call('/ws/game/crash/curGame', {})).data as {
          curTime: number;
          round: { status: string; startTime: number | null } | null;
        };
        if (cur.round?.status === 'PREPARATION' && cur.round.startTime !== null && cur.round.startTime - cur.curTime > 300) {
          const res = await device.call('/ws/game/crash/bet', {
            uuid: `e2e-push-crash-${user.userId}-${attempt}`,
            amount: '1000',
            rate: '1.01',
          });
          placed = res.code === 200;
        } else await device.next((f) => f.path === '/ws/game/crash/start', 30_000);
      }
      expect(placed).toBe(true);
      await shows(page, String(Number(before) - 1000)); // the stake's push
      // The bet settles when the flight passes 1.01x or crashes.
      let bet: { status: string; payout: bigint | number } | undefined;
      await expect
        .poll(
          async () => {
            bet = await db
              .selectFrom('round_bets')
              .select(['status', 'payout'])
              .where('user_id', '=', BigInt(user.userId))
              .where('game', '=', 'crash')
              .orderBy('created_at', 'desc')
              .limit(1)
              .executeTakeFirst();
            return bet?.status;
          },
          { timeout: 30_000 },
        )
        .toBe('settled');
      if (BigInt(bet!.payout) > 0n) won = await balanceOf(base, user.token);
    }
    expect(won).not.toBeNull();
    await shows(page, won!); // the settlement's push
    await e2e.shot(page, 'balance-push-after-crash');

    expect(userReads).toEqual([]);
    expect(navigations).toEqual([]);
    device.close();
  });
});
