/**
 * Cool-off (24 h, 7 days, 30 days) and self-exclusion (6 months, 1 year, permanent). Starting one
 * takes a strong confirmation: the warning, a checkbox and the typed word JEDA. While one is active
 * the card says until when, and only longer choices stay available (the server refuses the rest).
 */
import '../strings.ts';
import { Ban, Hourglass, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockDurationIds, blockDurations, type BlockDuration, type BlockView } from '@kasino/shared/protocol/protection';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useStartBlock } from '../api/protection.ts';

const HOUR = 3_600_000;

/** When a block of `duration` chosen now would end (null: never); months as calendar months. */
export function plannedEnd(duration: BlockDuration, now: number): number | null {
  const d = blockDurations[duration];
  if ('hours' in d) return now + d.hours * HOUR;
  if ('months' in d) {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + d.months);
    return end.getTime();
  }
  return null;
}

/** Whether choosing `duration` now would end later than the active block (the only change allowed). */
const wouldExtend = (active: BlockView | null, duration: BlockDuration, now: number): boolean => {
  if (!active) return true;
  if (active.until === null) return false;
  const end = plannedEnd(duration, now);
  return end === null || end > active.until;
};

export function ActiveBlockBanner({ block }: { block: BlockView }) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      data-testid="block-active"
      className="flex items-start gap-3 rounded-3xl border border-danger/40 bg-danger/10 p-4"
    >
      <Ban className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden="true" />
      <div>
        <p className="text-[15px] font-extrabold">
          {block.kind === 'cool_off' ? t('protection.block.activeCoolOff') : t('protection.block.activeSelfExclusion')}
        </p>
        <p className="text-[13px] font-semibold text-[#ffb4b4]" data-testid="block-until">
          {block.until === null ? t('protection.block.forever') : t('protection.block.until', { time: formatDateTime(block.until) })}
        </p>
        <p className="mt-1 text-[12.5px] text-muted">{t('protection.block.activeBody')}</p>
      </div>
    </section>
  );
}

export function BlockSection({ block, now }: { block: BlockView | null; now: number }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<BlockDuration | null>(null);
  const groups = [
    { kind: 'cool_off', title: t('protection.block.coolOff'), icon: Hourglass },
    { kind: 'self_exclusion', title: t('protection.block.selfExclusion'), icon: ShieldAlert },
  ] as const;
  return (
    <section className="rounded-3xl border border-line/60 bg-surface-1 p-4" data-testid="block-section">
      <h2 className="text-[15px] font-extrabold">{t('protection.block.title')}</h2>
      <p className="mt-1 text-[12.5px] text-muted">{t('protection.block.body')}</p>
      {block && <p className="mt-2 text-[12.5px] font-semibold text-gold">{t('protection.block.extendOnly')}</p>}
      {groups.map(({ kind, title, icon: Icon }) => (
        <div key={kind} className="mt-3">
          <h3 className="mb-2 flex items-center gap-1.5 text-[13px] font-bold text-muted">
            <Icon className="size-4" aria-hidden="true" />
            {title}
          </h3>
          <div className="grid grid-cols-3 gap-2">
            {blockDurationIds
              .filter((d) => blockDurations[d].kind === kind)
              .map((duration) => (
                <Button
                  key={duration}
                  variant={kind === 'self_exclusion' ? 'danger' : 'outline'}
                  size="md"
                  disabled={!wouldExtend(block, duration, now)}
                  onClick={() => setChosen(duration)}
                  data-testid={`block-${duration}`}
                >
                  {t(`protection.block.durations.${duration}`)}
                </Button>
              ))}
          </div>
        </div>
      ))}
      <BottomSheet
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={
          chosen
            ? t('protection.block.confirmTitle', {
                kind: blockDurations[chosen].kind === 'cool_off' ? t('protection.block.coolOff') : t('protection.block.selfExclusion'),
                duration: t(`protection.block.durations.${chosen}`).toLowerCase(),
              })
            : ''
        }
        testId="block-confirm"
      >
        {chosen && <ConfirmBlock key={chosen} duration={chosen} now={now} onDone={() => setChosen(null)} />}
      </BottomSheet>
    </section>
  );
}

function ConfirmBlock({ duration, now, onDone }: { duration: BlockDuration; now: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartBlock();
  const word = t('protection.block.confirmWord');
  const end = plannedEnd(duration, now);
  const span =
    end === null ? t('protection.block.confirmSpanForever') : t('protection.block.confirmSpanUntil', { time: formatDateTime(end) });
  const ready = understood && typed.trim().toUpperCase() === word;

  const confirm = async () => {
    setError(null);
    try {
      await start.mutateAsync(duration);
      notify.success(t('protection.block.started'));
      onDone();
    } catch (caught) {
      setError(isApiError(caught) ? errorToastText(caught) : t('protection.loadError'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p
        className="flex gap-2.5 rounded-2xl border border-danger/40 bg-danger/10 p-3 text-[13px] leading-snug text-[#ffd0d0]"
        data-testid="block-warning"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
        {t('protection.block.confirmWarning', { span })}
      </p>
      <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-surface-2/70 p-3 text-[13px]">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-[var(--color-danger)]"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
          data-testid="block-understood"
        />
        <span>{t('protection.block.confirmCheck')}</span>
      </label>
      <label className="flex flex-col gap-1.5 text-[13px] font-semibold text-muted">
        {t('protection.block.confirmType', { word })}
        <input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          className="h-12 rounded-xl border border-line bg-surface-2 px-3 text-base font-bold tracking-widest text-fg outline-none focus:border-danger"
          data-testid="block-type"
        />
      </label>
      <FormError message={error ?? undefined} testId="block-error" />
      <Button
        variant="danger"
        size="lg"
        block
        disabled={!ready}
        loading={start.isPending}
        onClick={() => void confirm()}
        data-testid="block-submit"
      >
        {t('protection.block.confirmButton')}
      </Button>
    </div>
  );
}
