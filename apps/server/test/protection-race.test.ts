/**
 * Loss and deposit limits against parallel requests (issue 12, point 10): 40 bets sent at once under a
 * Rp 10.000 daily loss limit once used Rp 41.600, because each bet read the period's loss before any of
 * them was written. Every path that takes a stake now measures the limit inside its unit of work,
 * serialised per player; each test fires its bets together over several links (a link runs its own
 * calls in turn) and checks what the server kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@kasino/shared/games';
import { parseAmount } from '@kasino/shared/money';
import type { ProtectionView } from '@kasino/shared/protocol/protection';
import type { LaunchView } from '@kasino/shared/protocol/slots';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { engines, registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait, fundedPlayer } from './wallet-helpers.ts';

const SECRET = 'test-slot-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';
/** Rupiah to minor units (sen), as the server counts. */
const rp = (rupiah: number): bigint => parseAmount(String(rupiah))!;
const LIMIT = rp(10_000);

type Frame = Awaited<ReturnType<WsClient['call']>>;
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

describe.each(engines)('limits under parallel requests on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    // Bursts of 40 calls from one player: the per-user call rate is lifted so the limits, not the rate, answer.
    t = await startTestServer(engine, {
      SANDBOX_CONFIRM_MS: '10',
      JOBS: '0',
      SLOT_PROVIDER_SECRETS: `sandbox:${SECRET}`,
      WS_USER_RATE: '10000',
      WS_USER_BURST: '10000',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const protection = async (token: string) => (await request<ProtectionView>(t.url, 'GET', '/main/user/protection', { token })).body.data!;
  const used = async (token: string, kind: 'loss' | 'deposit') =>
    parseAmount((await protection(token)).limits.find((l) => l.kind === kind && l.period === 'day')!.used)!;

  /** A funded player with a daily loss limit of Rp 10.000 and `count` open links. */
  async function limited(count = 8, deposit = '100000'): Promise<Player & { links: WsClient[] }> {
    const p = await fundedPlayer(t, deposit);
    const set = await request(t.url, 'PUT', '/main/user/protection/limits', {
      token: p.token,
      body: { kind: 'loss', period: 'day', amount: '10000' },
    });
    expect(set.status).toBe(200);
    const links = [
      p.ws,
      ...(await Promise.all(Array.from({ length: count - 1 }, () => WsClient.connect(t.wsUrl, { cookieToken: p.token })))),
    ];
    return { ...p, links };
  }
  const closeAll = (p: { links: WsClient[] }) => p.links.forEach((l) => l.close());

  /** Sends `count` calls at once, spread over the links. */
  const burst = (links: WsClient[], count: number, call: (ws: WsClient, i: number) => Promise<Frame>) =>
    Promise.all(Array.from({ length: count }, (_, i) => call(links[i % links.length]!, i)));

  /** Every reply is a success or the loss-limit refusal, and at least one was refused. */
  function expectOnlyLimitRefusals(replies: Array<{ code?: number }>) {
    const codes = new Set(replies.map((r) => r.code));
    expect([...codes].filter((c) => c !== 200 && c !== 20152)).toEqual([]);
    expect(codes.has(20152)).toBe(true);
    return replies.filter((r) => r.code === 200).length;
  }

  it('instant games: 40 Roller bets at once lose at most the Rp 10.000 limit; every refusal is 20152', async () => {
    const p = await limited();
    // Higher than 99.500: wins 0.5% of the time, so nearly every bet is a loss of Rp 1.000. A rare win
    // (198x) gives Rp 197.000 of room back, so bursts go on until the limit refuses one; every burst
    // checks that the net loss never passed the limit.
    let staked = 0n;
    let paid = 0n;
    let refused = false;
    for (let round = 0; round < 50 && !refused; round++) {
      const replies = await burst(p.links, 40, (ws, i) =>
        ws.call('/ws/game/roller/startRound', {
          uuid: `race-roller-${p.userId}-${round}-${i}`,
          amount: '1000',
          choose: 99500,
          isHigher: true,
        }),
      );
      const codes = new Set(replies.map((r) => r.code));
      expect([...codes].filter((c) => c !== 200 && c !== 20152)).toEqual([]);
      refused = codes.has(20152);
      const bets = replies.filter((r) => r.code === 200).map((r) => (r.data as { bet: BetView }).bet);
      staked += BigInt(bets.length) * rp(1000);
      paid += bets.reduce((sum, b) => sum + parseAmount(b.payout)!, 0n);
      expect(staked - paid).toBeLessThanOrEqual(LIMIT);
    }
    if (refused)
      expect(staked - paid).toBeGreaterThan(LIMIT - rp(1000)); // the limit was reached, not refused early
    else expect(paid, 'only wins can keep 2,000 bets of Rp 1.000 under a Rp 10.000 loss limit').toBeGreaterThan(0n);
    expect(await used(p.token, 'loss')).toBe(staked - paid);
    expect(parseAmount(await balanceOf(t.url, p.token))).toBe(rp(100_000) - staked + paid);
    closeAll(p);
  });

  it('stepped rounds: three rounds opened at once stake at most the limit', async () => {
    const p = await limited(3);
    const starts = [
      ['mines', { mines: 3 }],
      ['hilo', {}],
      ['stairs', { level: 'easy' }],
    ] as const;
    const replies = await burst(p.links, 3, (ws, i) =>
      ws.call(`/ws/game/${starts[i]![0]}/startRound`, { amount: '4000', ...starts[i]![1] }),
    );
    // An open round counts its whole stake: two fit under Rp 10.000, the third is refused.
    expect(replies.map((r) => r.code).sort()).toEqual([200, 200, 20152]);
    expect(await used(p.token, 'loss')).toBe(rp(8000));
    expect(await balanceOf(t.url, p.token)).toBe('92000');
    closeAll(p);
  });

  it('round games: 40 Roulette bets at once stake at most the limit', async () => {
    const p = await limited();
    // A round that takes bets for at least 3 s more, so the whole burst lands in it.
    for (let i = 0; ; i++) {
      const cur = await p.ws.call('/ws/game/roulette/curRound', {});
      const { round, curTime } = cur.data as { round: { status: string; closeTime: number } | null; curTime: number };
      if (round?.status === 'betting' && round.closeTime - curTime > 3_000) break;
      expect(i).toBeLessThan(40);
      await new Promise((r) => setTimeout(r, 250));
    }
    const replies = await burst(p.links, 40, (ws, i) =>
      ws.call('/ws/game/roulette/bet', { uuid: `race-roulette-${p.userId}-${i}`, amount: '1000', pool: 'red' }),
    );
    // Bets wait for the round's end, so each counts as a whole stake lost: exactly ten fit.
    expect(expectOnlyLimitRefusals(replies)).toBe(10);
    expect(await used(p.token, 'loss')).toBe(LIMIT);
    expect(await balanceOf(t.url, p.token)).toBe('90000');
    closeAll(p);
  });

  it('crash: 40 bets at once stake at most the limit', async () => {
    const p = await limited();
    for (let i = 0; !((await p.ws.call('/ws/game/crash/curGame', {})).data as { round: unknown }).round; i++) {
      expect(i).toBeLessThan(40);
      await new Promise((r) => setTimeout(r, 250));
    }
    // Automatic cash-out at 2x: nothing can pay during the burst (a flight needs 11 s to reach 2x).
    const replies = await burst(p.links, 40, (ws, i) =>
      ws.call('/ws/game/crash/bet', { uuid: `race-crash-${p.userId}-${i}`, amount: '1000', rate: '2' }),
    );
    expect(expectOnlyLimitRefusals(replies)).toBe(10);
    expect(await used(p.token, 'loss')).toBeLessThanOrEqual(LIMIT);
    closeAll(p);
  });

  it('third-party games: 40 seamless-wallet debits at once take at most the limit', async () => {
    const p = await limited(1);
    const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${GAME}/launch`, { token: p.token });
    expect(launch.status).toBe(200);
    const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
    const debit = (i: number) => {
      const raw = JSON.stringify({ sessionToken, txId: `race-${p.userId}-${i}`, roundId: `R-${i}`, gameId: GAME, amount: '1000' });
      return request(t.url, 'POST', '/main/provider/sandbox/wallet/debit', {
        headers: signedHeaders(SECRET, Date.now(), raw),
        rawBody: raw,
      }).then((r) => ({ code: r.body.code }));
    };
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => debit(i)));
    expect(expectOnlyLimitRefusals(replies)).toBe(10);
    expect(await used(p.token, 'loss')).toBe(LIMIT);
    expect(await balanceOf(t.url, p.token)).toBe('90000');
    closeAll(p);
  });

  it('deposits: 20 orders at once stay within a daily deposit limit', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '50000');
    expect(
      (
        await request(t.url, 'PUT', '/main/user/protection/limits', {
          token: u.token,
          body: { kind: 'deposit', period: 'day', amount: '100000' },
        })
      ).status,
    ).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.url, 'POST', '/main/pay/recharge', { token: u.token, body: { amount: '20000', channel: 'bank' } }),
      ),
    );
    const codes = replies.map((r) => r.body.code);
    // Refused by the limit, or by the cap of three orders waiting for payment (1049).
    expect(codes.filter((c) => c !== 200 && c !== 20151 && c !== 1049)).toEqual([]);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(2);
    expect(await used(u.token, 'deposit')).toBeLessThanOrEqual(rp(100_000));
  });

  it('a player without limits is not held back: 40 bets at once all go through', async () => {
    const p = await fundedPlayer(t, '100000');
    const links = [p.ws, ...(await Promise.all(Array.from({ length: 7 }, () => WsClient.connect(t.wsUrl, { cookieToken: p.token }))))];
    const replies = await burst(links, 40, (ws, i) =>
      ws.call('/ws/game/roller/startRound', { uuid: `free-roller-${p.userId}-${i}`, amount: '1000', choose: 99500, isHigher: true }),
    );
    expect(replies.every((r) => r.code === 200)).toBe(true);
    links.forEach((l) => l.close());
  });

  it('the ledger reconciles after every race', async () => {
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
  });
});
