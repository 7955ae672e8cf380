/**
 * GET /main/pay/balance/flow?type&start&end&page&count: every change of the balance, signed from the
 * player's side, with the balance after it and a reference to its cause ("deposit:<orderId>",
 * "withdraw:<id>", "bet:<betId>"). start/end are epoch ms (end exclusive).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BalanceFlowKind } from '@kasino/shared/wallet';
import { apiRequest } from '../../../lib/api/client.ts';
import { nextRecordPage, RECORD_PAGE_SIZE, type RecordPage } from './get-deposit-orders.ts';
import { privateMeta, walletKey } from './wallet-keys.ts';

export type { FlowRowView as FlowRow } from '@kasino/shared/protocol/pay';
import type { FlowRowView as FlowRow } from '@kasino/shared/protocol/pay';

export interface FlowFilter {
  kind: BalanceFlowKind | 'all';
  /** Epoch ms, inclusive; undefined for no lower bound. */
  start?: number;
}

export const balanceFlowKey = (filter: FlowFilter, count: number) =>
  [...walletKey, 'flow', filter.kind, filter.start ?? null, count] as const;

export const getBalanceFlow = (filter: FlowFilter, page: number, count: number, signal?: AbortSignal): Promise<RecordPage<FlowRow>> =>
  apiRequest<RecordPage<FlowRow>>('/main/pay/balance/flow', {
    signal,
    query: { type: filter.kind === 'all' ? undefined : filter.kind, start: filter.start, page, count },
  });

/** The flow under a filter, one page after another. */
export const useBalanceFlow = (filter: FlowFilter) =>
  useInfiniteQuery({
    queryKey: balanceFlowKey(filter, RECORD_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => getBalanceFlow(filter, pageParam, RECORD_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextRecordPage,
    meta: privateMeta,
  });

/** The latest few rows (the wallet page's "Transaksi terakhir"). */
export const useLatestFlow = (count: number) =>
  useQuery({
    queryKey: [...walletKey, 'flow', 'latest', count] as const,
    queryFn: ({ signal }) => getBalanceFlow({ kind: 'all' }, 1, count, signal),
    meta: privateMeta,
    select: (page) => page.list,
  });
