/**
 * An endless grid of titles for one filter: the next page loads when the foot of the list comes
 * near the screen (and by a button, for keyboards and when observers are unavailable).
 */
import { Gamepad2, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSlotList, type SlotListFilter } from '../api/slot-list.ts';
import { useFavorites } from '../hooks/use-favorites.ts';
import { SlotCard, SlotCardSkeleton } from './slot-card.tsx';

export function SlotGrid({ filter }: { filter: SlotListFilter }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const query = useSlotList(filter);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  if (query.isPending) {
    return (
      <div className="grid grid-cols-3 gap-2.5" data-testid="slot-grid-loading">
        {Array.from({ length: 9 }, (_, i) => (
          <SlotCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={RefreshCw}
        title={t('slotLobby.loadError')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('slotLobby.retry')}
          </Button>
        }
      />
    );
  }
  const games = query.data.pages.flatMap((p) => p.list);
  if (games.length === 0) return <EmptyState icon={Gamepad2} title={t('slotLobby.empty')} body={t('slotLobby.emptyBody')} />;
  return (
    <div>
      <div className="grid grid-cols-3 gap-2.5" data-testid="slot-grid">
        {games.map((game, i) => (
          <SlotCard key={game.id} game={game} favorite={favorites.isFavorite(game.id)} onToggleFavorite={favorites.toggle} eager={i < 6} />
        ))}
        {isFetchingNextPage && Array.from({ length: 3 }, (_, i) => <SlotCardSkeleton key={`more-${i}`} />)}
      </div>
      <div ref={sentinel} className="h-4" aria-hidden="true" />
      {hasNextPage ? (
        <Button
          variant="secondary"
          block
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          className="mt-2"
          data-testid="slot-grid-more"
        >
          {t('common.loadMore')}
        </Button>
      ) : (
        <p className="py-4 text-center text-xs text-faint">{t('slotLobby.end')}</p>
      )}
    </div>
  );
}
