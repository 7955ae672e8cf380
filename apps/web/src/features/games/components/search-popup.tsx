/**
 * Game search (SPEC §2 "Game search"): at least 3 characters, recent searches with clear all, a
 * no-result view and "search all games". The in-house games are searchable now; the third-party
 * catalogue arrives later and says so.
 */
import { Clock, Search, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { searchInHouseGames } from '../game-catalogue.ts';
import { useRecentSearches } from '../hooks/use-recent-searches.ts';
import { GameCard } from './game-card.tsx';

/** SPEC §5 / §9: search needs at least 3 characters. */
export const SEARCH_MIN_CHARS = 3;

export function SearchPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [searchedAll, setSearchedAll] = useState(false);
  const recent = useRecentSearches();
  const trimmed = query.trim();
  const longEnough = trimmed.length >= SEARCH_MIN_CHARS;
  const results = longEnough ? searchInHouseGames(trimmed, (game) => t(`games.blurbs.${game.id}`)) : [];

  const change = (value: string) => {
    setQuery(value);
    setSearchedAll(false);
  };

  return (
    <div className="flex min-h-full flex-col">
      <h2 id={titleId} className="px-4 pt-4 text-lg font-extrabold">
        {t('search.title')}
      </h2>
      <form
        role="search"
        className="sticky top-0 z-10 bg-canvas px-4 pt-3 pb-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (longEnough) recent.remember(trimmed);
        }}
      >
        <div className="flex h-12 items-center gap-2.5 rounded-2xl border border-line bg-surface-2 px-3.5 focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25">
          <Search className="size-5 shrink-0 text-faint" aria-hidden="true" />
          <input
            type="search"
            value={query}
            onChange={(event) => change(event.target.value)}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            autoFocus
            enterKeyHint="search"
            data-testid="search-input"
            className="h-full min-w-0 flex-1 bg-transparent text-[15px] outline-none [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
        {trimmed.length > 0 && !longEnough && (
          <p className="mt-2 text-xs font-medium text-gold" data-testid="search-min-chars">
            {t('search.minChars')}
          </p>
        )}
      </form>

      <div className="flex-1 px-4 pb-6">
        {!longEnough && recent.entries.length > 0 && (
          <section className="mt-1">
            <div className="mb-2 flex items-center justify-between">
              <h3 className="text-sm font-bold text-muted">{t('search.recent')}</h3>
              <button type="button" onClick={recent.clearAll} className="flex items-center gap-1 text-xs font-semibold text-muted hover:text-danger">
                <Trash2 className="size-3.5" aria-hidden="true" />
                {t('search.clearAll')}
              </button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {recent.entries.map((entry) => (
                <li key={entry}>
                  <button type="button" onClick={() => change(entry)} className="flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1.5 text-sm text-fg hover:bg-surface-3">
                    <Clock className="size-3.5 text-faint" aria-hidden="true" />
                    {entry}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        {longEnough && results.length > 0 && (
          <section className="mt-1">
            <h3 className="mb-2 text-sm font-bold text-muted">{t('search.inHouseResults')}</h3>
            <div className="grid grid-cols-3 gap-2.5">
              {results.map((game) => (
                <GameCard key={game.id} game={game} onOpen={() => recent.remember(trimmed)} />
              ))}
            </div>
          </section>
        )}

        {longEnough && results.length === 0 && (
          <div className="flex flex-col items-center py-10 text-center" data-testid="search-no-result">
            <SearchX className="mb-3 size-12 text-faint" aria-hidden="true" />
            <p className="font-bold">{t('search.noResult', { query: trimmed })}</p>
            <p className="mt-1 text-sm text-muted">{t('search.noResultBody')}</p>
          </div>
        )}

        {longEnough && (
          <div className="mt-5 flex flex-col items-center gap-2">
            <button
              type="button"
              onClick={() => {
                recent.remember(trimmed);
                setSearchedAll(true);
              }}
              className="rounded-full border border-line px-4 py-2 text-sm font-semibold text-accent hover:border-accent"
            >
              {t('search.searchAll')}
            </button>
            {searchedAll && <p className="text-center text-xs text-muted">{t('search.catalogueSoon')}</p>}
          </div>
        )}

        {!longEnough && <p className="mt-8 text-center text-xs text-faint">{t('search.catalogueSoon')}</p>}
      </div>
    </div>
  );
}
