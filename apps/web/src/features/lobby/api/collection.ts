/**
 * Favourites: GET /main/slot/collection → {list}; POST /main/slot/collection {gameId, favorite} sets
 * one. The heart flips at once and rolls back if the call fails.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SlotGameView } from '@kasino/shared/protocol/slots';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';

export const collectionQueryKey = ['slots', 'collection'] as const;

export const getCollection = (signal?: AbortSignal) =>
  apiRequest<{ list: SlotGameView[] }>('/main/slot/collection', { signal, quiet: true });

export function useCollection() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: collectionQueryKey,
    queryFn: ({ signal }) => getCollection(signal),
    enabled: loggedIn,
    staleTime: 60_000,
    meta: { private: true },
  });
}

export const setFavorite = (game: SlotGameView, favorite: boolean) =>
  apiRequest<{ gameId: string; favorite: boolean }>('/main/slot/collection', { method: 'POST', body: { gameId: game.id, favorite } });

export function useSetFavorite() {
  return useMutation({
    mutationFn: ({ game, favorite }: { game: SlotGameView; favorite: boolean }) => setFavorite(game, favorite),
    onMutate: async ({ game, favorite }) => {
      await queryClient.cancelQueries({ queryKey: collectionQueryKey });
      const before = queryClient.getQueryData<{ list: SlotGameView[] }>(collectionQueryKey);
      queryClient.setQueryData<{ list: SlotGameView[] }>(collectionQueryKey, (data) => {
        const list = (data?.list ?? []).filter((g) => g.id !== game.id);
        return { list: favorite ? [game, ...list] : list };
      });
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(collectionQueryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionQueryKey }),
  });
}
