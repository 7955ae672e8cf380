/** GET /main/user/sessions (active devices), DELETE /main/user/sessions (all others), DELETE /main/user/sessions/{id}. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SessionView } from '@kasino/shared/protocol/account';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { briefQueryKey } from '../../../lib/auth/get-brief.ts';

export type { SessionView };

export const sessionsQueryKey = ['user', 'sessions'] as const;

export const useSessions = () =>
  useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async ({ signal }) => (await apiRequest<{ list: SessionView[] }>('/main/user/sessions', { signal, quiet: true })).list,
    meta: { private: true },
  });

const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  void queryClient.invalidateQueries({ queryKey: briefQueryKey });
};

export const useRevokeSession = () =>
  useMutation({
    mutationFn: (id: number | 'others') =>
      apiRequest<{ signedOut: number }>(id === 'others' ? '/main/user/sessions' : `/main/user/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
