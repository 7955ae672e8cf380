/** GET /main/slot/firm {type?} → providers with their categories and title counts. */
import { useQuery } from '@tanstack/react-query';
import type { SlotCategory, SlotProviderView } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';

export const getSlotProviders = (type: SlotCategory | undefined, signal?: AbortSignal) =>
  apiRequest<{ list: SlotProviderView[] }>('/main/slot/firm', { query: { type }, signal, quiet: true });

export function useSlotProviders(type?: SlotCategory) {
  return useQuery({
    queryKey: ['slots', 'firm', type ?? ''],
    queryFn: ({ signal }) => getSlotProviders(type, signal),
    staleTime: 5 * 60_000,
    select: (data) => data.list,
  });
}
