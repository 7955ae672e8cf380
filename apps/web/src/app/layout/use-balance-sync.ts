/**
 * Live balance: while logged in, listen to the personal balance topic and update the user query
 * (or refetch it when the push does not carry a balance).
 */
import { personalTopic } from '@kasino/shared/protocol/ws';
import { queryClient } from '../../lib/api/query-client.ts';
import { isBalanceHeld } from '../../lib/balance-hold.ts';
import { userQueryKey, type UserView } from '../../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../../lib/auth/token-store.ts';
import { useWsTopic } from '../../lib/ws/ws-instance.ts';
import { useWsStore } from '../../lib/ws/ws-store.ts';

export function useBalanceSync(): void {
  // The link's own identity (from setup), not the token's: personal topics are refused otherwise.
  const loggedIn = useIsLoggedIn();
  const linkUserId = useWsStore((s) => s.userId);
  const userId = loggedIn ? linkUserId : null;
  useWsTopic(userId ? personalTopic('/ws/user/{userId}/balance', userId) : null, (data) => {
    if (isBalanceHeld()) return; // a game is settling a bet and writes the balance itself
    const balance = data && typeof data === 'object' ? data.balance : undefined;
    if (typeof balance === 'string' || typeof balance === 'number') {
      queryClient.setQueryData<UserView>(userQueryKey, (user) => (user ? { ...user, balance: String(balance) } : user));
    } else {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    }
  });
}
