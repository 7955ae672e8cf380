/** `/bet-history`: my bets, filtered by game, twenty at a time; a row opens its detail. */
import { ChevronRight, Dices } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@kasino/shared/games';
import { formatWireIdr } from '@kasino/shared/money';
import { Button } from '../../../../components/button.tsx';
import { useDocumentTitle } from '../../../../components/document-title.ts';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { FilterChips } from '../../../../components/filter-chips.tsx';
import { LoadMore } from '../../../../components/load-more.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import { formatClock, formatDateTime, startOfDay } from '../../../../lib/format-time.ts';
import { useBetHistory } from '../../api/bets.ts';
import { findInHouseGame } from '../../game-catalogue.ts';
import { formatMultiplier } from '../../roller-odds.ts';
import { BetStatusChip } from './bet-status-chip.tsx';

const gameFilters = ['all', 'roller', 'coinflip', 'hilo', 'mines', 'eggs', 'colorwheel', 'cryptos', 'stairs'] as const;
type GameFilter = (typeof gameFilters)[number];

export function BetHistoryPage() {
  const { t } = useTranslation();
  const title = t('routes.betHistory');
  useDocumentTitle(title);
  const [game, setGame] = useState<GameFilter>('all');
  const history = useBetHistory(game);
  const rows = history.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div data-testid="bet-history-page">
      <PageHeader title={title} />
      <div className="sticky top-[calc(6.5rem+env(safe-area-inset-top))] z-10 border-b border-line/50 bg-canvas/95 px-4 py-2.5 backdrop-blur-md">
        <FilterChips
          options={gameFilters.map((g) => ({ value: g, label: g === 'all' ? t('common.all') : (findInHouseGame(g)?.name ?? g) }))}
          value={game}
          onChange={setGame}
          label={t('betHistory.games')}
          testIdPrefix="bet-filter"
          size="sm"
        />
      </div>
      <div className="px-4 pt-3 pb-6">
        {history.isPending ? (
          <div className="flex flex-col gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : history.isError && rows.length === 0 ? (
          <div className="py-10 text-center">
            <p className="text-sm text-muted">{t('records.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Dices}
            title={t('betHistory.emptyTitle')}
            body={t('betHistory.emptyBody')}
            action={
              <Link to="/game/roller" className="text-sm font-bold text-accent">
                {t('betHistory.playRoller')}
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-2 px-1 text-xs text-faint">{t('betHistory.total', { count: history.data?.pages[0]?.total ?? rows.length })}</p>
            <ul className="divide-y divide-line/50 overflow-hidden rounded-2xl border border-line/60 bg-surface-1">
              {rows.map((bet) => (
                <li key={bet.id}>
                  <BetRow bet={bet} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={history.hasNextPage}
              loading={history.isFetchingNextPage}
              onLoad={() => void history.fetchNextPage()}
              endText={t('records.end')}
            />
          </>
        )}
      </div>
    </div>
  );
}

function BetRow({ bet }: { bet: BetView }) {
  const game = findInHouseGame(bet.game);
  return (
    <Link
      to={`/bet-history/${bet.id}`}
      data-testid="bet-row"
      data-bet-id={bet.id}
      className="flex items-center gap-3 px-3 py-3 transition hover:bg-surface-2"
    >
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl text-xs font-black text-white"
        style={{ background: `linear-gradient(135deg, ${game?.colors[1] ?? '#334'}, ${game?.colors[0] ?? '#112'})` }}
        aria-hidden="true"
      >
        {(game?.name ?? bet.game).slice(0, 2).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <span className="truncate text-sm font-bold">{game?.name ?? bet.game}</span>
          <BetStatusChip bet={bet} />
        </div>
        <p className="mt-0.5 text-[12px] text-muted tabular-nums">
          {formatWireIdr(bet.amount)} × {formatMultiplier(bet.multiplier)}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`text-sm font-extrabold tabular-nums ${bet.win ? 'text-gold' : 'text-loss'}`}>
          {bet.win ? `+${formatWireIdr(bet.payout)}` : `-${formatWireIdr(bet.amount)}`}
        </p>
        <p className="mt-0.5 text-[11px] text-faint tabular-nums">
          {bet.createdAt >= startOfDay(0) ? formatClock(bet.createdAt) : formatDateTime(bet.createdAt)}
        </p>
      </div>
      <ChevronRight className="size-4 shrink-0 text-faint" aria-hidden="true" />
    </Link>
  );
}
