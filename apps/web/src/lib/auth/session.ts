/**
 * Starting and ending a session on this device. The websocket follows the token store on its own
 * (ws-instance re-runs setup when the token changes).
 */
import type { AuthResult } from '@kasino/shared/protocol/rest';
import { queryClient } from '../api/query-client.ts';
import { userQueryKey } from './get-user.ts';
import { useTokenStore } from './token-store.ts';

/** Stores the token and the user the login/register call returned, then refreshes the user. */
export function startSession(result: AuthResult): void {
  useTokenStore.getState().setToken(result.token);
  queryClient.setQueryData(userQueryKey, result.user);
  void queryClient.invalidateQueries({ queryKey: userQueryKey });
}

/** Forgets the token and everything cached about the player. */
export function endSession(): void {
  useTokenStore.getState().clearToken();
  queryClient.removeQueries({ queryKey: userQueryKey });
  queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
}
