/** GET /main/slot/{id} → a title's detail (provider, RTP, lines, bet range). */
import { useQuery } from '@tanstack/react-query';
import type { SlotGameDetail } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';

export function useSlotDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['slots', 'detail', id ?? ''],
    queryFn: ({ signal }) => apiRequest<SlotGameDetail>(`/main/slot/${encodeURIComponent(id ?? '')}`, { signal, quiet: true }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
