/**
 * Reconciliation: verifies the ledger invariants of DESIGN "Ledger" from the database alone.
 *  1. the sum of all balances per currency is 0;
 *  2. every account's balance equals its credits minus its debits;
 *  3. no wallet is below zero;
 *  4. no reservation is still pending past its deadline (plus a grace period);
 *  5. every reservation has its hold transfer, and a resolved one its resolve transfer (and only then).
 */
import type { Kysely } from 'kysely';
import { toWireAmount } from '@kasino/shared/money';
import type { Database } from '../../platform/db/schema.ts';
import { ReconciliationRepository } from './reconciliation.repository.ts';

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
  const ledger = new ReconciliationRepository(db);
  const violations: Violation[] = [];

  // Rule 1.
  const sums = await ledger.balanceSums();
  const sumView: Record<string, string> = {};
  for (const s of sums) {
    const total = BigInt(s.total ?? 0);
    sumView[s.currency] = toWireAmount(total);
    if (total !== 0n) violations.push({ rule: 1, detail: `sum of ${s.currency} balances is ${toWireAmount(total)}, not 0` });
  }

  // Rule 2.
  for (const r of await ledger.drifted())
    violations.push({ rule: 2, detail: `${r.code}: balance ${r.balance} but transfers sum to ${r.computed}` });

  // Rule 3.
  for (const r of await ledger.negativeWallets()) violations.push({ rule: 3, detail: `${r.code} is negative: ${r.balance}` });

  // Rule 4.
  for (const r of await ledger.overdueReservations(now - graceMs))
    violations.push({ rule: 4, detail: `reservation ${r.id} pending past its deadline ${r.deadline_at}` });

  // Rule 5.
  for (const r of await ledger.unmatchedReservations())
    violations.push({ rule: 5, detail: `reservation ${r.id} (${r.status}) hold=${r.hold ?? 'missing'} resolve=${r.resolve ?? 'missing'}` });

  const { accounts, transfers } = await ledger.size();
  return { ok: violations.length === 0, sums: sumView, violations, checkedAt: now, accounts, transfers };
}
