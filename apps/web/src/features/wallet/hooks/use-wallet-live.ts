/**
 * Keeps wallet screens current: the personal balance topic fires after every deposit, withdrawal and
 * refund, and the wallet queries (info, records, flow) are refetched. The top-bar balance itself is
 * updated by the shell (app/layout/use-balance-sync.ts).
 */
import { personalTopic } from '@kasino/shared/protocol/ws';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useWsTopic } from '../../../lib/ws/ws-instance.ts';
import { useWsStore } from '../../../lib/ws/ws-store.ts';
import { walletKey } from '../api/wallet-keys.ts';

export function useWalletLive(): void {
  const userId = useWsStore((s) => s.userId);
  useWsTopic(userId ? personalTopic('/ws/user/{userId}/balance', userId) : null, () => {
    void queryClient.invalidateQueries({ queryKey: walletKey });
  });
}
