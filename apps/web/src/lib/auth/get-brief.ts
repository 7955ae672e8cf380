/**
 * GET /main/user/brief: the security summary (email, PIN, 2FA, last login, sessions) of the account pages.
 * Lives in lib because the step-up fields of the PIN and bank-account forms read it too, and features do not
 * import each other.
 */
import { useQuery } from '@tanstack/react-query';
import type { SecurityBrief } from '@kasino/shared/protocol/account';
import { apiRequest } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { userQueryKey } from './get-user.ts';

export type { SecurityBrief };

export const briefQueryKey = ['user', 'brief'] as const;

export const getBrief = (signal?: AbortSignal): Promise<SecurityBrief> =>
  apiRequest<SecurityBrief>('/main/user/brief', { signal, quiet: true });

export const useSecurityBrief = () =>
  useQuery({ queryKey: briefQueryKey, queryFn: ({ signal }) => getBrief(signal), meta: { private: true } });

/** After any account change: the brief, the user and the 2FA status load again. */
export const refreshAccount = (): void => void queryClient.invalidateQueries({ queryKey: userQueryKey });
