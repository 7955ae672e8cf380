/** POST /main/{provider}/{id}/launch → {url}: the provider's game page, opened full screen. Logged out → code 1 (login opens). */
import { useMutation } from '@tanstack/react-query';
import type { LaunchView } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { recentQueryKey } from './recent-games.ts';

export const launchGame = (provider: string, id: string) =>
  apiRequest<LaunchView>(`/main/${encodeURIComponent(provider)}/${encodeURIComponent(id)}/launch`, { method: 'POST', quiet: true });

export function useLaunchGame() {
  return useMutation({
    mutationFn: ({ provider, id }: { provider: string; id: string }) => launchGame(provider, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recentQueryKey }),
  });
}
