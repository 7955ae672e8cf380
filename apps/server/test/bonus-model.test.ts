/**
 * Issue 34, model-based: fast-check drives random sequences of what a player (and staff, and a game
 * provider, and time) can do to money under a wagering bonus: deposits, claims, Roller bets, Mines
 * rounds (open, cash out, lose, left to the server), Wingo bets (settled or voided), a provider's
 * debits, credits and rollbacks, forfeits, withdrawals (request, cancel, reject, pay) and clock moves.
 * A model beside the server follows bonus money by the rules of decision 0014 (real money first, what
 * comes back for bonus money is bonus money, a closed bonus's returns go back) from nothing but the
 * server's answers, and after every step checks, through HTTP:
 *  - the invariant: withdrawable ≤ wallet − the bonus money in it, and every withdrawal accepted fits;
 *  - the wallet is what the model says it is, and a bonus closes only when the model agrees it may;
 *  - the ledger reconciles.
 * The outcomes themselves (which tile is a mine, what a round pays) are read, never predicted.
 * BONUS_MODEL_RUNS sets how many sequences run on each engine (the seed is printed on a failure).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@kasino/shared/games';
import type { BonusDetail, ClaimResult, GrantView } from '@kasino/shared/protocol/promo';
import type { LaunchView } from '@kasino/shared/protocol/slots';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { engines, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';
import { claimGrant, minesOf, promoInfo, reconciles, withdrawableOf, withdrawingPlayer } from './bonus-helpers.ts';

const SECRET = 'test-slot-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';
const RUNS = Number(process.env.BONUS_MODEL_RUNS ?? 25);
const DEPLETED_BELOW = 100_000n; // Rp 1.000 in minor units, the default threshold
const SLOT_OPEN_MS = 24 * 3_600_000;
const rp = (wire: string): bigint => BigInt(Math.round(Number(wire) * 100));

type Status = 'active' | 'met' | 'forfeited' | 'depleted';
interface Position {
  wager: number;
  stake: bigint;
  share: bigint;
  credited: bigint;
  returned: bigint;
  open: boolean;
  slot: boolean;
  at: number;
}

/** The model: the player's money as the rules say it must be. */
class Model {
  wallet = 0n;
  /** Bonus money in the wallet. */
  bonus = 0n;
  wager: { id: number; total: bigint; required: bigint; staked: bigint } | null = null;
  readonly statuses = new Map<number, Status>();
  readonly positions = new Map<string, Position>();
  mines: { bet: BetView; key: string; picked: boolean } | null = null;
  readonly debits: { txId: string; amount: bigint; done: boolean }[] = [];
  readonly withdrawals: { id: string; amount: bigint }[] = [];
  clock = 0;

  get status(): Status | null {
    return this.wager ? (this.statuses.get(this.wager.id) ?? null) : null;
  }

  /** Rule 1: real money first. */
  staked(key: string, stake: bigint, slot = false): void {
    this.wallet -= stake;
    if (this.status === 'active') {
      this.wager!.staked += stake;
      const share = this.bonus > this.wallet ? this.bonus - (this.wallet > 0n ? this.wallet : 0n) : 0n;
      this.bonus -= share;
      if (share > 0n)
        this.positions.set(key, { wager: this.wager!.id, stake, share, credited: 0n, returned: 0n, open: true, slot, at: this.clock });
    }
  }

  /** Rules 2 and 3: a return carries its stake's share, which goes where its bonus now sends it. */
  returned(key: string, amount: bigint): void {
    this.wallet += amount;
    const p = this.positions.get(key);
    if (!p) return;
    p.credited += amount;
    const owed = (p.credited * p.share + p.stake - 1n) / p.stake;
    let part = owed - p.returned;
    if (part > amount) part = amount;
    p.returned += part;
    const status = this.statuses.get(p.wager);
    if (status === 'active') this.bonus += part;
    else if (status === 'forfeited' || status === 'depleted') this.wallet -= part;
  }

  settled(key: string): void {
    const p = this.positions.get(key);
    if (p) p.open = false;
  }

