/** GET /heracles/board/boards/{group} → {list}: the banners of one board group ("home" for the lobby). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export interface Board {
  id: number | string;
  title: string;
  subtitle: string;
  /** Optional artwork URL; without it the banner is drawn from its colour. */
  image?: string;
  /** In-app path (`/activity`) or absolute URL. */
  link: string;
  /** CSS colour or gradient of the banner. */
  color: string;
}

export interface BoardList {
  list: Board[];
}

export const boardsQueryKey = (group: string) => ['content', 'boards', group] as const;

/** Banners fail quietly: the lobby shows its own fallback banners instead. */
export const getBoards = (group: string, signal?: AbortSignal): Promise<BoardList> =>
  apiRequest<BoardList>(`/heracles/board/boards/${encodeURIComponent(group)}`, { signal, quiet: true });

export function useBoards(group: string) {
  return useQuery({
    queryKey: boardsQueryKey(group),
    queryFn: ({ signal }) => getBoards(group, signal),
    staleTime: 5 * 60_000,
    select: (data) => (Array.isArray(data?.list) ? data.list : []),
  });
}
