/**
 * A lobby card for any title: generated artwork in a fixed 3:4 box (lazy, so long lists stay light),
 * hot/new tag, the players really online (when any), and a favourite heart. In-house titles open their own page.
 */
import { Flame, Heart, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotGameView } from '@kasino/shared/protocol/slots';
import { formatCompact, formatCount } from '../../../lib/format-number.ts';

interface SlotCardProps {
  game: SlotGameView;
  favorite: boolean;
  onToggleFavorite: (game: SlotGameView) => void;
  onOpen?: () => void;
  /** Eager images for the first cards in view. */
  eager?: boolean;
}

export function SlotCard({ game, favorite, onToggleFavorite, onOpen, eager = false }: SlotCardProps) {
  const { t } = useTranslation();
  const tag = game.tags.includes('hot') ? 'hot' : game.tags.includes('new') ? 'new' : null;
  return (
    <div className="group relative" data-testid={`slot-card-${game.id}`}>
      <Link
        to={game.path ?? `/game/${game.id}`}
        onClick={onOpen}
        className="block overflow-hidden rounded-2xl bg-surface-2 shadow-card ring-1 ring-white/10 transition duration-200 hover:ring-white/25 active:scale-[0.97]"
      >
        <div className="relative aspect-[3/4] w-full">
          <img
            src={game.image}
            alt=""
            width={300}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
          {tag && (
            <span
              className={`absolute top-9 left-1.5 flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[9px] font-extrabold tracking-wide uppercase ${
                tag === 'hot' ? 'bg-[#d7331b] text-white' : 'bg-gold text-[#2b1700]'
              }`}
            >
              {tag === 'hot' ? <Flame className="size-2.5" aria-hidden="true" /> : <Sparkles className="size-2.5" aria-hidden="true" />}
              {tag === 'hot' ? t('common.hot') : t('common.new')}
            </span>
          )}
        </div>
        <p className="truncate px-1.5 pt-1 text-[12px] leading-tight font-bold">{game.name}</p>
        <p className="flex items-center gap-1 px-1.5 pb-1.5 text-[10px] text-muted">
          <span className="min-w-0 flex-1 truncate">{game.providerName}</span>
          {/* Real players only (opened in the last ten minutes): no figure rather than a made-up one. */}
          {game.online > 0 && (
            <span
              className="flex shrink-0 items-center gap-0.5 font-semibold text-fg/80"
              data-testid="slot-online"
              aria-label={t('slotLobby.online', { players: formatCount(game.online) })}
            >
              <span className="size-1.5 rounded-full bg-accent shadow-[0_0_6px] shadow-accent" aria-hidden="true" />
              <Users className="size-2.5" aria-hidden="true" />
              {formatCompact(game.online)}
            </span>
          )}
        </p>
      </Link>
      <button
        type="button"
        onClick={() => onToggleFavorite(game)}
        aria-pressed={favorite}
        aria-label={t(favorite ? 'slotLobby.removeFavorite' : 'slotLobby.addFavorite', { name: game.name })}
        data-testid={`favorite-${game.id}`}
        className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-black/55 transition active:scale-90"
      >
        <Heart className={`size-4 transition ${favorite ? 'fill-[#ff4d6d] text-[#ff4d6d]' : 'text-white'}`} aria-hidden="true" />
      </button>
    </div>
  );
}

/** A card-shaped placeholder while titles load. */
export function SlotCardSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="skeleton aspect-[3/4] w-full rounded-2xl" />
      <div className="skeleton mt-1.5 h-3 w-3/4 rounded" />
    </div>
  );
}
