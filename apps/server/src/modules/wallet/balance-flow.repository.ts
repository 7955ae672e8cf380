/**
 * The SQL of the balance flow: the transfers that touched one wallet account, each signed from the
 * wallet's side with the wallet's balance after it (a transfer debits one account and credits another,
 * so the flow is the union of the wallet's debits and its credits).
 */
import { sql, type Kysely } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database } from '../../platform/db/schema.ts';

export interface FlowRow {
  id: string;
  kind: string;
  /** Negative for a debit of the wallet. */
  amount: bigint;
  balance_after: bigint;
  reference: string;
  created_at: bigint;
}

export interface FlowFilter {
  kind?: string;
  from?: number;
  to?: number;
}

export class BalanceFlowRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The id of the wallet account with this code, if it exists. */
  async accountId(code: string): Promise<bigint | undefined> {
    const account = await this.db.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirst();
    return account?.id;
  }

  /** A page of the account's flow, newest first, with the count of all its rows. */
  page(accountId: bigint, filter: FlowFilter, page: number, count: number): Promise<Page<FlowRow>> {
    const kind = filter.kind ? sql`and kind = ${filter.kind}` : sql``;
    const from = filter.from !== undefined ? sql`and created_at >= ${BigInt(filter.from)}` : sql``;
    const to = filter.to !== undefined ? sql`and created_at < ${BigInt(filter.to)}` : sql``;
    const flow = sql<FlowRow>`(
      select id, kind, 0 - amount as amount, debit_balance_after as balance_after, reference, created_at
        from transfers where debit_account_id = ${accountId} ${kind} ${from} ${to}
      union all
      select id, kind, amount, credit_balance_after as balance_after, reference, created_at
        from transfers where credit_account_id = ${accountId} ${kind} ${from} ${to})`;
    return paged(this.db.selectFrom(flow.as('f')).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, count);
  }
}
