/** GET /main/slot/list {type, tag, firm, page, count} → a page of titles; the category lists scroll through it. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SlotCategory, SlotPage, SlotTag } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';

export interface SlotListFilter {
  type?: SlotCategory;
  tag?: SlotTag;
  firm?: string;
}

export const SLOT_PAGE_SIZE = 24;

export const getSlotList = (filter: SlotListFilter, page: number, signal?: AbortSignal): Promise<SlotPage> =>
  apiRequest<SlotPage>('/main/slot/list', { query: { ...filter, page, count: SLOT_PAGE_SIZE }, signal });

export function useSlotList(filter: SlotListFilter) {
  return useInfiniteQuery({
    queryKey: ['slots', 'list', filter.type ?? '', filter.tag ?? '', filter.firm ?? ''],
    queryFn: ({ pageParam, signal }) => getSlotList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.count < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
}
