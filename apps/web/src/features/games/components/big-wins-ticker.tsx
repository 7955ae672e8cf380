/** The lobby's live strip of big wins across players ("Kemenangan besar"), newest first. */
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWireIdr } from '@kasino/shared/money';
import { useBigWins } from '../api/big-wins.ts';
import { findInHouseGame } from '../game-catalogue.ts';

export function BigWinsTicker() {
  const { t } = useTranslation();
  const { data } = useBigWins();
  const wins = data?.list ?? [];
  if (wins.length === 0) return null;
  return (
    <section aria-labelledby="big-wins-title" data-testid="big-wins" className="rounded-2xl border border-gold/25 bg-gradient-to-r from-gold/10 via-surface-1 to-surface-1 p-3">
      <h2 id="big-wins-title" className="mb-2 flex items-center gap-1.5 text-sm font-extrabold text-gold">
        <Trophy className="size-4" aria-hidden="true" />
        {t('lobby.bigWins')}
      </h2>
      <ul className="no-scrollbar flex gap-2 overflow-x-auto">
        {wins.map((win) => (
          <li key={win.id} data-testid="big-win">
            <Link to={`/game/${win.game}`} className="flex w-40 shrink-0 flex-col rounded-xl bg-surface-2 px-3 py-2 ring-1 ring-line/60">
              <span className="truncate text-[11px] text-muted">
                {win.user} · {findInHouseGame(win.game)?.name ?? win.game}
              </span>
              <span className="text-sm font-extrabold text-gold">{formatWireIdr(win.payout)}</span>
              <span className="text-[11px] font-bold text-accent">{win.multiplier.replace('.', ',')}x</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
