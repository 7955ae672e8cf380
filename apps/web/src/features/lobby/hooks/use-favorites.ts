/** Favourite state for cards: which titles are favourites, and a toggle that asks a visitor to log in first. */
import { useCallback, useMemo } from 'react';
import type { SlotGameView } from '@kasino/shared/protocol/slots';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { useCollection, useSetFavorite } from '../api/collection.ts';

export function useFavorites() {
  const loggedIn = useIsLoggedIn();
  const { open } = usePopups();
  const { data } = useCollection();
  const mutation = useSetFavorite();
  const ids = useMemo(() => new Set((loggedIn ? data?.list : undefined)?.map((g) => g.id) ?? []), [data, loggedIn]);

  const toggle = useCallback(
    (game: SlotGameView) => {
      if (!loggedIn) {
        open('login');
        return;
      }
      mutation.mutate({ game, favorite: !ids.has(game.id) });
    },
    [ids, loggedIn, mutation, open],
  );

  return { isFavorite: (id: string) => ids.has(id), toggle, list: loggedIn ? (data?.list ?? []) : [] };
}
