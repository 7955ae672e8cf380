/** GET /main/slot/home → the lobby's recommendation rows (18-20 titles each). */
import { useQuery } from '@tanstack/react-query';
import type { SlotHomeRow } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';

export const getSlotHome = (signal?: AbortSignal) => apiRequest<{ rows: SlotHomeRow[] }>('/main/slot/home', { signal, quiet: true });

export function useSlotHome() {
  return useQuery({
    queryKey: ['slots', 'home'],
    queryFn: ({ signal }) => getSlotHome(signal),
    staleTime: 60_000,
    select: (data) => data.rows,
  });
}
