/**
 * Provably-fair seeds of the single-player games (FAIRNESS.md): the active pair (hash only), the
 * committed next hash and the revealed seeds. `GET /main/fair/seeds`, `POST /main/fair/seeds/rotate`,
 * and the game's own `setSeed` over the websocket (same view back).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import type { RevealedSeed, SeedsView, SingleShotGame, SteppedGame } from '@kasino/shared/protocol/ws-games';
import { wsClient } from '../ws/ws-instance.ts';

export type { RevealedSeed, SeedsView };

export const seedsKey = ['fair', 'seeds'] as const;

/** The player's seeds (login required). */
export const useSeeds = (enabled: boolean) =>
  useQuery({ queryKey: seedsKey, queryFn: ({ signal }) => apiCall('GET /main/fair/seeds', { signal }), enabled });

/** Puts a fresh seeds view in the cache (after a bet moved the nonce, or a rotation). */
export const storeSeeds = (seeds: SeedsView | null | undefined): void => {
  if (seeds) queryClient.setQueryData(seedsKey, seeds);
};

/** Moves the cached nonce after a bet (the server counts one per bet). */
export const bumpNonce = (nextNonce: number): void => {
  queryClient.setQueryData<SeedsView>(seedsKey, (seeds) => (seeds ? { ...seeds, active: { ...seeds.active, nonce: nextNonce } } : seeds));
};

/** "Ganti seed": reveals the active server seed and activates the committed next (optionally with a new client seed). */
export const useRotateSeeds = () =>
  useMutation({
    mutationFn: (clientSeed?: string) => apiCall('POST /main/fair/seeds/rotate', { body: clientSeed ? { clientSeed } : {} }),
    onSuccess: (seeds) => {
      storeSeeds(seeds);
      // Bets of the revealed seed now carry their server seed.
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    },
  });

/** setSeed under a game's websocket path: a new client seed (rotates too). */
export const useSetClientSeed = (game: SingleShotGame | SteppedGame) =>
  useMutation({
    mutationFn: (clientSeed: string) => wsClient.call(`/ws/game/${game}/setSeed`, { clientSeed }),
    onSuccess: (seeds) => {
      storeSeeds(seeds);
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    },
  });
