/**
 * Big wins across all players: `GET /main/game/bigWins` for the start, then every new one pushed on
 * `/ws/site/bigWin` is put at the front of the cached list (at most 20 kept).
 */
import { useQuery } from '@tanstack/react-query';
import type { BigWinView } from '@kasino/shared/games';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useWsTopic } from '../../../lib/ws/ws-instance.ts';

export type { BigWinView };

const bigWinsKey = ['big-wins'] as const;
const KEEP = 20;

export function useBigWins() {
  useWsTopic('/ws/site/bigWin', (win) => {
    queryClient.setQueryData<{ list: BigWinView[] }>(bigWinsKey, (current) => ({
      list: [win, ...(current?.list ?? []).filter((w) => w.id !== win.id)].slice(0, KEEP),
    }));
  });
  return useQuery({
    queryKey: bigWinsKey,
    queryFn: ({ signal }) => apiCall('GET /main/game/bigWins', { signal, query: { count: KEEP } }),
    staleTime: 60_000,
  });
}
