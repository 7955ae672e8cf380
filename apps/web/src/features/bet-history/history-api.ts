/**
 * The bet history of every game: `GET /main/bet/history?game&from&to&page&count` (paged, WIB days)
 * and `GET /main/bet/history/{id}` (owner only; seeds, round chain data or provider transactions).
 * Keys live under ['bets'], so a seed rotation refreshes them like the other bet queries.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { HistoryGame, HistoryPage } from '@kasino/shared/protocol/history';
import { apiCall } from '../../lib/api/client.ts';
import { betsKey } from '../../lib/games/bets-key.ts';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilter {
  /** A game id, `third-party`, or 'all'. */
  game: HistoryGame | 'all';
  /** WIB days, inclusive; undefined: no bound. */
  from?: string;
  to?: string;
}

export const useHistory = (filter: HistoryFilter) =>
  useInfiniteQuery({
    queryKey: [...betsKey, 'all-games', filter.game, filter.from ?? '', filter.to ?? ''] as const,
    queryFn: ({ pageParam, signal }) =>
      apiCall('GET /main/bet/history', {
        signal,
        query: {
          game: filter.game === 'all' ? undefined : filter.game,
          from: filter.from,
          to: filter.to,
          page: pageParam,
          count: HISTORY_PAGE_SIZE,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last: HistoryPage) => (last.page * last.count < last.total ? last.page + 1 : undefined),
  });

export const useHistoryDetail = (id: string | undefined) =>
  useQuery({
    queryKey: [...betsKey, 'detail', id] as const,
    queryFn: ({ signal }) => apiCall('GET /main/bet/history/:id', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
