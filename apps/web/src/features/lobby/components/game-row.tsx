/** A recommendation row: a titled, horizontally scrolling strip of cards with a "see all" link. */
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotGameView } from '@kasino/shared/protocol/slots';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { useFavorites } from '../hooks/use-favorites.ts';
import { SlotCard, SlotCardSkeleton } from './slot-card.tsx';

interface GameRowProps {
  id: string;
  title: string;
  games: readonly SlotGameView[];
  seeAll?: string;
  loading?: boolean;
}

export function GameRow({ id, title, games, seeAll, loading = false }: GameRowProps) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  // A row's cards (a dozen images each) are built once the row comes near the screen: the lobby's
  // rows all start below the fold, and building them all is most of what the lobby does at start.
  const [listRef, near] = useNearScreen<HTMLUListElement>();
  if (!loading && games.length === 0) return null;
  // The rows sit below the fold: the browser lays out and paints a row once it comes near the screen
  // (content-visibility), not each of the dozen rows and their hundred cards while the lobby starts.
  // A row is 216 px high (cards 105 px wide, their 3:4 art a whole 140 px); the browser keeps the height it last drew.
  return (
    <section
      aria-labelledby={`row-${id}`}
      data-testid={`game-row-${id}`}
      className="[contain-intrinsic-size:auto_216px] [content-visibility:auto]"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 id={`row-${id}`} className="flex items-center gap-1.5 text-[16px] font-extrabold">
          <span className="inline-block h-4 w-1 rounded-full bg-accent" aria-hidden="true" />
          {title}
        </h2>
        {seeAll && (
          <Link to={seeAll} className="flex items-center text-xs font-semibold text-muted hover:text-accent">
            {t('slotLobby.seeAll')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {/* Until then the list holds the cards' height (their art 140 px, two lines of text, 184 px in all). */}
      <ul
        ref={listRef}
        className={`no-scrollbar -mx-3 flex snap-x scroll-px-3 gap-2.5 overflow-x-auto px-3 pb-1 ${near ? '' : 'h-[184px]'}`}
      >
        {!near
          ? null
          : loading
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="w-[105px] shrink-0">
                  <SlotCardSkeleton />
                </li>
              ))
            : games.map((game, i) => (
                <li key={game.id} className="w-[105px] shrink-0 snap-start">
                  <SlotCard game={game} favorite={favorites.isFavorite(game.id)} onToggleFavorite={favorites.toggle} eager={i < 4} />
                </li>
              ))}
      </ul>
    </section>
  );
}
