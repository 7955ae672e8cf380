/**
 * One kind of limit (deposit or loss) for the three WIB calendar periods: the limit in force, how
 * much of it the period has used, a waiting raise or removal with the time it applies, and an edit
 * sheet (lowering applies at once; raising or removing waits 24 h).
 */
import '../strings.ts';
import { ArrowDownToLine, Clock3, TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatWireIdr, parseAmount } from '@kasino/shared/money';
import type { LimitKind, LimitView } from '@kasino/shared/protocol/protection';
import { AmountInput } from '../../../components/amount-input.tsx';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useSetLimit } from '../api/protection.ts';

const kindIcons = { deposit: ArrowDownToLine, loss: TrendingDown } as const;

/**
 * What the period's figure means: a loss limit's `used` is the net loss, so a negative figure is a net
 * win (shown as such, never as "Rp -9.020 used"); the limit is then untouched.
 */
export function usage(limit: Pick<LimitView, 'kind' | 'used'>): { netWin: bigint | null } {
  const used = parseAmount(limit.used) ?? 0n;
  return { netWin: limit.kind === 'loss' && used < 0n ? -used : null };
}

/** Share of the limit used, 0-100, for the bar. */
function usedPercent(limit: LimitView): number {
  const amount = limit.amount === null ? null : parseAmount(limit.amount);
  const used = parseAmount(limit.used) ?? 0n;
  if (!amount || used <= 0n) return 0;
  return Math.min(100, Number((used * 100n) / amount));
}

export function LimitCard({ kind, limits }: { kind: LimitKind; limits: LimitView[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<LimitView | null>(null);
  const Icon = kindIcons[kind];
  return (
    <section className="rounded-3xl border border-line/60 bg-surface-1 p-4" data-testid={`limits-${kind}`}>
      <div className="mb-3 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent ring-1 ring-accent/25">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-[15px] font-extrabold">{t(`protection.kinds.${kind}.title`)}</h2>
          <p className="text-[12.5px] text-muted">{t(`protection.kinds.${kind}.body`)}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-2">
        {limits.map((limit) => {
          const percent = usedPercent(limit);
          const { netWin } = usage(limit);
          const id = `${kind}-${limit.period}`;
          return (
            <li key={limit.period} className="rounded-2xl bg-surface-2/70 p-3 ring-1 ring-line/40" data-testid={`limit-${id}`}>
              <div className="flex items-center gap-2">
                <span className="w-20 text-[13px] font-semibold text-muted">{t(`protection.periods.${limit.period}`)}</span>
                <span
                  className={`flex-1 text-[15px] font-extrabold tabular-nums ${limit.amount ? 'text-fg' : 'text-faint'}`}
                  data-testid={`limit-${id}-amount`}
                >
                  {limit.amount ? formatWireIdr(limit.amount) : t('protection.noLimit')}
                </span>
                <Button size="sm" variant="secondary" onClick={() => setEditing(limit)} data-testid={`limit-${id}-edit`}>
                  {limit.amount ? t('protection.edit') : t('protection.set')}
                </Button>
              </div>
              {limit.amount ? (
                <>
                  <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
                    <div
                      className={`h-full rounded-full transition-[width] ${percent >= 100 ? 'bg-danger' : percent >= 80 ? 'bg-gold' : 'bg-accent'}`}
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                  <p className="mt-1.5 text-[12px] text-muted tabular-nums" data-testid={`limit-${id}-used`}>
                    {netWin !== null
                      ? t('protection.netWin', { amount: formatIdr(netWin), limit: formatWireIdr(limit.amount) })
                      : t('protection.used', { used: formatWireIdr(limit.used), limit: formatWireIdr(limit.amount) })}
                  </p>
                </>
              ) : (
                <p className="mt-1 text-[12px] text-faint tabular-nums" data-testid={`limit-${id}-used`}>
                  {netWin !== null
                    ? t('protection.netWinNoLimit', { amount: formatIdr(netWin) })
                    : t('protection.usedNoLimit', { used: formatWireIdr(limit.used) })}
                </p>
              )}
              {limit.pending && (
                <p
                  className="mt-1.5 flex items-center gap-1.5 rounded-lg bg-gold/10 px-2 py-1 text-[12px] font-semibold text-gold"
                  data-testid={`limit-${id}-pending`}
                >
                  <Clock3 className="size-3.5 shrink-0" aria-hidden="true" />
                  {limit.pending.amount
                    ? t('protection.pending', { amount: formatWireIdr(limit.pending.amount), time: formatDateTime(limit.pending.from) })
                    : t('protection.pendingRemove', { time: formatDateTime(limit.pending.from) })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <LimitSheet limit={editing} onClose={() => setEditing(null)} />
    </section>
  );
}

function LimitSheet({ limit, onClose }: { limit: LimitView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={limit !== null}
      onClose={onClose}
      title={
        limit
          ? t('protection.sheetTitle', {
              kind: t(`protection.kinds.${limit.kind}.title`),
              period: t(`protection.periods.${limit.period}`).toLowerCase(),
            })
          : ''
      }
      testId="limit-sheet"
    >
      {limit && <LimitForm key={`${limit.kind}-${limit.period}`} limit={limit} onDone={onClose} />}
    </BottomSheet>
  );
}

function LimitForm({ limit, onDone }: { limit: LimitView; onDone: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(limit.pending?.amount ?? limit.amount ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetLimit();

  const submit = async (value: string | null) => {
    setError(null);
    if (value !== null && (parseAmount(value) ?? 0n) <= 0n) {
      setError(t('protection.amount'));
      return;
    }
    try {
      const view = await save.mutateAsync({ kind: limit.kind, period: limit.period, amount: value });
      const after = view.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      notify.success(
        after?.pending ? t('protection.savedPending', { time: formatDateTime(after.pending.from) }) : t('protection.savedNow'),
      );
      onDone();
    } catch (caught) {
      setError(isApiError(caught) ? errorToastText(caught) : t('protection.loadError'));
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(amount);
      }}
    >
      {limit.amount && (
        <p className="text-[13px] text-muted">{t('protection.current', { amount: formatIdr(parseAmount(limit.amount) ?? 0n) })}</p>
      )}
      <AmountInput label={t('protection.amount')} value={amount} onChange={setAmount} testId="limit-amount" />
      <p className="rounded-xl bg-surface-2 px-3 py-2 text-[12.5px] leading-snug text-muted">{t('protection.ruleNote')}</p>
      <FormError message={error ?? undefined} testId="limit-error" />
      <Button type="submit" size="lg" block loading={save.isPending} data-testid="limit-save">
        {t('protection.save')}
      </Button>
      {limit.amount && (
        <Button variant="ghost" block onClick={() => void submit(null)} disabled={save.isPending} data-testid="limit-remove">
          {t('protection.remove')}
        </Button>
      )}
    </form>
  );
}
