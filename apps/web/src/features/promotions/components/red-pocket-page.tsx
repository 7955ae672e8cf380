/**
 * `/red-pocket` (Angpao, login): today's drops, each with its time, pot and shares, how many are opened,
 * a countdown to opening or closing, and "Buka angpao" while the player may open it (today's deposit
 * reached, under the day's limit, not opened yet). An opened drop says what it paid; an empty or closed
 * one shows every share in claim order with the revealed seed and a link to recompute the split.
 */
import '../strings.ts';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import type { RedPocketDrop, RedPocketOpenAnswer, RedPocketState, RedPocketView } from '@kasino/shared/protocol/promo';
import { Gift, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { formatCountdown } from '../../../lib/format-time.ts';
import { useOpenPocket, usePocketClaims, useRedPocket, pocketVerifyHref } from '../api/red-pocket.ts';

const tones: Record<RedPocketState, ChipTone> = { upcoming: 'pending', open: 'success', empty: 'muted', closed: 'muted' };

export function RedPocketPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const view = useRedPocket();
  const [opened, setOpened] = useState<RedPocketOpenAnswer | null>(null);
  const now = useNow();
  const v = view.data;
  return (
    <div data-testid="pocket-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        <section className="rounded-3xl bg-gradient-to-br from-[#9f1239] to-[#4c0519] p-4 ring-1 ring-[#f5c451]/40">
          <Gift className="size-8 text-[#f5c451]" aria-hidden="true" />
          <p className="mt-2 text-[13px] text-white/85">{t('promo.pocket.intro')}</p>
          {v?.player && (
            <div className="mt-3 flex flex-col gap-1 text-[12.5px] text-white tabular-nums" data-testid="pocket-player">
              <span>{t('promo.pocket.deposited', { now: formatWireIdr(v.player.deposited), min: formatWireIdr(v.depositToday) })}</span>
              <span>{t('promo.pocket.opened', { n: v.player.opened, max: v.dailyLimit })}</span>
            </div>
          )}
        </section>
        {opened && <OpenedCard answer={opened} onClose={() => setOpened(null)} />}
        {v && !v.enabled && <p className="rounded-2xl bg-surface-2 p-3 text-[13px] text-muted">{t('promo.pocket.closed')}</p>}
        {!v ? (
          <Skeleton className="h-48 rounded-3xl" />
        ) : v.drops.length === 0 ? (
          <EmptyState icon={Gift} title={t('promo.pocket.empty')} body={t('promo.pocket.emptyBody')} testId="pocket-none" />
        ) : (
          <ul className="flex flex-col gap-3">
            {v.drops.map((drop) => (
              <DropCard key={drop.id} drop={drop} view={v} now={now} onOpened={setOpened} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The clock the countdowns read, ticking each second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function DropCard({
  drop,
  view,
  now,
  onOpened,
}: {
  drop: RedPocketDrop;
  view: RedPocketView;
  now: number;
  onOpened: (answer: RedPocketOpenAnswer) => void;
}) {
  const { t } = useTranslation();
  const open = useOpenPocket();
  const [showSplit, setShowSplit] = useState(false);
  const time = drop.key.slice(11);
  const failure = open.error
    ? isApiError(open.error) && open.error.kind === 'service'
      ? errorToastText(open.error)
      : t('promo.loadError')
    : undefined;
  const done = drop.state === 'empty' || drop.state === 'closed';
  const percent = Math.round((drop.claimed / drop.shares) * 100);
  return (
    <li className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="pocket-drop" data-state={drop.state} data-key={drop.key}>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 text-[16px] font-extrabold">{t('promo.pocket.at', { time })}</span>
        <StatusChip tone={tones[drop.state]}>{t(`promo.pocket.state.${drop.state}`)}</StatusChip>
      </div>
      <p className="mt-1 text-[13px] text-muted tabular-nums">
        {t('promo.pocket.pot', { pot: formatWireIdr(drop.pot), shares: drop.shares })} ·{' '}
        {t('promo.pocket.range', { min: formatWireIdr(drop.min), max: formatWireIdr(drop.max) })}
      </p>
      <div
        className="mt-2.5 h-2 overflow-hidden rounded-full bg-black/30"
        role="progressbar"
        aria-label={t('promo.pocket.progress', { claimed: drop.claimed, shares: drop.shares })}
        aria-valuemin={0}
        aria-valuemax={drop.shares}
        aria-valuenow={drop.claimed}
      >
        <div className="h-full rounded-full bg-gradient-to-r from-[#f43f5e] to-[#f5c451]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 flex justify-between text-[12px] text-muted tabular-nums">
        <span data-testid="pocket-progress">{t('promo.pocket.progress', { claimed: drop.claimed, shares: drop.shares })}</span>
        {drop.state === 'upcoming' && <span>{t('promo.pocket.opensIn', { time: formatCountdown(drop.opensAt - now) })}</span>}
        {drop.state === 'open' && <span>{t('promo.pocket.closesIn', { time: formatCountdown(drop.closesAt - now) })}</span>}
      </p>
      {drop.mine !== null ? (
        <p className="mt-3 text-center text-lg font-black text-gold tabular-nums" data-testid="pocket-mine">
          {t('promo.pocket.mine', { amount: formatWireIdr(drop.mine) })}
        </p>
      ) : (
        drop.state === 'open' && (
          <Button
            variant="gold"
            block
            className="mt-3"
            disabled={!view.enabled}
            loading={open.isPending}
            aria-label={t('promo.pocket.openLabel', { time })}
            data-testid="pocket-open"
            onClick={() => open.mutate(drop.id, { onSuccess: onOpened })}
          >
            {t('promo.pocket.open')}
          </Button>
        )
      )}
      <FormError message={failure} testId="pocket-error" />
      {done && (
        <button
          type="button"
          className="mt-2 text-[13px] font-semibold text-accent"
          onClick={() => setShowSplit((s) => !s)}
          data-testid="pocket-split-toggle"
        >
          {showSplit ? t('promo.pocket.splitHide') : t('promo.pocket.split')}
        </button>
      )}
      {showSplit && <Split drop={drop} />}
    </li>
  );
}

function Split({ drop }: { drop: RedPocketDrop }) {
  const { t } = useTranslation();
  const claims = usePocketClaims(drop.id, true);
  return (
    <div className="mt-2 flex flex-col gap-2" data-testid="pocket-split">
      {claims.data?.length === 0 && <p className="text-[12.5px] text-muted">{t('promo.pocket.splitEmpty')}</p>}
      <ol className="flex flex-col gap-1 text-[12.5px] tabular-nums">
        {claims.data?.map((c) => (
          <li key={c.seq} className="flex justify-between rounded-lg bg-surface-2 px-2.5 py-1.5" data-testid="pocket-share">
            <span className="text-muted">
              {c.seq}. {c.user}
            </span>
            <span className="font-bold">{formatWireIdr(c.amount)}</span>
          </li>
        ))}
      </ol>
      <p className="font-mono text-[11px] break-all text-faint">{t('promo.pocket.seedHash', { hash: drop.seedHash })}</p>
      {drop.seed ? (
        <>
          <p className="font-mono text-[11px] break-all text-muted">{t('promo.pocket.seed', { seed: drop.seed })}</p>
          <Link to={pocketVerifyHref(drop)} className={buttonClass('outline', 'sm', 'gap-1.5 self-start')} data-testid="pocket-verify">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('promo.pocket.verify')}
          </Link>
        </>
      ) : (
        <p className="text-[12px] text-muted">{t('promo.pocket.sealed')}</p>
      )}
    </div>
  );
}

function OpenedCard({ answer, onClose }: { answer: RedPocketOpenAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const won = (parseAmount(answer.amount) ?? 0n) > 0n;
  return (
    <section
      role="status"
      className="animate-pop-in rounded-3xl bg-gradient-to-b from-[#dc2626] to-[#7f1d1d] p-5 text-center ring-2 ring-[#f5c451]"
      data-testid="pocket-opened"
    >
      <p className="text-[13px] font-bold text-[#fde68a]">{t('promo.pocket.openedTitle')}</p>
      <p className="mt-1 text-3xl font-black text-[#f5c451] tabular-nums">{won ? formatWireIdr(answer.amount) : '—'}</p>
      <p className="mt-1 text-[12.5px] text-white/85">
        {answer.pending
          ? t('promo.pocket.openedKept', { seq: answer.seq, reason: answer.pending })
          : t('promo.pocket.openedBody', { seq: answer.seq })}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onClose}>
        {t('common.close')}
      </Button>
    </section>
  );
}
