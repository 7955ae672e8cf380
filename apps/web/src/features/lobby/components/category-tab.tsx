/**
 * A lobby tab for its categories (Kasino holds live casino and table games, `?type=` picks one):
 * players online, provider chips (`?firm=`), and the endless grid.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { useOnlineCount } from '../api/online-count.ts';
import { useSlotProviders } from '../api/slot-providers.ts';
import { SlotGrid } from './slot-grid.tsx';
import { formatCount } from '../../../lib/format-number.ts';

/** The categories a tab lists, the first shown unless `?type=` names another. */
export type TabCategories = readonly [SlotCategory, ...SlotCategory[]];

export function CategoryTab({ types }: { types: TabCategories }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = types.find((c) => c === params.get('type')) ?? types[0];
  const providers = useSlotProviders(type);
  const online = useOnlineCount();
  const firm = params.get('firm') ?? '';
  const known = providers.data?.some((p) => p.id === firm) ?? true;
  const selected = known ? firm : '';

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const choose = (value: string) => update((next) => (value ? next.set('firm', value) : next.delete('firm')));
  // Another category has other providers: its list starts from all of them.
  const chooseType = (value: SlotCategory) =>
    update((next) => {
      next.delete('firm');
      if (value === types[0]) next.delete('type');
      else next.set('type', value);
    });

  const count = online.data?.byType[type];
  return (
    <div className="flex flex-col gap-3" data-testid={`category-${type}`}>
      <div className="flex items-center justify-between">
        {types.length === 1 ? (
          <h2 className="text-[17px] font-extrabold">{t(`slotLobby.categories.${type}`)}</h2>
        ) : (
          <div role="radiogroup" aria-label={t('slotLobby.categoriesLabel')} className="flex gap-4">
            {types.map((c) => (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={c === type}
                onClick={() => chooseType(c)}
                data-testid={`category-type-${c}`}
                className={`min-h-11 text-[17px] font-extrabold transition ${c === type ? 'text-fg' : 'text-muted hover:text-fg'}`}
              >
                {t(`slotLobby.categories.${c}`)}
              </button>
            ))}
          </div>
        )}
        {count !== undefined && count > 0 && (
          <span className="flex items-center gap-1.5 text-xs font-semibold text-muted" data-testid="online-count">
            {/* Blinks when the count changes. */}
            <span key={count} className="size-2 rounded-full bg-accent motion-safe:animate-blink" aria-hidden="true" />
            {t('slotLobby.onlineTotal', { players: formatCount(count) })}
          </span>
        )}
      </div>
      <FilterChips
        label={t('slotLobby.providers')}
        value={selected}
        onChange={choose}
        size="sm"
        gutter="px-3"
        testIdPrefix="firm"
        options={[
          { value: '', label: t('slotLobby.allProviders') },
          ...(providers.data ?? []).map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
      <SlotGrid key={`${type}:${selected}`} filter={{ type, ...(selected ? { firm: selected } : {}) }} />
    </div>
  );
}
