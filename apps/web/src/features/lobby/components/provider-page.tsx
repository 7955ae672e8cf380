/** `/game-provider`: every provider as a tile; choosing one (`?firm=`) lists its titles by category. */
import { Building2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { slotCategories, type SlotCategory } from '@kasino/shared/protocol/slots';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useSlotProviders } from '../api/slot-providers.ts';
import { SlotGrid } from './slot-grid.tsx';

const isCategory = (value: string | null): value is SlotCategory => (slotCategories as readonly string[]).includes(value ?? '');

export function ProviderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const providers = useSlotProviders();
  const firm = params.get('firm');
  const provider = providers.data?.find((p) => p.id === firm);
  const rawType = params.get('type');
  const type = isCategory(rawType) && provider?.types.includes(rawType) ? rawType : undefined;
  useDocumentTitle(provider ? provider.name : t('slotLobby.providers'));

  if (provider) {
    const chooseType = (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('type', value);
          else next.delete('type');
          return next;
        },
        { replace: true },
      );
    return (
      <div data-testid={`provider-${provider.id}`}>
        <PageHeader title={provider.name} />
        <div className="flex flex-col gap-3 px-3 pt-3 pb-6">
          <p className="text-xs text-muted">{t('slotLobby.gamesCount', { count: provider.games })}</p>
          {provider.types.length > 1 && (
            <FilterChips
              label={t('slotLobby.providers')}
              value={type ?? ''}
              onChange={chooseType}
              size="sm"
              gutter="px-3"
              options={[
                { value: '', label: t('slotLobby.all') },
                ...provider.types.map((c) => ({ value: c, label: t(`slotLobby.categories.${c}`) })),
              ]}
            />
          )}
          <SlotGrid key={`${provider.id}:${type ?? ''}`} filter={{ firm: provider.id, ...(type ? { type } : {}) }} />
        </div>
      </div>
    );
  }

  return (
    <div data-testid="provider-page">
      <PageHeader title={t('slotLobby.providers')} />
      <div className="px-3 pt-3 pb-6">
        <p className="mb-3 text-xs text-muted">{t('slotLobby.providersBody')}</p>
        {providers.isPending && (
          <div className="grid grid-cols-2 gap-2.5">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        )}
        {providers.isError && <EmptyState icon={Building2} title={t('slotLobby.loadError')} />}
        <ul className="grid grid-cols-2 gap-2.5">
          {(providers.data ?? []).map((p) => (
            <li key={p.id}>
              <Link
                to={`/game-provider?firm=${p.id}`}
                data-testid={`provider-tile-${p.id}`}
                className="relative flex h-20 flex-col justify-center overflow-hidden rounded-2xl bg-surface-1 px-3 ring-1 ring-line/60 transition hover:ring-accent/50 active:scale-[0.98]"
              >
                <span
                  className="absolute -top-6 -right-6 size-16 rounded-full opacity-40 blur-xl"
                  style={{ background: p.logoColor }}
                  aria-hidden="true"
                />
                <span className="truncate text-sm font-extrabold" style={{ color: p.logoColor }}>
                  {p.name}
                </span>
                <span className="mt-0.5 truncate text-[11px] text-muted">
                  {t('slotLobby.gamesCount', { count: p.games })} · {p.types.map((c) => t(`slotLobby.categories.${c}`)).join(', ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
