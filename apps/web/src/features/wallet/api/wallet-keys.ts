/**
 * Query keys of the wallet feature and the one refresh every money action ends with: the user's
 * balance (top bar) and every wallet query (info, records, flow) are marked stale and refetched.
 */
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

/** Every wallet query key starts with this. */
export const walletKey = ['wallet'] as const;

/** Player data, dropped on logout (see lib/auth/session.ts). */
export const privateMeta = { private: true } as const;

/** After a deposit, withdrawal, cancellation or a balance push: refetch what shows money. */
export function refreshMoney(): void {
  void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: walletKey });
}
