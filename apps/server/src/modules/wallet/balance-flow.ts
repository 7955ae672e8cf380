/**
 * The balance flow: every transfer that touched a player's wallet, signed from the player's side,
 * with the balance after it and the reference to its cause.
 */
import { sql, type Kysely } from 'kysely';
import { toWireAmount } from '@kasino/shared/money';
import type { BalanceFlowKind } from '@kasino/shared/wallet';
import type { FlowRowView } from '@kasino/shared/protocol/pay';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { walletAccount } from './ledger.ts';

export interface FlowQuery {
  kind?: string;
  from?: number;
  to?: number;
  page: number;
  count: number;
}

export async function balanceFlow(db: Kysely<Database>, userId: number, currency: string, q: FlowQuery) {
  const account = await db.selectFrom('accounts').select('id').where('code', '=', walletAccount(userId, currency)).executeTakeFirst();
  if (!account) return { list: [] as FlowRowView[], total: 0, page: q.page, count: q.count };
  const w = account.id;
  const kind = q.kind ? sql`and kind = ${q.kind}` : sql``;
  const from = q.from !== undefined ? sql`and created_at >= ${BigInt(q.from)}` : sql``;
  const to = q.to !== undefined ? sql`and created_at < ${BigInt(q.to)}` : sql``;
  const rows = sql<{ id: string; kind: string; amount: bigint; balance_after: bigint; reference: string; created_at: bigint }>`
    select id, kind, 0 - amount as amount, debit_balance_after as balance_after, reference, created_at
      from transfers where debit_account_id = ${w} ${kind} ${from} ${to}
    union all
    select id, kind, amount, credit_balance_after as balance_after, reference, created_at
      from transfers where credit_account_id = ${w} ${kind} ${from} ${to}`;
  const [page, total] = await Promise.all([
    sql<{ id: string; kind: string; amount: bigint; balance_after: bigint; reference: string; created_at: bigint }>`
      select * from (${rows}) f order by created_at desc, id desc limit ${q.count} offset ${(q.page - 1) * q.count}`.execute(db),
    sql<{ n: bigint }>`select count(*) as n from (${rows}) f`.execute(db),
  ]);
  return {
    list: page.rows.map((r) => ({
      id: r.id,
      kind: r.kind as BalanceFlowKind,
      amount: toWireAmount(BigInt(r.amount)),
      balanceAfter: toWireAmount(BigInt(r.balance_after)),
      reference: r.reference,
      createdAt: num(r.created_at),
    })),
    total: Number(total.rows[0]?.n ?? 0),
    page: q.page,
    count: q.count,
  };
}
