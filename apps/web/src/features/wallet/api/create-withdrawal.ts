/**
 * POST /main/pay/withdraw {amount, bankAccountId, pin} with an Idempotency-Key → the withdrawal,
 * pending staff review with its funds reserved. Errors: 3021 out of range, 3009 one already under
 * review, 3036 daily limit, 700 insufficient balance, 3037 wrong PIN, 20005 PIN not set, 667 locked.
 */
import { useMutation } from '@tanstack/react-query';
import type { WithdrawBody } from '@kasino/shared/protocol/pay';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { payInfoKey, type PayInfo } from './get-pay-info.ts';
import { refreshMoney } from './wallet-keys.ts';

export type { WithdrawalView } from '@kasino/shared/protocol/pay';
import type { WithdrawalView } from '@kasino/shared/protocol/pay';

export interface WithdrawInput {
  body: WithdrawBody;
  idempotencyKey: string;
}

export const createWithdrawal = ({ body, idempotencyKey }: WithdrawInput): Promise<WithdrawalView> =>
  apiRequest<WithdrawalView>('/main/pay/withdraw', { method: 'POST', body, idempotencyKey });

export const useCreateWithdrawal = () =>
  useMutation({
    mutationFn: createWithdrawal,
    onSuccess: (withdrawal) => {
      // Show the pending state at once; the refetch confirms it.
      queryClient.setQueryData<PayInfo>(payInfoKey, (info) => (info ? { ...info, pendingWithdrawal: withdrawal } : info));
      refreshMoney();
    },
  });
