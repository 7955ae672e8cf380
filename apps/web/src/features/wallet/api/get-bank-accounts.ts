/** GET /main/pay/bank/account: the player's bank accounts for withdrawals, newest first. */
import { useQuery } from '@tanstack/react-query';
import type { BankAccountBody } from '@kasino/shared/protocol/pay';
import { apiRequest } from '../../../lib/api/client.ts';
import { privateMeta, walletKey } from './wallet-keys.ts';

export type { BankAccountView } from '@kasino/shared/protocol/pay';
import type { BankAccountView } from '@kasino/shared/protocol/pay';

/** Body of adding or changing an account, typed once in shared. */
export type BankAccountRequest = BankAccountBody;

/** How many accounts a player may keep (error 3010 past it). */
export const MAX_BANK_ACCOUNTS = 5;

export const bankAccountsKey = [...walletKey, 'bank-accounts'] as const;

export const getBankAccounts = (signal?: AbortSignal): Promise<{ list: BankAccountView[] }> =>
  apiRequest<{ list: BankAccountView[] }>('/main/pay/bank/account', { signal });

export const useBankAccounts = () =>
  useQuery({ queryKey: bankAccountsKey, queryFn: ({ signal }) => getBankAccounts(signal), meta: privateMeta, select: (data) => data.list });