  /** The bonus money still in open bets (a provider's counts for a day at most). */
  held(): bigint {
    let sum = 0n;
    for (const p of this.positions.values())
      if (p.wager === this.wager?.id && p.open && p.credited === 0n && (!p.slot || this.clock - p.at < SLOT_OPEN_MS)) sum += p.share;
    return sum;
  }

  /** The invariant's ceiling. */
  allowed(): bigint {
    return this.wallet > this.bonus ? this.wallet - this.bonus : 0n;
  }
}

interface Real {
  t: TestServer;
  p: Awaited<ReturnType<typeof withdrawingPlayer>>;
  ws: WsClient;
  session: string;
  /** Moves the server's clock; the link is opened again, as a client does once the server dropped it as silent. */
  advance(ms: number): Promise<void>;
  /** The server's clock (provider calls are signed with it). */
  now(): number;
  seq: number;
}

const uid = (r: Real, label: string) => `${label}-${r.p.userId}-${++r.seq}`;

/** After every step: subscribers caught up, then the checks of the file's comment. */
async function check(m: Model, r: Real): Promise<void> {
  await r.t.server.events.settle();
  const detail = (await request<BonusDetail>(r.t.url, 'GET', '/main/promo/bonus', { token: r.p.token })).body.data;
  if (m.wager && detail && detail.bonus.id === m.wager.id && m.status === 'active' && detail.bonus.status !== 'active') {
    const closed = detail.bonus.status as Status;
    if (closed === 'met') expect(m.wager.staked, 'met without that much staked').toBeGreaterThanOrEqual(m.wager.required);
    if (closed === 'depleted') {
      const left = m.bonus + m.held();
      expect(left < DEPLETED_BELOW && left < m.wager.total, `depleted with ${left} of bonus money left`).toBe(true);
    }
    m.statuses.set(m.wager.id, closed);
    m.bonus = 0n; // met: the player's; depleted: what is left under the threshold is the player's
  }
  expect(rp(await balanceOf(r.t.url, r.p.token)), 'the wallet').toBe(m.wallet);
  const w = await withdrawableOf(r.t, r.p);
  expect(rp(w.withdrawable), 'withdrawable within wallet − bonus money').toBeLessThanOrEqual(m.allowed());
}

type Cmd = fc.AsyncCommand<Model, Real>;
const cmd = (name: string, run: (m: Model, r: Real) => Promise<void>, can: (m: Model) => boolean = () => true): Cmd => ({
  check: can,
  run: async (m, r) => {
    await run(m, r);
    await check(m, r);
  },
  toString: () => name,
});

const deposit = (amount: string) =>
  cmd(`deposit(${amount})`, async (m, r) => {
    await depositAndWait(r.t.url, r.p.token, amount);
    m.wallet += rp(amount);
  });

const claim = cmd('claim', async (m, r) => {
  await r.t.server.events.settle();
  const grant = (await promoInfo(r.t, r.p)).grants.find((g: GrantView) => g.status === 'claimable');
  if (!grant) return;
  const res = await request<ClaimResult>(r.t.url, 'POST', '/main/promo/claim', { token: r.p.token, body: { id: grant.id } });
  if (res.status !== 200) return;
  const amount = rp(grant.amount);
  m.wallet += amount;
  const bonus = res.body.data!.bonus;
  if (!bonus) return;
  if (m.status === 'active' && m.wager!.id === bonus.id) {
    m.wager!.total += amount;
    m.wager!.required += amount * BigInt(grant.wageringMultiple);
  } else {
    m.wager = { id: bonus.id, total: amount, required: amount * BigInt(grant.wageringMultiple), staked: 0n };
    m.statuses.set(bonus.id, 'active');
    m.bonus = 0n;
  }
  m.bonus += amount;
});

const roller = (amount: string, choose: number) =>
  cmd(`roller(${amount}, ${choose})`, async (m, r) => {
    const res = await r.ws.call('/ws/game/roller/startRound', { uuid: uid(r, 'roll'), amount, choose, isHigher: true });
    if (res.code !== 200) return;
    const bet = (res.data as { bet: BetView }).bet;
    const key = `bet:${bet.id}`;
    m.staked(key, rp(amount));
    if (bet.payout !== '0') m.returned(key, rp(bet.payout));
    m.settled(key);
  });

