/**
 * The SQL of reconciliation: reads over the ledger (`accounts`, `transfers`, `reservations`) that find
 * what breaks its invariants, each list cut at 100 rows (a report, not a dump). It writes nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export class ReconciliationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The sum of every account's balance per currency. */
  balanceSums(): Promise<Array<{ currency: string; total: bigint | null }>> {
    return this.db
      .selectFrom('accounts')
      .select(['currency', (eb) => eb.fn.sum<bigint>('balance').as('total')])
      .groupBy('currency')
      .execute();
  }

  /** Accounts whose balance is not their credits minus their debits. */
  async drifted(): Promise<Array<{ code: string; balance: bigint; computed: bigint }>> {
    const drift = await sql<{ code: string; balance: bigint; computed: bigint }>`
    select a.code, a.balance, coalesce(c.total, 0) - coalesce(d.total, 0) as computed
    from accounts a
    left join (select credit_account_id as id, sum(amount) as total from transfers group by credit_account_id) c on c.id = a.id
    left join (select debit_account_id as id, sum(amount) as total from transfers group by debit_account_id) d on d.id = a.id
    where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)
    limit 100`.execute(this.db);
    return drift.rows;
  }

  /** Wallets below zero. */
  negativeWallets(): Promise<Array<{ code: string; balance: bigint }>> {
    return this.db
      .selectFrom('accounts')
      .select(['code', 'balance'])
      .where('kind', '=', 'wallet')
      .where('balance', '<', 0n)
      .limit(100)
      .execute();
  }

  /** Reservations still pending with their deadline before `before`. */
  overdueReservations(before: number): Promise<Array<{ id: string; deadline_at: bigint }>> {
    return this.db
      .selectFrom('reservations')
      .select(['id', 'deadline_at'])
      .where('status', '=', 'pending')
      .where('deadline_at', '<', BigInt(before))
      .limit(100)
      .execute();
  }

  /** Reservations without their hold transfer, or whose resolve transfer does not match their status. */
  async unmatchedReservations(): Promise<Array<{ id: string; status: string; hold: string | null; resolve: string | null }>> {
    const unmatched = await sql<{ id: string; status: string; hold: string | null; resolve: string | null }>`
    select r.id, r.status, h.id as hold, v.id as resolve
    from reservations r
    left join transfers h on h.id = 'hold:' || r.id
    left join transfers v on v.id = 'resolve:' || r.id
    where h.id is null or (r.status = 'pending') <> (v.id is null)
    limit 100`.execute(this.db);
    return unmatched.rows;
  }

  /** How many accounts and transfers the ledger holds. */
  async size(): Promise<{ accounts: number; transfers: number }> {
    const [accounts, transfers] = await Promise.all([
      this.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('transfers')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { accounts: Number(accounts.n), transfers: Number(transfers.n) };
  }
}
