/** A lobby card for an in-house game: generated art, name, pitch, fairness badge and hot/new tag. */
import { Flame, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InHouseGame } from '../game-registry.ts';
import { GameArt } from './game-art.tsx';

export function GameCard({ game, onOpen }: { game: InHouseGame; onOpen?: () => void }) {
  const { t } = useTranslation();
  const [dark, bright] = game.colors;
  return (
    <Link
      to={game.route}
      onClick={onOpen}
      data-testid={`game-card-${game.id}`}
      className="group relative flex aspect-[3/4] flex-col [content-visibility:auto] overflow-hidden rounded-2xl shadow-card ring-1 ring-white/10 transition duration-200 hover:-translate-y-0.5 hover:ring-white/25 active:scale-[0.97]"
      style={{ background: `radial-gradient(120% 80% at 50% 0%, ${bright} 0%, ${dark} 70%)` }}
    >
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgb(255_255_255/0.22),transparent_40%)]" />
      <GameArt
        id={game.id}
        className="relative mx-auto mt-3 w-[82%] transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      <span
        className="absolute top-1.5 left-1.5 grid size-5 place-items-center rounded-full bg-black/45 text-[#b6ffd8]"
        title={t('games.fairBadge')}
      >
        <ShieldCheck className="size-3" aria-hidden="true" />
        <span className="sr-only">{t('games.fairBadge')}</span>
      </span>
      {game.tag && (
        <div
          className={`absolute top-1.5 right-1.5 flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-[9px] font-extrabold tracking-wide uppercase ${
            game.tag === 'hot' ? 'bg-[#d7331b] text-white' : 'bg-gold text-[#2b1700]'
          }`}
        >
          {game.tag === 'hot' ? <Flame className="size-2.5" aria-hidden="true" /> : <Sparkles className="size-2.5" aria-hidden="true" />}
          {game.tag === 'hot' ? t('common.hot') : t('common.new')}
        </div>
      )}
      <div className="relative mt-auto bg-gradient-to-t from-black/70 via-black/35 to-transparent px-2 pt-4 pb-2">
        <p className="truncate text-[13px] leading-tight font-extrabold text-white drop-shadow">{game.name}</p>
        <p className="truncate text-[10px] text-white/70">{t(`games.blurbs.${game.id}`)}</p>
      </div>
    </Link>
  );
}
