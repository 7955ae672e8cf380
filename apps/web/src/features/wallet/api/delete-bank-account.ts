/** DELETE /main/pay/bank/account/{id} {pin}: removes an account (past withdrawals keep their copy). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { bankAccountsKey } from './get-bank-accounts.ts';

export const deleteBankAccount = ({ id, pin }: { id: number; pin: string }): Promise<null> =>
  apiRequest<null>(`/main/pay/bank/account/${id}`, { method: 'DELETE', body: { pin } });

export const useDeleteBankAccount = () =>
  useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
