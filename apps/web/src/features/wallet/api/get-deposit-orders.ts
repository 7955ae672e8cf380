/** GET /main/pay/orders?page&count&status: the deposit record, newest first, one page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DepositStatus } from '@kasino/shared/wallet';
import { apiRequest } from '../../../lib/api/client.ts';
import type { DepositOrderView } from './get-order-state.ts';
import { privateMeta, walletKey } from './wallet-keys.ts';

/** A page of a record list, as every `/main/pay/*` list returns it. */
export interface RecordPage<T> {
  list: T[];
  total: number;
  page: number;
  count: number;
}

export const RECORD_PAGE_SIZE = 20;

/** The next page number, or undefined after the last page. */
export const nextRecordPage = <T>(last: RecordPage<T>): number | undefined =>
  last.page * last.count < last.total ? last.page + 1 : undefined;

export const depositOrdersKey = (status: DepositStatus | 'all') => [...walletKey, 'deposit-orders', status] as const;

export const getDepositOrders = (
  page: number,
  status: DepositStatus | 'all',
  signal?: AbortSignal,
): Promise<RecordPage<DepositOrderView>> =>
  apiRequest<RecordPage<DepositOrderView>>('/main/pay/orders', {
    signal,
    query: { page, count: RECORD_PAGE_SIZE, status: status === 'all' ? undefined : status },
  });

export const useDepositOrders = (status: DepositStatus | 'all') =>
  useInfiniteQuery({
    queryKey: depositOrdersKey(status),
    queryFn: ({ pageParam, signal }) => getDepositOrders(pageParam, status, signal),
    initialPageParam: 1,
    getNextPageParam: nextRecordPage,
    meta: privateMeta,
  });
