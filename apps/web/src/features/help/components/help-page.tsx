/**
 * `/help` (Pusat Bantuan): a search over every answer (as the player types, after a short pause), the
 * topics as a grid, and quick links to the terms, the privacy policy and the contact page. A search
 * hit opens its topic with that answer unfolded.
 */
import '../strings.ts';
import { ChevronRight, FileText, Headset, Search, SearchX, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { docKeys, helpTopics } from '@kasino/shared/protocol/help';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useHelpSearch } from '../api/help.ts';
import { topicIcons } from './topic-icons.ts';

export function HelpPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const searching = q.length >= 2;

  return (
    <div data-testid="help-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-5 px-4 pt-4 pb-8">
        <section className="rounded-3xl bg-gradient-to-br from-accent/20 via-surface-1 to-surface-1 p-4 ring-1 ring-line/60">
          <h2 className="mb-3 text-lg font-extrabold">{t('help.heading')}</h2>
          <label className="relative block">
            <span className="sr-only">{t('help.searchLabel')}</span>
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-faint" aria-hidden="true" />
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('help.searchPlaceholder')}
              maxLength={80}
              data-testid="help-search"
              className="h-12 w-full rounded-2xl border border-line bg-canvas/70 pr-11 pl-11 text-[15px] outline-none placeholder:text-faint focus:border-accent"
            />
            {query && (
              <button
                type="button"
                onClick={() => setQuery('')}
                aria-label={t('help.searchClear')}
                className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-surface-2"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </label>
        </section>

        {searching ? <SearchResults q={q} /> : <Topics />}

        <section className="flex flex-col gap-2">
          <QuickLink to={`/help/article/${docKeys.terms}`} icon={FileText} label={t('help.terms')} testId="help-terms-link" />
          <QuickLink to={`/help/article/${docKeys.privacy}`} icon={ShieldCheck} label={t('help.privacy')} testId="help-privacy-link" />
          <QuickLink to="/help/contact" icon={Headset} label={t('help.contact')} body={t('help.contactBody')} testId="help-contact-link" />
        </section>
      </div>
    </div>
  );
}

function Topics() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('help.topicsLabel')}>
      <ul className="grid grid-cols-2 gap-2.5" data-testid="help-topics">
        {helpTopics.map((topic) => {
          const Icon = topicIcons[topic];
          return (
            <li key={topic}>
              <Link
                to={`/help/${topic}`}
                data-testid={`help-topic-${topic}`}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line/60 bg-surface-1 p-3.5 transition hover:border-accent/40 active:scale-[0.98]"
              >
                <span className="grid size-10 place-items-center rounded-xl bg-accent/12 text-accent">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-[14px] leading-tight font-bold">{t(`help.topics.${topic}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const search = useHelpSearch(q);
  if (search.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('help.searching')}>
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-16 rounded-2xl" />
      </div>
    );
  }
  const hits = search.data?.list ?? [];
  if (search.isError || hits.length === 0) {
    return <EmptyState icon={SearchX} title={t('help.noResults', { q })} body={t('help.noResultsBody')} testId="help-no-results" />;
  }
  return (
    <section aria-live="polite">
      <p className="mb-2 text-xs font-semibold text-faint">{t('help.results', { count: hits.length })}</p>
      <ul className="flex flex-col gap-2" data-testid="help-results">
        {hits.map((hit) => (
          <li key={hit.key}>
            <Link
              to={hit.module === 'legal' ? `/help/article/${hit.key}` : `/help/${hit.module}#${hit.key}`}
              data-testid="help-result"
              className="block rounded-2xl border border-line/60 bg-surface-1 p-3.5 transition hover:border-accent/40"
            >
              <span className="block text-[14.5px] font-bold">{hit.title}</span>
              <span className="mt-0.5 block text-xs text-faint">{t(`help.topics.${hit.module}`)}</span>
              <span className="mt-1.5 line-clamp-2 block text-[13px] text-muted">{hit.snippet}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuickLink(props: { to: string; icon: typeof FileText; label: string; body?: string; testId: string }) {
  const Icon = props.icon;
  return (
    <Link
      to={props.to}
      data-testid={props.testId}
      className="flex items-center gap-3 rounded-2xl border border-line/60 bg-surface-1 p-3.5 transition hover:border-accent/40"
    >
      <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-[14.5px] font-bold">{props.label}</span>
        {props.body && <span className="text-xs text-muted">{props.body}</span>}
      </span>
      <ChevronRight className="size-5 text-faint" aria-hidden="true" />
    </Link>
  );
}