const minesOpen = (amount: string) =>
  cmd(
    `minesOpen(${amount})`,
    async (m, r) => {
      const res = await r.ws.call('/ws/game/mines/startRound', { uuid: uid(r, 'mines'), amount, mines: 1 });
      if (res.code !== 200) return;
      const bet = (res.data as { bet: BetView }).bet;
      m.mines = { bet, key: `bet:${bet.id}`, picked: false };
      m.staked(m.mines.key, rp(amount));
    },
    (m) => m.mines === null,
  );

/** One safe tile, then (when `cash`) the cash-out. */
const minesPick = (cash: boolean) =>
  cmd(
    cash ? 'minesCashOut' : 'minesPick',
    async (m, r) => {
      const round = m.mines!;
      const [mine] = await minesOf(r.t, round.bet, 1);
      const free = Array.from({ length: 25 }, (_, i) => i).filter((i) => i !== mine);
      if (!round.picked) {
        const res = await r.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: free[0] });
        if (res.code !== 200) return;
        round.picked = true;
      }
      if (!cash) return;
      const res = await r.ws.call('/ws/game/mines/cashRound', { roundId: round.bet.id });
      if (res.code !== 200) return;
      m.returned(round.key, rp((res.data as { bet: BetView }).bet.payout));
      m.settled(round.key);
      m.mines = null;
    },
    (m) => m.mines !== null,
  );

const minesLose = cmd(
  'minesLose',
  async (m, r) => {
    const round = m.mines!;
    const [mine] = await minesOf(r.t, round.bet, 1);
    const res = await r.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: mine });
    if (res.code !== 200) return;
    m.settled(round.key);
    m.mines = null;
  },
  (m) => m.mines !== null,
);

/** A day passes and the server settles the round the player left: cashed out after a pick, else refunded. */
const minesLeft = cmd(
  'minesLeftToTheServer',
  async (m, r) => {
    const round = m.mines!;
    await r.advance(24 * 3_600_000 + 1_000);
    m.clock += 24 * 3_600_000 + 1_000;
    await r.t.server.jobs.runNow('games.settle-stale');
    const row = await r.t.server.database.db
      .selectFrom('bets')
      .select(['status', 'payout'])
      .where('id', '=', round.bet.id)
      .executeTakeFirstOrThrow();
    if (row.status === 'pending') return;
    m.returned(round.key, row.status === 'void' ? rp(round.bet.amount) : BigInt(row.payout));
    m.settled(round.key);
    m.mines = null;
  },
  (m) => m.mines !== null,
);

/** A Wingo bet, then its period settled, or voided by staff. */
const wingo = (amount: string, voided: boolean) =>
  cmd(`wingo(${amount}, ${voided ? 'void' : 'settle'})`, async (m, r) => {
    let res = await r.ws.call('/ws/game/wingo/bet', { uuid: uid(r, 'wingo'), model: 'fastest', select: ['big'], amount });
    for (let i = 0; i < 20 && res.code === 712; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      res = await r.ws.call('/ws/game/wingo/bet', { uuid: uid(r, 'wingo'), model: 'fastest', select: ['big'], amount });
    }
    if (res.code !== 200) return;
    const bet = (res.data as { bets: { id: string; roundId: string }[] }).bets[0]!;
    const key = `bet:${bet.id}`;
    m.staked(key, rp(amount));
    if (voided) await request(r.t.url, 'POST', `/ops/rounds/${bet.roundId}/void`);
    const db = r.t.server.database.db;
    let row = await db.selectFrom('round_bets').select(['status', 'payout']).where('id', '=', bet.id).executeTakeFirstOrThrow();
    for (let i = 0; i < 200 && row.status === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await db.selectFrom('round_bets').select(['status', 'payout']).where('id', '=', bet.id).executeTakeFirstOrThrow();
    }
    expect(row.status).not.toBe('pending');
    if (row.status === 'void') m.returned(key, rp(amount));
    else if (BigInt(row.payout) > 0n) m.returned(key, BigInt(row.payout));
    m.settled(key);
  });

