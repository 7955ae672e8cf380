/**
 * Issue 34: bonus money stays bonus money until it is wagered, wherever it is. The two attacks the
 * issue found (a forfeit while the bonus sits in an open Mines round; the bonus "depleted" while it
 * sits there), every other path that moves bonus money into a bet and back (a round voided, a
 * provider's debit, credit and rollback, a payout after a forfeit), and the legitimate paths (the
 * turnover met, a forfeit with nothing open), through HTTP and the websocket as a client does them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@kasino/shared/games';
import type { ForfeitResult } from '@kasino/shared/protocol/promo';
import type { LaunchView } from '@kasino/shared/protocol/slots';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { engines, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';
import { bonusOnlyPlayer, bonusUntil, claimGrant, minesOf, reconciles, withdrawableOf, withdrawingPlayer } from './bonus-helpers.ts';

type Round = { bet: BetView; state: 'process' | 'ended'; view: Record<string, unknown>; balance: string };
const SECRET = 'test-slot-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';
let seq = 0;
/** A bet's client uuid (8-64 characters). */
const uid = (label: string) => `${label}-${Date.now()}-${++seq}`;

describe.each(engines)('bonus money through open rounds on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '20', SLOT_PROVIDER_SECRETS: `sandbox:${SECRET}`, ROUND_TIME_PERCENT: '10' });
    // Withdrawals from Rp 10.000, so an attacker's every remaining rupiah can be tried.
    await request(t.url, 'PUT', '/ops/site/config/withdraw_range', { body: { value: { min: '10000', max: '25000000' } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const forfeit = (p: { token: string }) => request<ForfeitResult>(t.url, 'POST', '/main/promo/bonus/forfeit', { token: p.token });

  it('refuses the escape by forfeit: a Mines cash-out after it goes back to the promotions account', async () => {
    const p = await bonusOnlyPlayer(t);
    try {
      const started = await p.ws.call('/ws/game/mines/startRound', { uuid: uid('esc-a'), amount: '50000', mines: 1 });
      expect(started.code).toBe(200);
      const round = started.data as Round;
      expect(round.balance).toBe('0');
      // The wallet is empty but the bonus is all in the round: still locked there.
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '0', locked: '0', inPlay: '50000', withdrawable: '0' });

      const gaveUp = await forfeit(p);
      expect(gaveUp.status).toBe(200);
      expect(gaveUp.body.data).toMatchObject({ removed: '0', inPlay: '50000', bonus: { status: 'forfeited' } });

      const [mine] = await minesOf(t, round.bet, 1);
      const safe = mine === 0 ? 1 : 0;
      expect((await p.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: safe })).code).toBe(200);
      const cashed = await p.ws.call('/ws/game/mines/cashRound', { roundId: round.bet.id });
      expect(cashed.code).toBe(200);
      const ended = cashed.data as Round;
      expect(ended.bet.payout).toBe('50500');
      // The whole payout was bonus money of a forfeited bonus: it went back, and nothing is withdrawable.
      expect(ended.balance).toBe('0');
      expect(await balanceOf(t.url, p.token)).toBe('0');
      expect((await p.withdraw('50000')).body.code).toBe(700);
      const flow = await request<{ list: { kind: string; amount: string }[] }>(t.url, 'GET', '/main/pay/balance/flow?type=bonus', {
        token: p.token,
      });
      expect(flow.body.data!.list[0]).toMatchObject({ kind: 'bonus', amount: '-50500' });
      expect(await reconciles(t)).toMatchObject({ ok: true, violations: [] });
    } finally {
      p.ws.close();
    }
  });

  it('refuses the escape by depletion: the bonus stays open while it sits in a round, and the cash-out comes back locked', async () => {
    const p = await bonusOnlyPlayer(t);
    try {
      const round = (await p.ws.call('/ws/game/mines/startRound', { uuid: uid('esc-b'), amount: '49000', mines: 1 })).data as Round;
      // A Rp 1.000 Roller bet at 99x that loses takes the wallet to zero.
      let lost = false;
      for (let i = 0; i < 5 && !lost; i++) {
        const r = await p.ws.call('/ws/game/roller/startRound', {
          uuid: uid(`esc-b-r${i}`),
          amount: '1000',
          choose: 98990,
          isHigher: true,
        });
        expect(r.code).toBe(200);
        lost = (r.data as { bet: BetView }).bet.payout === '0';
        if (!lost) break;
      }
      if (!lost) return; // a 1% win: the wallet is not empty, nothing to show (and nothing escaped either)
      expect(await balanceOf(t.url, p.token)).toBe('0');
      // The losing bet was counted: the wagering subscriber has seen it, and did not deplete the bonus.
      const after = await bonusUntil(t, p, (d) => d.bets.length >= 1);
      expect(after.bonus.status).toBe('active');

      const [mine] = await minesOf(t, round.bet, 1);
      await p.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: mine === 0 ? 1 : 0 });
      const ended = (await p.ws.call('/ws/game/mines/cashRound', { roundId: round.bet.id })).data as Round;
      expect(ended.bet.payout).toBe('49490');
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '49490', locked: '49490', inPlay: '0', withdrawable: '0' });
      expect((await p.withdraw('49490')).body.code).toBe(20380);
      expect(await reconciles(t)).toMatchObject({ ok: true, violations: [] });
    } finally {
      p.ws.close();
    }
  });

  it('keeps real money first: a stake of the deposit leaves the bonus in the wallet, its winnings are free', async () => {
    const p = await withdrawingPlayer(t);
    await depositAndWait(t.url, p.token, '100000');
    await claimGrant(t, p);
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    try {
      const round = (await ws.call('/ws/game/mines/startRound', { uuid: uid('real'), amount: '50000', mines: 1 })).data as Round;
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '100000', locked: '50000', inPlay: '0', withdrawable: '50000' });
      const [mine] = await minesOf(t, round.bet, 1);
      await ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: mine === 0 ? 1 : 0 });
      await ws.call('/ws/game/mines/cashRound', { roundId: round.bet.id });
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '150500', locked: '50000', withdrawable: '100500' });
    } finally {
      ws.close();
    }
  });

  it('gives the bonus share back on a voided round, and locks a provider’s credit and rollback the same way', async () => {
    const p = await bonusOnlyPlayer(t);
    try {
      // Wingo: Rp 20.000 of bonus money in a period that staff void.
      let placed = await p.ws.call('/ws/game/wingo/bet', { uuid: uid('void'), model: 'standard', select: ['big'], amount: '20000' });
      for (let i = 0; i < 40 && placed.code === 712; i++) {
        await new Promise((r) => setTimeout(r, 250)); // between periods
        placed = await p.ws.call('/ws/game/wingo/bet', { uuid: uid('void'), model: 'standard', select: ['big'], amount: '20000' });
      }
      expect(placed.code).toBe(200);
      const roundId = (placed.data as { bets: { roundId: string }[] }).bets[0]!.roundId;
      expect(await withdrawableOf(t, p)).toMatchObject({ locked: '30000', inPlay: '20000' });
      expect((await request(t.url, 'POST', `/ops/rounds/${roundId}/void`)).status).toBe(200);
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '50000', locked: '50000', inPlay: '0', withdrawable: '0' });

      // A provider's round: debit Rp 10.000 of bonus money, credit Rp 25.000 against it.
      const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${GAME}/launch`, { token: p.token });
      const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
      const call = (action: string, body: object) => {
        const raw = JSON.stringify(body);
        return request(t.url, 'POST', `/main/provider/sandbox/wallet/${action}`, {
          headers: signedHeaders(SECRET, Date.now(), raw),
          rawBody: raw,
        });
      };
      const base = { sessionToken, roundId: `r-${p.userId}`, gameId: GAME };
      expect((await call('debit', { ...base, txId: `d1-${p.userId}`, amount: '10000' })).status).toBe(200);
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '40000', locked: '40000', inPlay: '10000' });
      expect((await call('credit', { ...base, txId: `c1-${p.userId}`, debitTxId: `d1-${p.userId}`, amount: '25000' })).status).toBe(200);
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '65000', locked: '65000', withdrawable: '0' });
      // Another debit rolled back: its share comes back locked too.
      expect((await call('debit', { ...base, roundId: `r2-${p.userId}`, txId: `d2-${p.userId}`, amount: '5000' })).status).toBe(200);
      expect(
        (await call('rollback', { ...base, roundId: `r2-${p.userId}`, txId: `rb-${p.userId}`, refTxId: `d2-${p.userId}` })).status,
      ).toBe(200);
      expect(await withdrawableOf(t, p)).toMatchObject({ balance: '65000', locked: '65000', withdrawable: '0' });
      expect(await reconciles(t)).toMatchObject({ ok: true, violations: [] });
    } finally {
      p.ws.close();
    }
  });

  it('still pays a player who wagers the turnover, and a forfeit with nothing open frees the deposit', async () => {
    const setting = (value: unknown) => request(t.url, 'PUT', '/ops/site/config/deposit_reward_new_user', { body: { value } });
    expect((await setting({ enabled: true, rate: '0.5', maxBonus: '500000', turnover: 1 })).status).toBe(200);
    try {
      const p = await bonusOnlyPlayer(t);
      try {
        // Rp 50.000 of turnover in Roller bets of bonus money: what is left is the player's.
        for (let i = 0; i < 10; i++) {
          const r = await p.ws.call('/ws/game/roller/startRound', { uuid: uid(`met-${i}`), amount: '5000', choose: 50000, isHigher: true });
          if (r.code === 700) break; // lost it all before the turnover: nothing to release
          expect(r.code).toBe(200);
        }
        const done = await bonusUntil(t, p, (d) => d.bonus.status !== 'active');
        const w = await withdrawableOf(t, p);
        if (done.bonus.status === 'met') expect(w).toMatchObject({ locked: '0', withdrawable: w.balance });
        else expect(done.bonus.status).toBe('depleted');
      } finally {
        p.ws.close();
      }
    } finally {
      await setting({ enabled: true, rate: '0.5', maxBonus: '500000', turnover: 10 });
    }

    const q = await withdrawingPlayer(t);
    await depositAndWait(t.url, q.token, '100000');
    await claimGrant(t, q);
    const gaveUp = await forfeit(q);
    expect(gaveUp.body.data).toMatchObject({ removed: '50000', inPlay: '0' });
    expect(await withdrawableOf(t, q)).toMatchObject({ balance: '100000', locked: '0', withdrawable: '100000' });
    expect((await q.withdraw('100000')).status).toBe(200);
  });

  it('keeps the lock whole when stakes, a forfeit and a withdrawal race', async () => {
    const p = await bonusOnlyPlayer(t);
    try {
      const stakes = Array.from({ length: 6 }, (_, i) =>
        p.ws.call('/ws/game/roller/startRound', { uuid: uid(`race-${i}`), amount: '5000', choose: 50000, isHigher: true }),
      );
      const [withdrawal] = await Promise.all([p.withdraw('20000'), forfeit(p), ...stakes]);
      expect(withdrawal.body.code === 20380 || withdrawal.body.code === 700).toBe(true); // every sen in the wallet was bonus money
      // Whatever won in between came back as bonus money of a forfeited bonus.
      expect(await balanceOf(t.url, p.token)).toBe('0');
      expect(await reconciles(t)).toMatchObject({ ok: true, violations: [] });
    } finally {
      p.ws.close();
    }
  });
});
