/** The player's latest bets of one game (`GET /main/bet/history?game&page&count`), for the game screen's history. */
import { useQuery } from '@tanstack/react-query';
import type { BetView, GameId } from '@kasino/shared/games';
import type { HistoryRow, InHouseHistoryRow } from '@kasino/shared/protocol/history';
import { apiCall } from '../../../lib/api/client.ts';
import { betsKey } from '../../../lib/games/bets-key.ts';

export type { BetView };

// A table's game has single-player bets only: each of its rows carries the bet's seeds and result.
const isTableBet = (row: HistoryRow): row is InHouseHistoryRow => row.kind === 'single' || row.kind === 'stepped';

/** The latest few bets of a game (history pills on the game screen). */
export const useRecentBets = (game: GameId, count: number, enabled: boolean) =>
  useQuery({
    queryKey: [...betsKey, 'recent', game, count] as const,
    queryFn: ({ signal }) => apiCall('GET /main/bet/history', { signal, quiet: true, query: { game, page: 1, count } }),
    select: (page): BetView[] => page.list.filter(isTableBet),
    enabled,
  });
