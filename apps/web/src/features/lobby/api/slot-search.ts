/** GET /main/slot/search {q, type?} → matching titles; the server refuses fewer than 3 characters (20200), so the hook waits for 3. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH, type SlotCategory, type SlotPage } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';

const PAGE = 30;

export const searchSlots = (q: string, type: SlotCategory | undefined, page: number, signal?: AbortSignal) =>
  apiRequest<SlotPage>('/main/slot/search', { query: { q, type, page, count: PAGE }, signal });

export const isSearchable = (q: string): boolean => [...q.trim()].length >= MIN_SEARCH_LENGTH;

export function useSlotSearch(q: string, type?: SlotCategory) {
  const query = q.trim();
  return useInfiniteQuery({
    queryKey: ['slots', 'search', query.toLowerCase(), type ?? ''],
    queryFn: ({ pageParam, signal }) => searchSlots(query, type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.count < last.total ? last.page + 1 : undefined),
    enabled: isSearchable(query),
    staleTime: 60_000,
  });
}