const provider = (r: Real, action: string, body: object) => {
  const raw = JSON.stringify({ sessionToken: r.session, gameId: GAME, ...body });
  return request(r.t.url, 'POST', `/main/provider/sandbox/wallet/${action}`, {
    headers: signedHeaders(SECRET, r.now(), raw),
    rawBody: raw,
  });
};

const slotDebit = (amount: string) =>
  cmd(`slotDebit(${amount})`, async (m, r) => {
    const txId = uid(r, 'debit');
    const res = await provider(r, 'debit', { txId, roundId: txId, amount });
    if (res.status !== 200) return;
    m.staked(`slot:sandbox:${txId}`, rp(amount), true);
    m.debits.push({ txId, amount: rp(amount), done: false });
  });

/** A credit of `times` the stake against the oldest open debit. */
const slotCredit = (times: number) =>
  cmd(
    `slotCredit(${times}x)`,
    async (m, r) => {
      const debit = m.debits.find((d) => !d.done)!;
      const amount = (debit.amount * BigInt(times * 10)) / 10n;
      const res = await provider(r, 'credit', {
        txId: uid(r, 'credit'),
        roundId: debit.txId,
        debitTxId: debit.txId,
        amount: (Number(amount) / 100).toFixed(2),
      });
      if (res.status !== 200) return;
      debit.done = true;
      m.returned(`slot:sandbox:${debit.txId}`, amount);
      m.settled(`slot:sandbox:${debit.txId}`);
    },
    (m) => m.debits.some((d) => !d.done),
  );

const slotRollback = cmd(
  'slotRollback',
  async (m, r) => {
    const debit = m.debits.find((d) => !d.done)!;
    const res = await provider(r, 'rollback', { txId: uid(r, 'rollback'), roundId: debit.txId, refTxId: debit.txId });
    if (res.status !== 200) return;
    debit.done = true;
    m.returned(`slot:sandbox:${debit.txId}`, debit.amount);
    m.settled(`slot:sandbox:${debit.txId}`);
  },
  (m) => m.debits.some((d) => !d.done),
);

const forfeit = cmd('forfeit', async (m, r) => {
  const res = await request(r.t.url, 'POST', '/main/promo/bonus/forfeit', { token: r.p.token });
  if (res.status !== 200) return;
  const removed = m.bonus < m.wallet ? m.bonus : m.wallet;
  m.wallet -= removed;
  m.bonus = 0n;
  m.statuses.set(m.wager!.id, 'forfeited');
});

const withdraw = (amount: string) =>
  cmd(`withdraw(${amount})`, async (m, r) => {
    const allowed = m.allowed();
    const res = await r.p.withdraw(amount);
    if (res.status !== 200) return;
    expect(rp(amount), 'a withdrawal accepted within wallet − bonus money').toBeLessThanOrEqual(allowed);
    m.wallet -= rp(amount);
    m.withdrawals.push({ id: res.body.data!.id, amount: rp(amount) });
  });

/** The newest pending withdrawal: the player cancels it, staff reject it, or staff pay it. */
const finishWithdrawal = (how: 'cancel' | 'reject' | 'approve') =>
  cmd(
    `withdrawal(${how})`,
    async (m, r) => {
      const w = m.withdrawals.pop()!;
      const res =
        how === 'cancel'
          ? await request(r.t.url, 'DELETE', `/main/pay/withdraw/${w.id}`, { token: r.p.token })
          : await request(r.t.url, 'POST', `/ops/withdrawals/${w.id}/review`, { body: { decision: how } });
      expect(res.status).toBe(200);
      if (how !== 'approve') m.wallet += w.amount;
    },
    (m) => m.withdrawals.length > 0,
  );

const clock = (hours: number) =>
  cmd(`clock(+${hours} h)`, async (m, r) => {
    await r.advance(hours * 3_600_000);
    m.clock += hours * 3_600_000;
  });

