/**
 * Red pocket calls: the player's view of today's drops, opening one, and a drop's opened shares (public).
 * Opening pays through a grant, so the Bonus tab and the balance refresh after it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RedPocketDrop } from '@kasino/shared/protocol/promo';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { promoKey } from './promo.ts';

const pocketKey = [...promoKey, 'pocket'] as const;

export const useRedPocket = () =>
  useQuery({
    queryKey: [...pocketKey, 'view'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/redPocket', { signal, quiet: true }),
    // Shares go while the page is open: the counts follow.
    refetchInterval: 15_000,
    meta: { private: true },
  });

export const usePocketClaims = (dropId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...pocketKey, 'claims', dropId],
    queryFn: ({ signal }) => apiCall('GET /main/promo/redPocket/drops/:id/claims', { params: { id: dropId }, signal, quiet: true }),
    enabled,
  });

export const useOpenPocket = () =>
  useMutation({
    mutationFn: (id: number) => apiCall('POST /main/promo/redPocket', { body: { id }, quiet: true }),
    onSuccess: (answer) => queryClient.setQueryData([...pocketKey, 'view'], answer.view),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: promoKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]),
  });

/** The verify page prefilled with a drop's split (its URL contract: /verify?game=redPocket&…). */
export function pocketVerifyHref(drop: RedPocketDrop): string {
  const rupiah = (wire: string) => wire.split('.')[0] ?? wire;
  const params = new URLSearchParams({
    game: 'redPocket',
    serverSeed: drop.seed ?? '',
    serverSeedHash: drop.seedHash,
    clientSeed: drop.key,
    nonce: '0',
    pot: rupiah(drop.pot),
    shares: String(drop.shares),
    min: rupiah(drop.min),
    max: rupiah(drop.max),
  });
  return `/verify?${params.toString()}`;
}
