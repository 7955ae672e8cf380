/**
 * Daily wheel calls: the published segments and earn rules (public), the player's day, the spin and
 * the spins so far. A spin pays through a grant, so the Bonus tab and the balance refresh after it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { WheelSpinView } from '@kasino/shared/protocol/promo';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { promoKey } from './promo.ts';

const wheelKey = [...promoKey, 'wheel'] as const;
const privateMeta = { private: true };

export const useWheelTerms = () =>
  useQuery({
    queryKey: [...wheelKey, 'rule'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/wheel/rule', { signal, quiet: true }),
    staleTime: 60_000,
  });

export const useWheel = (enabled: boolean) =>
  useQuery({
    queryKey: [...wheelKey, 'view'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/wheel', { signal, quiet: true }),
    enabled,
    // A deposit made in another tab earns spins while the page is open.
    refetchInterval: 30_000,
    meta: privateMeta,
  });

export const useWheelHistory = (enabled: boolean) =>
  useQuery({
    queryKey: [...wheelKey, 'history'],
    queryFn: ({ signal }) =>
      apiCall('GET /main/promo/wheel/history', {
        signal,
        quiet: true,
        query: { page: 1, count: 50 },
      }),
    enabled,
    meta: privateMeta,
  });

/** The spin; the page keeps the day it answers with until the wheel has stopped. */
export const useSpinWheel = () =>
  useMutation({
    mutationFn: () => apiCall('POST /main/promo/wheel/spin', { quiet: true }),
  });

/** After the wheel stops: the day, the history, the Bonus tab and the balance catch up. */
export const refreshAfterSpin = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: promoKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]);

/** Rotating the seed pair reveals the server seed every spin (and game bet) so far was drawn from. */
export const useRotateSeeds = () =>
  useMutation({
    mutationFn: () => apiCall('POST /main/fair/seeds/rotate', { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wheelKey }),
  });

/** The verify page prefilled with a spin (its URL contract: /verify?game=dailyWheel&…). */
export function wheelVerifyHref(spin: WheelSpinView): string {
  const params = new URLSearchParams({
    game: 'dailyWheel',
    serverSeed: spin.serverSeed ?? '',
    serverSeedHash: spin.serverSeedHash,
    clientSeed: spin.clientSeed,
    nonce: String(spin.nonce),
    weights: spin.weights.join(','),
  });
  return `/verify?${params.toString()}`;
}
