/**
 * `/bet-history`: my bets in every game (in-house and third-party), filtered by game and period (WIB
 * days), twenty at a time. Each row shows stake, payout, net (coloured) and the multiplier with its
 * label apart; a partial return reads "Kalah sebagian". A row opens its detail.
 */
import '../../i18n/bet-history-strings.ts';
import { ChevronRight, Dices } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { gameIds, type GameId } from '@kasino/shared/games';
import { THIRD_PARTY, wibDayOf, type HistoryGame, type HistoryRow } from '@kasino/shared/protocol/history';
import { Button } from '../../components/button.tsx';
import { useDocumentTitle } from '../../components/document-title.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FilterChips, type ChipOption } from '../../components/filter-chips.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { formatClock, formatDateTime, startOfDay } from '../../lib/format-time.ts';
import { useHistory } from './history-api.ts';
import { findCatalogueGame, gameCatalogue } from '../../lib/games/game-catalogue.ts';
import { formatNet, gameColorsOf, gameNameOf, netClass, OutcomeChip, useMultiplierText } from './history-view.tsx';

// The registry's order (how the lobby lists them), then any shared id it lacks, then third-party.
const inHouseOrder: GameId[] = [...gameCatalogue.map((g) => g.id), ...gameIds.filter((id) => !findCatalogueGame(id))];
const gameFilters: Array<HistoryGame | 'all'> = ['all', ...inHouseOrder, THIRD_PARTY];

type RangePreset = 'all' | 'today' | 'days7' | 'days30';
/** How many WIB days before today each preset starts. */
const presetDays: Record<Exclude<RangePreset, 'all'>, number> = { today: 0, days7: 6, days30: 29 };

/** The preset as WIB days, today included. */
function daysOf(range: RangePreset, now = Date.now()): { from?: string; to?: string } {
  if (range === 'all') return {};
  return { from: wibDayOf(now - presetDays[range] * 86_400_000), to: wibDayOf(now) };
}

export function BetHistoryPage() {
  const { t } = useTranslation();
  const title = t('routes.betHistory');
  useDocumentTitle(title);
  const [game, setGame] = useState<HistoryGame | 'all'>('all');
  const [range, setRange] = useState<RangePreset>('all');
  // Whole WIB days, so the query key stays the same all day.
  const days = useMemo(() => daysOf(range), [range]);
  const history = useHistory({ game, ...days });
  const rows = history.data?.pages.flatMap((p) => p.list) ?? [];
  const filtered = game !== 'all' || range !== 'all';
  const gameOptions: ChipOption<HistoryGame | 'all'>[] = gameFilters.map((g) => ({
    value: g,
    label: g === 'all' ? t('common.all') : g === THIRD_PARTY ? t('betHistory.thirdParty') : (findCatalogueGame(g)?.name ?? g),
  }));
  const rangeOptions: ChipOption<RangePreset>[] = (['all', 'today', 'days7', 'days30'] as const).map((r) => ({
    value: r,
    label: r === 'all' ? t('betHistory.rangeAll') : t(`betHistory.${r}`),
  }));
  return (
    <div data-testid="bet-history-page">
      <PageHeader title={title} />
      <div className="sticky top-[calc(6.5rem+env(safe-area-inset-top))] z-10 flex flex-col gap-2 border-b border-line/50 bg-canvas/95 px-4 py-2.5 backdrop-blur-md">
        <FilterChips
          options={gameOptions}
          value={game}
          onChange={setGame}
          label={t('betHistory.games')}
          testIdPrefix="bet-filter"
          size="sm"
        />
        <FilterChips
          options={rangeOptions}
          value={range}
          onChange={setRange}
          label={t('betHistory.range')}
          testIdPrefix="bet-range"
          size="sm"
        />
      </div>
      <div className="px-4 pt-3 pb-6">
        {history.isPending ? (
          <div className="flex flex-col gap-2" data-testid="bet-history-loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : history.isError && rows.length === 0 ? (
          <div className="py-10 text-center" data-testid="bet-history-error">
            <p className="text-sm text-muted">{t('records.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Dices}
            title={t('betHistory.emptyTitle')}
            body={filtered ? t('betHistory.emptyFiltered') : t('betHistory.emptyBody')}
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
              {rows.map((row) => (
                <li key={row.id}>
                  <BetRow row={row} />
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

function BetRow({ row }: { row: HistoryRow }) {
  const { t } = useTranslation();
  const multiplierText = useMultiplierText();
  const name = gameNameOf(row, t);
  const [from, to] = gameColorsOf(row);
  return (
    <Link
      to={`/bet-history/${encodeURIComponent(row.id)}`}
      data-testid="bet-row"
      data-bet-id={row.id}
      data-game={row.game}
      data-outcome={row.outcome}
      className="flex items-center gap-3 px-3 py-3 transition hover:bg-surface-2"
    >
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl text-xs font-black text-white"
        style={{ background: `linear-gradient(135deg, ${to}, ${from})` }}
        aria-hidden="true"
      >
        {name.slice(0, 2).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <span className="truncate text-sm font-bold">{name}</span>
          <OutcomeChip row={row} />
        </div>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-[12px] text-muted tabular-nums">
          <span data-testid="bet-row-stake">
            {t('betHistory.amount')} {formatWireIdr(row.amount)}
          </span>
          <span data-testid="bet-row-payout">
            {t('betHistory.payout')} {formatWireIdr(row.payout)}
          </span>
        </p>
        <p className="text-[11.5px] text-faint tabular-nums" data-testid="bet-row-multiplier" data-label={row.multiplierLabel}>
          {multiplierText(row)}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`text-sm font-extrabold tabular-nums ${netClass(row.net)}`} data-testid="bet-row-net" data-net={row.net}>
          {row.outcome === 'pending' ? '—' : formatNet(row.net)}
        </p>
        <p className="mt-0.5 text-[11px] text-faint tabular-nums">
          {row.createdAt >= startOfDay(0) ? formatClock(row.createdAt) : formatDateTime(row.createdAt)}
        </p>
      </div>
      <ChevronRight className="size-4 shrink-0 text-faint" aria-hidden="true" />
    </Link>
  );
}
