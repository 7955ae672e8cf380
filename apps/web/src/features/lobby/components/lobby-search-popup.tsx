/**
 * Game search (SPEC §2 "Game search", §5): the whole catalogue on the server, asked 300 ms after
 * typing stops and only from 3 characters; recent searches with "clear all"; a category scope that
 * follows the lobby tab it was opened from, with "search all games" when the scope finds nothing.
 */
import { Clock, Search, SearchX, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MIN_SEARCH_LENGTH, type SlotCategory } from '@kasino/shared/protocol/slots';
import { Button } from '../../../components/button.tsx';
import { FilterChips } from '../../../components/filter-chips.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { isSearchable, useSlotSearch } from '../api/slot-search.ts';
import { useFavorites } from '../hooks/use-favorites.ts';
import { useRecentQueries } from '../hooks/use-recent-queries.ts';
import { SlotCard, SlotCardSkeleton } from './slot-card.tsx';

type Scope = SlotCategory | 'all';
const scopes: readonly Scope[] = ['all', 'slot', 'live', 'fish', 'table', 'sports', 'lottery', 'instant', 'egames'];
/** The lobby tab a search was opened from sets its first scope. */
const scopeOfTab: Record<string, Scope> = { slot: 'slot', casinoGames: 'live', fish: 'fish', sport: 'sports' };

export function LobbySearchPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<Scope>(() => scopeOfTab[new URLSearchParams(location.search).get('tab') ?? ''] ?? 'all');
  const debounced = useDebouncedValue(query, 300);
  const recent = useRecentQueries();
  const favorites = useFavorites();
  const trimmed = query.trim();
  const tooShort = trimmed.length > 0 && [...trimmed].length < MIN_SEARCH_LENGTH;
  const active = isSearchable(debounced);
  const search = useSlotSearch(debounced, scope === 'all' ? undefined : scope);
  const results = search.data?.pages.flatMap((p) => p.list) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  // A search that found something is remembered once typing settles.
  const { remember } = recent;
  useEffect(() => {
    if (active && total > 0) remember(debounced);
  }, [active, debounced, remember, total]);

  return (
    <div className="flex min-h-full flex-col" data-testid="lobby-search">
      {/* The title stays with the field, clear of the frame's close button (top right). */}
      <div className="sticky top-0 z-10 bg-canvas">
        <h2 id={titleId} className="pt-4 pr-16 pl-4 text-lg font-extrabold">
          {t('search.title')}
        </h2>
        <form
          role="search"
          className="px-4 pt-3 pb-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (isSearchable(trimmed)) recent.remember(trimmed);
          }}
        >
          <div className="flex h-12 items-center gap-2.5 rounded-2xl border border-line bg-surface-2 px-3.5 focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25">
            <Search className="size-5 shrink-0 text-faint" aria-hidden="true" />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('search.placeholder')}
              aria-label={t('search.placeholder')}
              aria-describedby={tooShort ? 'search-min' : undefined}
              autoFocus
              enterKeyHint="search"
              maxLength={60}
              data-testid="search-input"
              className="h-full min-w-0 flex-1 bg-transparent text-[15px] outline-none [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          {tooShort && (
            <p id="search-min" className="mt-2 text-xs font-medium text-gold" data-testid="search-min-chars" role="status">
              {t('search.minChars')}
            </p>
          )}
          <div className="mt-2.5">
            <FilterChips
              label={t('search.title')}
              value={scope}
              onChange={setScope}
              size="sm"
              testIdPrefix="search-scope"
              options={scopes.map((s) => ({ value: s, label: s === 'all' ? t('slotLobby.all') : t(`slotLobby.categories.${s}`) }))}
            />
          </div>
        </form>
      </div>

      <div className="flex-1 px-4 pb-6">
        {!active && recent.entries.length > 0 && (
          <section className="mt-2" data-testid="recent-searches">
            <div className="mb-2 flex items-center justify-between">
              <h3 className="text-sm font-bold text-muted">{t('search.recent')}</h3>
              <button
                type="button"
                onClick={recent.clearAll}
                className="flex items-center gap-1 text-xs font-semibold text-muted hover:text-danger"
                data-testid="search-clear-all"
              >
                <Trash2 className="size-3.5" aria-hidden="true" />
                {t('search.clearAll')}
              </button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {recent.entries.map((entry) => (
                <li key={entry}>
                  <button
                    type="button"
                    onClick={() => setQuery(entry)}
                    className="flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1.5 text-sm text-fg hover:bg-surface-3"
                  >
                    <Clock className="size-3.5 text-faint" aria-hidden="true" />
                    {entry}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        {active && search.isPending && (
          <div className="mt-2 grid grid-cols-3 gap-2.5">
            {Array.from({ length: 6 }, (_, i) => (
              <SlotCardSkeleton key={i} />
            ))}
          </div>
        )}

        {active && results.length > 0 && (
          <section className="mt-2" data-testid="search-results">
            <h3 className="mb-2 text-sm font-bold text-muted">{t('slotLobby.searchResults', { count: total })}</h3>
            <div className="grid grid-cols-3 gap-2.5">
              {results.map((game) => (
                <SlotCard
                  key={game.id}
                  game={game}
                  favorite={favorites.isFavorite(game.id)}
                  onToggleFavorite={favorites.toggle}
                  onOpen={() => recent.remember(debounced)}
                />
              ))}
            </div>
            {search.hasNextPage && (
              <Button
                variant="secondary"
                block
                loading={search.isFetchingNextPage}
                onClick={() => void search.fetchNextPage()}
                className="mt-3"
              >
                {t('common.loadMore')}
              </Button>
            )}
          </section>
        )}

        {active && search.isSuccess && results.length === 0 && (
          <div className="flex flex-col items-center py-10 text-center" data-testid="search-no-result">
            <SearchX className="mb-3 size-12 text-faint" aria-hidden="true" />
            <p className="font-bold">{t('search.noResult', { query: debounced.trim() })}</p>
            <p className="mt-1 text-sm text-muted">{t('search.noResultBody')}</p>
            {scope !== 'all' && (
              <Button variant="outline" className="mt-4" onClick={() => setScope('all')} data-testid="search-all-games">
                {t('slotLobby.searchAllGames')}
              </Button>
            )}
          </div>
        )}

        {!active && recent.entries.length === 0 && !tooShort && (
          <p className="mt-10 text-center text-xs text-faint">{t('search.minChars')}</p>
        )}
      </div>
    </div>
  );
}
