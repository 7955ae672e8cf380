/** The grid of the 13 in-house games with its section header. */
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inHouseGames } from '../game-registry.ts';
import { GameCard } from './game-card.tsx';

export function InHouseGames({ showHeader = true }: { showHeader?: boolean }) {
  const { t } = useTranslation();
  return (
    <section data-testid="in-house-games" aria-labelledby={showHeader ? 'in-house-title' : undefined}>
      {showHeader && (
        <div className="mb-3 flex items-end justify-between gap-3">
          <div>
            <h2 id="in-house-title" className="flex items-center gap-1.5 text-[17px] font-extrabold">
              <span className="inline-block h-4 w-1 rounded-full bg-accent" aria-hidden="true" />
              {t('lobby.inHouseTitle')}
            </h2>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
              <ShieldCheck className="size-3.5 text-accent" aria-hidden="true" />
              {t('lobby.inHouseSubtitle')}
            </p>
          </div>
          <span className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-bold text-muted tabular-nums">{inHouseGames.length}</span>
        </div>
      )}
      <div className="grid grid-cols-3 gap-2.5">
        {inHouseGames.map((game) => (
          <GameCard key={game.id} game={game} />
        ))}
      </div>
    </section>
  );
}
