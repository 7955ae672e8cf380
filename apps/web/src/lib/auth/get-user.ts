/**
 * GET /main/user: the logged-in account (SPEC §3). Lives in lib because the top bar, the account page,
 * the guard and the auth forms all read it, and features do not import each other.
 */
import { useQuery } from '@tanstack/react-query';
import type { UserView } from '@kasino/shared/protocol/rest';
import { apiRequest } from '../api/client.ts';
import { useSessionStore } from './token-store.ts';

export type { UserView };

export const userQueryKey = ['user'] as const;

export const getUser = (signal?: AbortSignal): Promise<UserView> => apiRequest<UserView>('/main/user', { signal });

/** The current user; idle while logged out. */
export function useUser() {
  const session = useSessionStore((s) => s.session);
  return useQuery({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    enabled: session !== null,
    staleTime: 15_000,
  });
}
