/**
 * GET /main/user/protection (limits, block, reality-check session) and its three changes:
 * PUT limits {kind, period, amount|null}, POST block {duration, confirm: true}, PUT reality {interval}.
 * Errors: 3 bad amount, 20155 a shorter block while one is active.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BlockDuration, LimitBody, ProtectionView, RealityInterval } from '@kasino/shared/protocol/protection';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';

export type { ProtectionView };

export const protectionKey = ['protection'] as const;

export const getProtection = (): Promise<ProtectionView> => apiRequest<ProtectionView>('/main/user/protection', { quiet: true });

/** The settings and the session figures; `refetchMs` keeps the reality check's numbers fresh. */
export const useProtection = (options: { enabled?: boolean; refetchMs?: number } = {}) =>
  useQuery({
    queryKey: protectionKey,
    queryFn: getProtection,
    meta: { private: true },
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchMs ?? false,
  });

const store = (view: ProtectionView) => queryClient.setQueryData(protectionKey, view);

export const useSetLimit = () =>
  useMutation({
    mutationFn: (body: LimitBody) => apiRequest<ProtectionView>('/main/user/protection/limits', { method: 'PUT', body }),
    onSuccess: store,
  });

export const useStartBlock = () =>
  useMutation({
    mutationFn: (duration: BlockDuration) =>
      apiRequest<ProtectionView>('/main/user/protection/block', { method: 'POST', body: { duration, confirm: true } }),
    onSuccess: store,
  });

export const useSetReality = () =>
  useMutation({
    mutationFn: (interval: RealityInterval) =>
      apiRequest<ProtectionView>('/main/user/protection/reality', { method: 'PUT', body: { interval } }),
    onSuccess: store,
  });
