/** DELETE /main/pay/withdraw/{id}: the player cancels a withdrawal under review (206 once it moved on). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import type { WithdrawalView } from './create-withdrawal.ts';
import { payInfoKey, type PayInfo } from './get-pay-info.ts';
import { refreshMoney } from './wallet-keys.ts';

export const cancelWithdrawal = (id: string): Promise<WithdrawalView> =>
  apiRequest<WithdrawalView>(`/main/pay/withdraw/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useCancelWithdrawal = () =>
  useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: (withdrawal) => {
      queryClient.setQueryData<PayInfo>(payInfoKey, (info) =>
        info?.pendingWithdrawal?.id === withdrawal.id ? { ...info, pendingWithdrawal: null } : info,
      );
      refreshMoney();
    },
    // 206: it was already approved or rejected; show what it is now.
    onError: () => refreshMoney(),
  });
