/** A lobby tab for one category: players online, provider chips (`?firm=`), and the endless grid. */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { useOnlineCount } from '../api/online-count.ts';
import { useSlotProviders } from '../api/slot-providers.ts';
import { SlotGrid } from './slot-grid.tsx';

export function CategoryTab({ type }: { type: SlotCategory }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const providers = useSlotProviders(type);
  const online = useOnlineCount();
  const firm = params.get('firm') ?? '';
  const known = providers.data?.some((p) => p.id === firm) ?? true;
  const selected = known ? firm : '';

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('firm', value);
        else next.delete('firm');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const count = online.data?.byType[type];
  return (
    <div className="flex flex-col gap-3" data-testid={`category-${type}`}>
      <div className="flex items-center justify-between">
        <h2 className="text-[17px] font-extrabold">{t(`slotLobby.categories.${type}`)}</h2>
        {count !== undefined && count > 0 && (
          <span className="flex items-center gap-1.5 text-xs font-semibold text-muted" data-testid="online-count">
            <span className="size-2 animate-pulse rounded-full bg-accent" aria-hidden="true" />
            {t('slotLobby.onlineTotal', { players: count.toLocaleString('id-ID') })}
          </span>
        )}
      </div>
      <FilterChips
        label={t('slotLobby.providers')}
        value={selected}
        onChange={choose}
        size="sm"
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
