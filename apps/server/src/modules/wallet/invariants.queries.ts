/**
 * Reads what the business invariants (invariants.ts) judge, over a window ending now. Amounts come
 * back as numbers: these are statistics, not balances (the ledger's sums stay bigint elsewhere).
 */
import { sql, type Kysely } from 'kysely';
import { MAX_RATE } from '@kasino/shared/fairness/games/limits';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { creditsWithoutDebit, depositsTooFast, payoutsAtCap, rtpBreaches, type Breach, type Payout, type Volume } from './invariants.ts';

/** What the checks need to know about each game provider (from its adapter). */
export interface SlotProviderProfile {
  readonly publishedRtp: number;
  maxMultiplier(gameId: string): number;
}

export interface InvariantInputs {
  /** Published RTP of each in-house single-player game (docs/FAIRNESS.md). */
  readonly gameRtp: ReadonlyMap<string, number>;
  readonly slotProviders: ReadonlyMap<string, SlotProviderProfile>;
  /** The fastest each payment gateway can confirm a payment. */
  readonly gatewayMinConfirmMs: ReadonlyMap<string, number>;
  readonly windowMs: number;
}

/** In-house single-player games and their published RTP (docs/FAIRNESS.md; per step for Hilo and Stairs). */
export const inHouseRtp = new Map<string, number>([
  ['roller', 0.99],
  ['coinflip', 0.99],
  ['hilo', 0.99],
  ['mines', 0.97],
  ['eggs', 0.98],
  ['colorwheel', 0.99],
  ['cryptos', 0.9767],
  ['stairs', 0.98],
]);

const n = (v: unknown): number => Number(v ?? 0);

export async function checkInvariants(db: Kysely<Database>, now: number, inputs: InvariantInputs): Promise<Breach[]> {
  const since = BigInt(now - inputs.windowMs);

  // In-house single-player bets, per game.
  const games = await db
    .selectFrom('bets')
    .select([
      'game',
      (eb) => eb.fn.countAll<bigint>().as('bets'),
      (eb) => eb.fn.sum<bigint>('amount').as('staked'),
      (eb) => eb.fn.max('amount').as('max_stake'),
      (eb) => eb.fn.sum<bigint>('payout').as('paid'),
    ])
    .select(sql<number>`sum(cast(amount as double precision) * amount)`.as('squares'))
    .where('status', '=', 'settled')
    .where('created_at', '>=', since)
    .groupBy('game')
    .execute();
  const volumes: Volume[] = [];
  for (const g of games) {
    const rtp = inputs.gameRtp.get(g.game);
    if (rtp !== undefined)
      volumes.push({
        scope: `game:${g.game}`,
        bets: n(g.bets),
        staked: n(g.staked),
        stakedSquares: n(g.squares),
        maxStake: n(g.max_stake),
        paid: n(g.paid),
        rtp,
        maxMultiplier: MAX_RATE,
      });
  }

  // Slot debits of the window with what their credits paid; per provider and title, then per provider.
  const slotRows = await sql<{ provider: string; game_id: string; user_id: bigint; amount: bigint; paid: bigint | null }>`
    select d.provider, d.game_id, d.user_id, d.amount, c.paid
    from slot_transactions d
    left join (select provider, ref_tx_id, sum(amount) as paid from slot_transactions where kind = 'credit' group by provider, ref_tx_id) c
      on c.provider = d.provider and c.ref_tx_id = d.tx_id
    where d.kind = 'debit' and d.status = 'ok' and d.created_at >= ${since}`.execute(db);
  const perProvider = new Map<
    string,
    { bets: number; staked: number; squares: number; maxStake: number; paid: number; maxMultiplier: number }
  >();
  const payouts: Payout[] = [];
  for (const r of slotRows.rows) {
    const profile = inputs.slotProviders.get(r.provider);
    if (!profile) continue;
    const stake = n(r.amount);
    const paid = n(r.paid);
    const maxMultiplier = profile.maxMultiplier(r.game_id);
    const p = perProvider.get(r.provider) ?? { bets: 0, staked: 0, squares: 0, maxStake: 0, paid: 0, maxMultiplier: 0 };
    p.bets++;
    p.staked += stake;
    p.squares += stake * stake;
    p.maxStake = Math.max(p.maxStake, stake);
    p.paid += paid;
    p.maxMultiplier = Math.max(p.maxMultiplier, maxMultiplier);
    perProvider.set(r.provider, p);
    if (paid > stake) payouts.push({ scope: `slot:${r.provider}`, userId: num(r.user_id), stake, paid, maxMultiplier });
  }
  for (const [provider, p] of perProvider) {
    volumes.push({
      scope: `slot:${provider}`,
      bets: p.bets,
      staked: p.staked,
      stakedSquares: p.squares,
      maxStake: p.maxStake,
      paid: p.paid,
      rtp: inputs.slotProviders.get(provider)!.publishedRtp,
      maxMultiplier: p.maxMultiplier,
    });
  }

  // In-house bets paid at the 200x cap.
  const capped = await db
    .selectFrom('bets')
    .select(['game', 'user_id', 'amount', 'payout'])
    .where('status', '=', 'settled')
    .where('created_at', '>=', since)
    .where(sql<boolean>`payout >= amount * ${MAX_RATE}`)
    .limit(1000)
    .execute();
  for (const b of capped)
    payouts.push({ scope: `game:${b.game}`, userId: num(b.user_id), stake: n(b.amount), paid: n(b.payout), maxMultiplier: MAX_RATE });

  // Every slot credit (all time: one without its debit is never fine), with the debit it names.
  const credits = await sql<{ provider: string; tx_id: string; ref_tx_id: string | null; user_id: bigint; debit_user_id: bigint | null }>`
    select c.provider, c.tx_id, c.ref_tx_id, c.user_id, d.user_id as debit_user_id
    from slot_transactions c
    left join slot_transactions d on d.provider = c.provider and d.tx_id = c.ref_tx_id and d.kind = 'debit'
    where c.kind = 'credit' and (c.ref_tx_id is null or d.tx_id is null or d.user_id <> c.user_id)
    limit 100`.execute(db);

  const deposits = await db
    .selectFrom('deposit_orders')
    .select(['id', 'provider', 'created_at', 'paid_at'])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', since)
    .where('paid_at', 'is not', null)
    .execute();

  return [
    ...rtpBreaches(volumes),
    ...creditsWithoutDebit(
      credits.rows.map((c) => ({
        provider: c.provider,
        txId: c.tx_id,
        refTxId: c.ref_tx_id,
        userId: num(c.user_id),
        debitUserId: c.debit_user_id === null ? null : num(c.debit_user_id),
      })),
    ),
    ...payoutsAtCap(payouts),
    ...depositsTooFast(
      deposits.map((d) => ({ id: d.id, provider: d.provider, createdAt: num(d.created_at), paidAt: num(d.paid_at!) })),
      inputs.gatewayMinConfirmMs,
    ),
  ];
}
