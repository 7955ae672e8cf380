/**
 * A player with a bonus under wagering, as a client gets one: a deposit, the first-deposit bonus
 * granted (after the deposit's commit, by a durable subscriber) and claimed; and the reads a test
 * makes of it afterwards.
 */
import type { BonusDetail, PromoInfo, WithdrawableView } from '@kasino/shared/protocol/promo';
import { mineTiles } from '@kasino/shared/fairness/games/mines';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import { registerUser, request, WsClient, type TestServer } from './harness.ts';
import { addBankAccount, balanceOf, depositAndWait, setPin } from './wallet-helpers.ts';

export type Player = Awaited<ReturnType<typeof registerUser>>;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function promoInfo(t: TestServer, p: Player): Promise<PromoInfo> {
  return (await request<PromoInfo>(t.url, 'GET', '/main/promo/info', { token: p.token })).body.data!;
}

export async function withdrawableOf(t: TestServer, p: Player): Promise<WithdrawableView> {
  return (await request<WithdrawableView>(t.url, 'GET', '/main/promo/withdrawable', { token: p.token })).body.data!;
}

/** Waits until the player's latest bonus satisfies `until` (the wagering subscriber runs after each commit). */
export async function bonusUntil(t: TestServer, p: Player, until: (d: BonusDetail) => boolean): Promise<BonusDetail> {
  for (let i = 0; i < 300; i++) {
    const d = (await request<BonusDetail>(t.url, 'GET', '/main/promo/bonus', { token: p.token })).body.data;
    if (d && until(d)) return d;
    await pause(30);
  }
  throw new Error('the bonus did not reach the state');
}

/** Claims the grant of `promotion` once the deposit's subscriber has made it. */
export async function claimGrant(t: TestServer, p: Player, promotion = 'first_deposit'): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const grant = (await promoInfo(t, p)).grants.find((g) => g.promotion === promotion && g.status === 'claimable');
    if (grant) {
      const res = await request(t.url, 'POST', '/main/promo/claim', { token: p.token, body: { id: grant.id } });
      if (res.status !== 200) throw new Error(`claim failed: ${JSON.stringify(res.body)}`);
      return;
    }
    await pause(30);
  }
  throw new Error(`no ${promotion} grant`);
}

/** A player with a PIN and a bank account, so withdrawals only need an amount. */
export async function withdrawingPlayer(
  t: TestServer,
): Promise<Player & { withdraw(amount: string): ReturnType<typeof request<{ id: string }>> }> {
  const p = await registerUser(t.url);
  await setPin(t.url, p.token);
  const bank = await addBankAccount(t.url, p.token, String(5_550_000_000 + p.userId));
  return {
    ...p,
    withdraw: (amount: string) =>
      request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
        token: p.token,
        body: { amount, bankAccountId: bank, pin: '123456' },
      }),
  };
}

/**
 * The attacker before the attack: deposited Rp 100.000, claimed the 50% bonus (Rp 50.000 at
 * 10x), withdrew the deposit and had it paid. Left: the Rp 50.000 bonus, all of it locked.
 */
export async function bonusOnlyPlayer(t: TestServer) {
  const p = await withdrawingPlayer(t);
  await depositAndWait(t.url, p.token, '100000');
  await claimGrant(t, p);
  const w = await p.withdraw('100000');
  if (w.status !== 200) throw new Error(`withdrawal failed: ${JSON.stringify(w.body)}`);
  const paid = await request(t.url, 'POST', `/ops/withdrawals/${w.body.data!.id}/review`, { body: { decision: 'approve' } });
  if (paid.status !== 200) throw new Error(`approval failed: ${JSON.stringify(paid.body)}`);
  if ((await balanceOf(t.url, p.token)) !== '50000') throw new Error('the bonus-only player does not hold Rp 50.000');
  return { ...p, ws: await WsClient.connect(t.wsUrl, { cookieToken: p.token }) };
}

/** Where a Mines round's mines are: the test reads the round's seed as the verify page will once it is revealed. */
export async function minesOf(t: TestServer, bet: BetView, mines: number): Promise<number[]> {
  const seed = await t.server.database.db
    .selectFrom('fair_seeds')
    .select('server_seed')
    .where('server_seed_hash', '=', bet.serverSeedHash)
    .executeTakeFirstOrThrow();
  return mineTiles(new BetStream({ serverSeed: seed.server_seed, clientSeed: bet.clientSeed, nonce: bet.nonce }), mines);
}

export async function reconciles(t: TestServer): Promise<{ ok: boolean; violations: unknown[] }> {
  return (await request<{ ok: boolean; violations: unknown[] }>(t.url, 'GET', '/ops/reconcile')).body as unknown as {
    ok: boolean;
    violations: unknown[];
  };
}
