/** GET /main/pay/withdraw/records?page&count&status: the withdrawal record, newest first. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawStatus } from '@kasino/shared/wallet';
import { apiRequest } from '../../../lib/api/client.ts';
import type { WithdrawalView } from './create-withdrawal.ts';
import { nextRecordPage, RECORD_PAGE_SIZE, type RecordPage } from './get-deposit-orders.ts';
import { privateMeta, walletKey } from './wallet-keys.ts';

export const withdrawRecordsKey = (status: WithdrawStatus | 'all') => [...walletKey, 'withdraw-records', status] as const;

export const getWithdrawRecords = (
  page: number,
  status: WithdrawStatus | 'all',
  signal?: AbortSignal,
): Promise<RecordPage<WithdrawalView>> =>
  apiRequest<RecordPage<WithdrawalView>>('/main/pay/withdraw/records', {
    signal,
    query: { page, count: RECORD_PAGE_SIZE, status: status === 'all' ? undefined : status },
  });

export const useWithdrawRecords = (status: WithdrawStatus | 'all') =>
  useInfiniteQuery({
    queryKey: withdrawRecordsKey(status),
    queryFn: ({ pageParam, signal }) => getWithdrawRecords(pageParam, status, signal),
    initialPageParam: 1,
    getNextPageParam: nextRecordPage,
    meta: privateMeta,
  });
