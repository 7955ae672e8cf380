/**
 * POST /main/pay/bank/account {bankCode, accountNumber, holderName, pin}: adds an account.
 * Errors: 3008 duplicate, 3010 more than five, 3037 wrong PIN, 20005 PIN not set, 667 PIN locked.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { bankAccountsKey, type BankAccountRequest, type BankAccountView } from './get-bank-accounts.ts';

export const addBankAccount = (body: BankAccountRequest): Promise<BankAccountView> =>
  apiRequest<BankAccountView>('/main/pay/bank/account', { method: 'POST', body });

export const useAddBankAccount = () =>
  useMutation({
    mutationFn: addBankAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
  });
