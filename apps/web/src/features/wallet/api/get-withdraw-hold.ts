/**
 * GET /main/pay/withdraw/hold → {until, reason} or null: withdrawals held after a security change (PIN
 * reset, email or phone change, new or changed bank account). Always fresh when the page opens, since
 * the change that placed it may have just happened on another page.
 */
import { useQuery } from '@tanstack/react-query';
import type { WithdrawalHoldView } from '@kasino/shared/withdrawal-hold';
import { apiRequest } from '../../../lib/api/client.ts';
import { privateMeta, walletKey } from './wallet-keys.ts';

export const withdrawHoldKey = [...walletKey, 'withdraw-hold'] as const;

export const useWithdrawHold = () =>
  useQuery({
    queryKey: withdrawHoldKey,
    queryFn: ({ signal }) => apiRequest<WithdrawalHoldView | null>('/main/pay/withdraw/hold', { signal, quiet: true }),
    staleTime: 0,
    meta: privateMeta,
  });
