/**
 * The lobby's live strip of big wins across players ("Kemenangan besar"), newest first. While the
 * feed loads it keeps its place with placeholder cards of the same size, so the games below do not
 * jump when it arrives (the server-rendered lobby shows that state).
 */
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWireIdr } from '@kasino/shared/money';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useBigWins } from './big-wins-api.ts';
import { findInHouseGame } from '../game-registry.ts';

const cardClass = 'flex h-[68px] w-40 shrink-0 flex-col justify-center rounded-xl px-3';

export function BigWinsTicker() {
  const { t } = useTranslation();
  const { data, isPending } = useBigWins();
  const wins = data?.list ?? [];
  if (isPending) {
    return (
      <Strip busy>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className={cardClass} />
          </li>
        ))}
      </Strip>
    );
  }
  if (wins.length === 0) {
    // Kept in place (not removed) so nothing below moves; pushes fill it as wins come.
    return (
      <Strip testId="big-wins-empty">
        <li className={`${cardClass} w-full text-xs text-muted`}>{t('lobby.bigWinsEmpty')}</li>
      </Strip>
    );
  }
  return (
    <Strip testId="big-wins">
      {wins.map((win) => (
        <li key={win.id} data-testid="big-win">
          <Link to={`/game/${win.game}`} className={`${cardClass} bg-surface-2 ring-1 ring-line/60`}>
            <span className="truncate text-[11px] text-muted">
              {win.user} · {win.gameName ?? findInHouseGame(win.game)?.name ?? win.game}
            </span>
            <span className="text-sm font-extrabold text-gold">{formatWireIdr(win.payout)}</span>
            <span className="text-[11px] font-bold text-accent">{win.multiplier.replace('.', ',')}x</span>
          </Link>
        </li>
      ))}
    </Strip>
  );
}

function Strip({ children, busy = false, testId }: { children: ReactNode; busy?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="big-wins-title"
      aria-busy={busy || undefined}
      data-testid={testId}
      className="rounded-2xl border border-gold/25 bg-gradient-to-r from-gold/10 via-surface-1 to-surface-1 p-3"
    >
      <h2 id="big-wins-title" className="mb-2 flex items-center gap-1.5 text-sm font-extrabold text-gold">
        <Trophy className="size-4" aria-hidden="true" />
        {t('lobby.bigWins')}
      </h2>
      <ul className="no-scrollbar flex gap-2 overflow-x-auto">{children}</ul>
    </section>
  );
}
