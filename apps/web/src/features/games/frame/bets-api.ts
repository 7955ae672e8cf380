/**
 * The player's bets: `GET /main/bet/history?game&page&count` (paged) and `GET /main/bet/{id}`
 * (owner only; serverSeed filled once revealed).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BetView } from '@kasino/shared/games';
import type { BetPage } from '@kasino/shared/protocol/ws-games';
import { apiRequest } from '../../../lib/api/client.ts';
import { betsKey } from '../../../lib/games/bets-key.ts';

export type { BetPage, BetView };

export const BET_PAGE_SIZE = 20;

/** Bets of one game, or of every game ('all'), twenty at a time. */
export const useBetHistory = (game: string) =>
  useInfiniteQuery({
    queryKey: [...betsKey, 'history', game] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BetPage>('/main/bet/history', {
        signal,
        query: { game: game === 'all' ? undefined : game, page: pageParam, count: BET_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last: BetPage) => (last.page * last.count < last.total ? last.page + 1 : undefined),
  });

/** The latest few bets of a game (history pills on the game screen). */
export const useRecentBets = (game: string, count: number, enabled: boolean) =>
  useQuery({
    queryKey: [...betsKey, 'recent', game, count] as const,
    queryFn: ({ signal }) => apiRequest<BetPage>('/main/bet/history', { signal, quiet: true, query: { game, page: 1, count } }),
    select: (page) => page.list,
    enabled,
  });

/** One bet. */
export const useBet = (id: string | undefined) =>
  useQuery({
    queryKey: [...betsKey, 'one', id] as const,
    queryFn: ({ signal }) => apiRequest<BetView>(`/main/bet/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
