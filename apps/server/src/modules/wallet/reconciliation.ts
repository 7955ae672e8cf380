/**
 * Reconciliation: verifies the ledger invariants of DESIGN "Ledger" from the database alone.
 *  1. the sum of all balances per currency is 0;
 *  2. every account's balance equals its credits minus its debits;
 *  3. no wallet is below zero;
 *  4. no reservation is still pending past its deadline (plus a grace period);
 *  5. every reservation has its hold transfer, and a resolved one its resolve transfer (and only then).
 */
import { sql, type Kysely } from 'kysely';
import { toWireAmount } from '@kasino/shared/money';
import type { Database } from '../../platform/db/schema.ts';

export interface Violation {
  readonly rule: 1 | 2 | 3 | 4 | 5;
  readonly detail: string;
}

export interface ReconciliationReport {
  readonly ok: boolean;
  readonly sums: Record<string, string>;
  readonly violations: Violation[];
  readonly checkedAt: number;
  readonly accounts: number;
  readonly transfers: number;
}

export async function reconcile(db: Kysely<Database>, now: number, graceMs = 60_000): Promise<ReconciliationReport> {
  const violations: Violation[] = [];

  // Rule 1.
  const sums = await db
    .selectFrom('accounts')
    .select(['currency', (eb) => eb.fn.sum<bigint>('balance').as('total')])
    .groupBy('currency')
    .execute();
  const sumView: Record<string, string> = {};
  for (const s of sums) {
    const total = BigInt(s.total ?? 0);
    sumView[s.currency] = toWireAmount(total);
    if (total !== 0n) violations.push({ rule: 1, detail: `sum of ${s.currency} balances is ${toWireAmount(total)}, not 0` });
  }

  // Rule 2.
  const drift = await sql<{ code: string; balance: bigint; computed: bigint }>`
    select a.code, a.balance, coalesce(c.total, 0) - coalesce(d.total, 0) as computed
    from accounts a
    left join (select credit_account_id as id, sum(amount) as total from transfers group by credit_account_id) c on c.id = a.id
    left join (select debit_account_id as id, sum(amount) as total from transfers group by debit_account_id) d on d.id = a.id
    where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)
    limit 100`.execute(db);
  for (const r of drift.rows) violations.push({ rule: 2, detail: `${r.code}: balance ${r.balance} but transfers sum to ${r.computed}` });

  // Rule 3.
  const negative = await db
    .selectFrom('accounts')
    .select(['code', 'balance'])
    .where('kind', '=', 'wallet')
    .where('balance', '<', 0n)
    .limit(100)
    .execute();
  for (const r of negative) violations.push({ rule: 3, detail: `${r.code} is negative: ${r.balance}` });

  // Rule 4.
  const overdue = await db
    .selectFrom('reservations')
    .select(['id', 'deadline_at'])
    .where('status', '=', 'pending')
    .where('deadline_at', '<', BigInt(now - graceMs))
    .limit(100)
    .execute();
  for (const r of overdue) violations.push({ rule: 4, detail: `reservation ${r.id} pending past its deadline ${r.deadline_at}` });

  // Rule 5.
  const unmatched = await sql<{ id: string; status: string; hold: string | null; resolve: string | null }>`
    select r.id, r.status, h.id as hold, v.id as resolve
    from reservations r
    left join transfers h on h.id = 'hold:' || r.id
    left join transfers v on v.id = 'resolve:' || r.id
    where h.id is null or (r.status = 'pending') <> (v.id is null)
    limit 100`.execute(db);
  for (const r of unmatched.rows)
    violations.push({ rule: 5, detail: `reservation ${r.id} (${r.status}) hold=${r.hold ?? 'missing'} resolve=${r.resolve ?? 'missing'}` });

  const [accounts, transfers] = await Promise.all([
    db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transfers')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ok: violations.length === 0,
    sums: sumView,
    violations,
    checkedAt: now,
    accounts: Number(accounts.n),
    transfers: Number(transfers.n),
  };
}