const stakes = fc.constantFrom('1000', '10000', '50000');
const rollers = fc.tuple(stakes, fc.constantFrom(50_000, 98_990)).map(([a, c]) => roller(a, c));
const withdrawals = fc.constantFrom('20000', '50000', '100000').map(withdraw);
/** Bets and withdrawals come more often than the rest: they are what empties a wallet of real money. */
const commands = [
  rollers,
  rollers,
  withdrawals,
  fc.constantFrom('20000', '100000').map(deposit),
  fc.constant(claim),
  fc.tuple(stakes, fc.constantFrom(50_000, 98_990)).map(([a, c]) => roller(a, c)),
  stakes.map(minesOpen),
  fc.boolean().map(minesPick),
  fc.constant(minesLose),
  fc.constant(minesLeft),
  fc.tuple(fc.constantFrom('1000', '10000'), fc.boolean()).map(([a, v]) => wingo(a, v)),
  stakes.map(slotDebit),
  fc.constantFrom(0.5, 2, 10).map(slotCredit),
  fc.constant(slotRollback),
  fc.constant(forfeit),
  fc.constantFrom('20000', '50000', '100000').map(withdraw),
  fc.constantFrom('cancel', 'reject', 'approve').map(finishWithdrawal),
  fc.constantFrom(1, 30).map(clock),
];

describe.each(engines)('bonus money under every interleaving, model-based, on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(
      engine,
      { SANDBOX_CONFIRM_MS: '10', JOBS: '0', SLOT_PROVIDER_SECRETS: `sandbox:${SECRET}`, ROUND_TIME_PERCENT: '10' },
      { now: () => Date.now() + offset },
    );
    await request(t.url, 'PUT', '/ops/site/config/withdraw_range', { body: { value: { min: '10000', max: '25000000' } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never lets more out than wallet − bonus money, and the ledger reconciles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16, size: 'large' }), async (cmds) => {
        const setup = async () => {
          const p = await withdrawingPlayer(t);
          const m = new Model();
          m.clock = offset;
          // Every sequence starts where the attacker did: a deposit with its 50% bonus claimed.
          await depositAndWait(t.url, p.token, '100000');
          await claimGrant(t, p);
          const info = await promoInfo(t, p);
          m.wallet = 150_000_00n;
          m.bonus = 50_000_00n;
          m.wager = { id: info.bonus!.id, total: 50_000_00n, required: 500_000_00n, staked: 0n };
          m.statuses.set(info.bonus!.id, 'active');
          const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${GAME}/launch`, { token: p.token });
          const session = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
          const real: Real = {
            t,
            p,
            ws: await WsClient.connect(t.wsUrl, { cookieToken: p.token }),
            session,
            advance: async (ms) => {
              offset += ms;
              real.ws.close();
              real.ws = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
            },
            now: () => Date.now() + offset,
            seq: 0,
          };
          return { model: m, real };
        };
        let run: { model: Model; real: Real } | null = null;
        try {
          await fc.asyncModelRun(async () => (run = await setup()), cmds);
          // The run's end: what is still pending goes back (a reservation past its deadline after the
          // clock moves is a reconciliation finding of its own), then the ledger must reconcile.
          const done = run as { model: Model; real: Real } | null;
          for (const w of done?.model.withdrawals ?? [])
            await request(t.url, 'DELETE', `/main/pay/withdraw/${w.id}`, { token: done!.real.p.token });
          expect(await reconciles(t)).toMatchObject({ ok: true, violations: [] });
        } finally {
          (run as { real: Real } | null)?.real.ws.close();
          if (process.env.BONUS_MODEL_LOG) console.log(String(cmds));
        }
      }),
      {
        numRuns: RUNS,
        endOnFailure: true,
        ...(process.env.BONUS_MODEL_SEED ? { seed: Number(process.env.BONUS_MODEL_SEED), path: process.env.BONUS_MODEL_PATH } : {}),
      },
    );
  }, 600_000);
});
