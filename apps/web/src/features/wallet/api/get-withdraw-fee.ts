/**
 * POST /main/pay/withdraw/fee {amount} → {fee, receive}. A read, so it is a query keyed by the
 * (debounced) amount: the withdraw form shows the fee and what arrives in the bank as the player types.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { privateMeta, walletKey } from './wallet-keys.ts';

export interface WithdrawFeeQuote {
  fee: string;
  receive: string;
}

export const withdrawFeeKey = (amount: string) => [...walletKey, 'withdraw-fee', amount] as const;

export const getWithdrawFee = (amount: string, signal?: AbortSignal): Promise<WithdrawFeeQuote> =>
  apiRequest<WithdrawFeeQuote>('/main/pay/withdraw/fee', { method: 'POST', body: { amount }, signal, quiet: true });

/** The quote for a valid amount; idle (no call) for null. */
export const useWithdrawFee = (amount: string | null) =>
  useQuery({
    queryKey: withdrawFeeKey(amount ?? ''),
    queryFn: ({ signal }) => getWithdrawFee(amount ?? '', signal),
    enabled: amount !== null,
    meta: privateMeta,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
