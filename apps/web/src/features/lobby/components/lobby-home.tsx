/**
 * The lobby tab's catalogue part: the player's favourites and recent titles, then the server's
 * recommendation rows (each linking to its full list), then the provider strip.
 */
import { ChevronRight, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotHomeRow } from '@kasino/shared/protocol/slots';
import { useRecentGames } from '../api/recent-games.ts';
import { useSlotHome } from '../api/slot-home.ts';
import { useSlotProviders } from '../api/slot-providers.ts';
import { useFavorites } from '../hooks/use-favorites.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useRevealedCount } from '../../../lib/use-revealed-count.ts';
import { GameRow } from './game-row.tsx';

/** Where a row's "see all" goes: the lobby tab of its category (the table games are Kasino's second list). */
const seeAllOfType: Record<string, string> = {
  slot: '/?tab=slot',
  live: '/?tab=casinoGames',
  table: '/?tab=casinoGames&type=table',
  fish: '/?tab=fish',
  sports: '/?tab=sport',
};

const seeAllOf = (row: SlotHomeRow): string | undefined => (row.type ? seeAllOfType[row.type] : undefined);

export function LobbyHome() {
  const { t } = useTranslation();
  const home = useSlotHome();
  const recent = useRecentGames();
  const favorites = useFavorites();
  // In-house games have their own section on the lobby; the row would repeat them.
  const rows = (home.data ?? []).filter((row) => row.key !== 'inHouse');
  // A dozen rows of game cards arrive at once: rendered a row at a time, they never block a tap.
  const revealed = useRevealedCount(rows.length);
  return (
    <>
      <GameRow id="favorites" title={t('slotLobby.favorites')} games={favorites.list} />
      <GameRow id="recent" title={t('slotLobby.recent')} games={recent.data ?? []} />
      {home.isPending && <GameRow id="loading" title={t('lobby.thirdPartyTitle')} games={[]} loading />}
      {home.isError && (
        <EmptyState
          icon={RefreshCw}
          title={t('slotLobby.loadError')}
          testId="lobby-home-error"
          action={
            <Button variant="secondary" onClick={() => void home.refetch()}>
              {t('slotLobby.retry')}
            </Button>
          }
        />
      )}
      {rows.slice(0, revealed).map((row) => (
        <GameRow key={row.key} id={row.key} title={row.title} games={row.list} seeAll={seeAllOf(row)} />
      ))}
      {/* After the last row: not while the rows are still loading (no rows yet is not all of them). */}
      {home.isSuccess && revealed === rows.length && <ProviderStrip />}
    </>
  );
}

function ProviderStrip() {
  const { t } = useTranslation();
  const providers = useSlotProviders();
  const list = (providers.data ?? []).filter((p) => p.id !== 'kasino');
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="providers-title">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="providers-title" className="flex items-center gap-1.5 text-[16px] font-extrabold">
          <span className="inline-block h-4 w-1 rounded-full bg-wingo-violet" aria-hidden="true" />
          {t('slotLobby.providers')}
        </h2>
        <Link
          to="/game-provider"
          className="flex items-center text-xs font-semibold text-muted hover:text-accent"
          data-testid="providers-see-all"
        >
          {t('slotLobby.seeAll')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="no-scrollbar -mx-3 flex gap-2 overflow-x-auto px-3">
        {list.map((p) => (
          <li key={p.id} className="shrink-0">
            <Link
              to={`/game-provider?firm=${p.id}`}
              className="flex h-10 items-center gap-2 rounded-xl bg-surface-1 px-3 text-xs font-extrabold ring-1 ring-line/60 hover:ring-accent/50"
            >
              <span className="size-2.5 rounded-full" style={{ background: p.logoColor }} aria-hidden="true" />
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
