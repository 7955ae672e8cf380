/**
 * POST /main/pay/recharge {amount, channel} with an Idempotency-Key → the new deposit order.
 * Errors: 1201 out of range (the text names the range), 20009 first deposit below the minimum,
 * 1049 too many orders waiting for payment, 3 bad amount.
 */
import { useMutation } from '@tanstack/react-query';
import type { RechargeBody } from '@kasino/shared/protocol/pay';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { orderStateKey, type DepositOrderView } from './get-order-state.ts';
import { walletKey } from './wallet-keys.ts';

/** The request body, typed once in shared. */
export type RechargeRequest = RechargeBody;

export interface RechargeInput {
  body: RechargeRequest;
  /** One random id per submit: a double tap or a retry returns the same order. */
  idempotencyKey: string;
}

export const createRecharge = ({ body, idempotencyKey }: RechargeInput): Promise<DepositOrderView> =>
  apiRequest<DepositOrderView>('/main/pay/recharge', { method: 'POST', body, idempotencyKey });

export const useCreateRecharge = () =>
  useMutation({
    mutationFn: createRecharge,
    onSuccess: (order) => {
      queryClient.setQueryData(orderStateKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...walletKey, 'deposit-orders'] });
    },
  });
