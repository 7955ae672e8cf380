/** GET /main/slot/onlineCount → players online in the lobby, in total and per category (refreshed every minute). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export function useOnlineCount() {
  return useQuery({
    queryKey: ['slots', 'online'],
    queryFn: ({ signal }) =>
      apiRequest<{ total: number; byType: Record<string, number> }>('/main/slot/onlineCount', { signal, quiet: true }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
