/**
 * The balance flow: every transfer that touched a player's wallet, signed from the player's side,
 * with the balance after it and the reference to its cause.
 */
import { toWireAmount } from '@kasino/shared/money';
import type { BalanceFlowKind } from '@kasino/shared/wallet';
import type { FlowRowView } from '@kasino/shared/protocol/pay';
import { num } from '../../platform/db/database.ts';
import type { BalanceFlowRepository } from './balance-flow.repository.ts';
import { walletAccount } from './ledger.ts';

export interface FlowQuery {
  kind?: string;
  from?: number;
  to?: number;
  page: number;
  count: number;
}

export async function balanceFlow(flows: BalanceFlowRepository, userId: number, currency: string, q: FlowQuery) {
  const account = await flows.accountId(walletAccount(userId, currency));
  if (account === undefined) return { list: [] as FlowRowView[], total: 0, page: q.page, count: q.count };
  const { rows, total } = await flows.page(account, q, q.page, q.count);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as BalanceFlowKind,
      amount: toWireAmount(BigInt(r.amount)),
      balanceAfter: toWireAmount(BigInt(r.balance_after)),
      reference: r.reference,
      createdAt: num(r.created_at),
    })),
    total,
    page: q.page,
    count: q.count,
  };
}
