/**
 * Starting and ending a session on this device. The token stays in the httpOnly cookie the server
 * set with the answer; only who is logged in is remembered here. The websocket follows the session
 * store on its own (ws-instance reconnects, with the new cookie, when the session changes).
 */
import type { AuthResult } from '@kasino/shared/protocol/rest';
import { queryClient } from '../api/query-client.ts';
import { userQueryKey } from './get-user.ts';
import { useSessionStore } from './token-store.ts';

/** Remembers the user the login/register call returned (never its token), then refreshes the user. */
export function startSession(result: AuthResult): void {
  useSessionStore.getState().signIn(result.user.id);
  queryClient.setQueryData(userQueryKey, result.user);
  void queryClient.invalidateQueries({ queryKey: userQueryKey });
}

/** Forgets the session marker and everything cached about the player. */
export function endSession(): void {
  useSessionStore.getState().signOut();
  queryClient.removeQueries({ queryKey: userQueryKey });
  queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
}
