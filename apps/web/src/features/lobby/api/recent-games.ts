/** GET /main/slot/recent → titles the player launched lately, newest first (login only). */
import { useQuery } from '@tanstack/react-query';
import type { SlotGameView } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';

export const recentQueryKey = ['slots', 'recent'] as const;

export function useRecentGames() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: recentQueryKey,
    queryFn: ({ signal }) => apiRequest<{ list: SlotGameView[] }>('/main/slot/recent', { signal, quiet: true }),
    enabled: loggedIn,
    staleTime: 30_000,
    meta: { private: true },
    select: (data) => data.list,
  });
}
