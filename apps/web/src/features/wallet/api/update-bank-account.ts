/** PUT /main/pay/bank/account/{id} with the same body as adding: changes an account (PIN required). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { bankAccountsKey, type BankAccountRequest, type BankAccountView } from './get-bank-accounts.ts';

export const updateBankAccount = ({ id, body }: { id: number; body: BankAccountRequest }): Promise<BankAccountView> =>
  apiRequest<BankAccountView>(`/main/pay/bank/account/${id}`, { method: 'PUT', body });

export const useUpdateBankAccount = () =>
  useMutation({
    mutationFn: updateBankAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
