/** `GET /main/fair/chains`: every committed hash chain of the round games (commitment, length, salt). */
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/client.ts';

export const useChains = () =>
  useQuery({
    queryKey: ['fair-chains'],
    queryFn: ({ signal }) => apiCall('GET /main/fair/chains', { signal }),
    staleTime: 60_000,
  });
