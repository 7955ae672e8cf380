/**
 * `/activity/continuous` (Setoran Beruntun): the player's streak in days with today's deposits against
 * the daily minimum and the way to deposit, the streak as a day track up to the next milestone (the top
 * one once all are reached), every milestone with its state (a waiting grant is claimed here or in the
 * Bonus tab), and the rules. A visitor sees the milestones, the rules and a log-in card.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import type { ContinuousMilestone, ContinuousMilestoneState, ContinuousView } from '@kasino/shared/protocol/promo';
import { Check, Flame, Gift, PauseCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { notify } from '../../../lib/toast.ts';
import { useContinuous } from '../api/continuous.ts';
import { useClaimGrant } from '../api/promo.ts';
import { LoginCard } from './login-card.tsx';

const tones: Record<ContinuousMilestoneState, ChipTone> = {
  upcoming: 'muted',
  reached: 'pending',
  granted: 'pending',
  claimed: 'success',
  expired: 'muted',
};

/** "2026-11-20" → "20/11". */
const shortDate = (date: string) => date.slice(5).split('-').reverse().join('/');

export function ContinuousPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const view = useContinuous(loggedIn);
  const v = view.data;
  const ended = isApiError(view.error) && view.error.code === 1028;
  return (
    <div data-testid="continuous-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {v ? (
          <>
            {loggedIn && v.player ? (
              <StreakCard view={v} />
            ) : (
              <>
                <p className="text-[13.5px] text-muted" data-testid="continuous-intro">
                  {t('promo.continuous.intro', { min: formatWireIdr(v.minDaily) })}
                </p>
                <LoginCard />
              </>
            )}
            <DayTrack view={v} />
            <Milestones view={v} />
            <Rules view={v} />
          </>
        ) : ended ? (
          <EmptyState
            icon={PauseCircle}
            title={t('promo.continuous.ended')}
            body={t('promo.continuous.endedBody')}
            testId="continuous-ended"
            action={
              <Link to="/activity" className={buttonClass('secondary', 'md')}>
                {t('promo.continuous.toBonus')}
              </Link>
            }
          />
        ) : view.isError ? (
          <div className="rounded-2xl bg-surface-1 p-4 text-center ring-1 ring-line/60" role="alert" data-testid="continuous-error">
            <p className="text-sm text-muted">{t('promo.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void view.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4" data-testid="continuous-loading">
            <Skeleton className="h-40 rounded-3xl" />
            <Skeleton className="h-32 rounded-3xl" />
            <Skeleton className="h-48 rounded-3xl" />
          </div>
        )}
      </div>
    </div>
  );
}

/** The streak in days, today's deposits against the minimum, what is missing, and the deposit button. */
function StreakCard({ view: v }: { view: ContinuousView }) {
  const { t } = useTranslation();
  const p = v.player!;
  const min = Number(v.minDaily);
  const percent = min > 0 ? Math.min(100, Math.round((Number(p.depositedToday) / min) * 100)) : 100;
  return (
    <section
      className="flex flex-col gap-3 rounded-3xl bg-gradient-to-br from-[#4a1d06] via-surface-2 to-surface-1 p-4 ring-1 ring-[#ff9f43]/40"
      data-testid="continuous-streak"
      data-days={p.days}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-[#ff9f43]/15 text-[#ffb36b]">
          <Flame className="size-8 motion-safe:animate-pulse-few" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[12.5px] text-muted">{t('promo.continuous.streakLabel')}</p>
          {p.start ? (
            <>
              <p className="text-3xl leading-tight font-extrabold tabular-nums" data-testid="continuous-days">
                {t('promo.continuous.days', { n: p.days })}
              </p>
              <p className="text-[12.5px] text-faint tabular-nums">{t('promo.continuous.since', { date: shortDate(p.start) })}</p>
            </>
          ) : (
            <>
              <p className="text-lg font-extrabold" data-testid="continuous-days">
                {t('promo.continuous.none')}
              </p>
              <p className="text-[12.5px] text-faint">{t('promo.continuous.noneBody', { min: formatWireIdr(v.minDaily) })}</p>
            </>
          )}
        </div>
      </div>

      <div className="rounded-2xl bg-black/25 p-3">
        <p className="text-[13px] tabular-nums" data-testid="continuous-today">
          {t('promo.continuous.today', { now: formatWireIdr(p.depositedToday), min: formatWireIdr(v.minDaily) })}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-black/40"
          role="progressbar"
          aria-label={t('promo.continuous.today', { now: formatWireIdr(p.depositedToday), min: formatWireIdr(v.minDaily) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-gradient-to-r from-[#ff9f43] to-gold" style={{ width: `${percent}%` }} />
        </div>
        <p className={`mt-2 text-[13px] font-semibold ${p.todayCounts ? 'text-accent' : 'text-gold'}`} data-testid="continuous-missing">
          {p.todayCounts
            ? t('promo.continuous.todayDone')
            : t(p.start ? 'promo.continuous.todayKeep' : 'promo.continuous.todayStart', { amount: formatWireIdr(p.missingToday) })}
        </p>
      </div>

      {p.next ? (
        <p className="text-[13px] text-muted" data-testid="continuous-next">
          {t('promo.continuous.next', { days: p.next.days, reward: formatWireIdr(p.next.reward), left: p.next.daysLeft })}
        </p>
      ) : (
        <p className="text-[13px] text-muted" data-testid="continuous-next">
          {t('promo.continuous.top')}
        </p>
      )}
      {p.withheld && (
        <p className="rounded-2xl bg-danger/10 p-3 text-[12.5px] text-[#ff8a8a]" data-testid="continuous-withheld">
          {p.withheld}
        </p>
      )}
      <Link to="/deposit" className={buttonClass(p.todayCounts ? 'outline' : 'gold', 'md', 'w-full')} data-testid="continuous-deposit">
        {t('promo.deposit')}
      </Link>
    </section>
  );
}

type CellState = 'done' | 'today' | 'future';

/**
 * The streak as days 1..n: n is the next milestone (at least 7 days, at most the top milestone), or the
 * top milestone once every one is reached, with the days beyond it counted apart.
 */
function trackOf(v: ContinuousView) {
  const top = v.milestones[v.milestones.length - 1]?.days ?? 7;
  const days = v.player?.days ?? 0;
  const target = v.player ? (v.player.next?.days ?? top) : top;
  const length = Math.min(Math.max(target, 7), Math.max(top, 7));
  const milestones = new Map(v.milestones.map((m) => [m.days, m]));
  const cells = Array.from({ length }, (_, i) => {
    const n = i + 1;
    const state: CellState = n <= days ? 'done' : v.player && !v.player.todayCounts && n === days + 1 ? 'today' : 'future';
    return { n, state, date: v.player?.streakDays[i]?.date ?? null, milestone: milestones.get(n) ?? null };
  });
  return { cells, beyond: Math.max(0, days - length) };
}

function DayTrack({ view: v }: { view: ContinuousView }) {
  const { t } = useTranslation();
  const { cells, beyond } = trackOf(v);
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
      <h2 className="mb-3 text-[15px] font-extrabold">{t('promo.continuous.track')}</h2>
      <ol className="grid grid-cols-7 gap-1.5" data-testid="continuous-track">
        {cells.map((c) => (
          <li
            key={c.n}
            data-testid="continuous-day"
            data-state={c.state}
            title={c.date ?? undefined}
            aria-label={`${c.state === 'today' ? t('promo.continuous.trackToday') : t('promo.continuous.trackDay', { n: c.n })}${c.milestone ? ` · ${formatWireIdr(c.milestone.reward)}` : ''}`}
            className={`relative flex aspect-square flex-col items-center justify-center rounded-xl text-[12px] font-bold tabular-nums ring-1 ${
              c.state === 'done'
                ? 'bg-gradient-to-b from-[#ff9f43] to-[#e8590c] text-[#2b1200] ring-[#ffb36b]/60'
                : c.state === 'today'
                  ? 'border border-dashed border-gold/80 bg-gold/10 text-gold ring-transparent'
                  : c.milestone
                    ? 'bg-surface-2 text-gold ring-gold/40'
                    : 'bg-surface-2 text-faint ring-line/60'
            }`}
          >
            {c.state === 'done' && !c.milestone ? <Check className="size-4" aria-hidden="true" /> : null}
            {c.milestone ? <Gift className="size-4" aria-hidden="true" /> : null}
            <span className={c.state === 'done' && !c.milestone ? 'sr-only' : 'text-[10.5px]'}>{c.n}</span>
          </li>
        ))}
      </ol>
      {beyond > 0 && (
        <p className="mt-2 text-[12.5px] font-semibold text-[#ffb36b]" data-testid="continuous-beyond">
          {t('promo.continuous.beyond', { n: beyond })}
        </p>
      )}
    </section>
  );
}

function Milestones({ view: v }: { view: ContinuousView }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="mb-2 text-[15px] font-extrabold">{t('promo.continuous.milestones')}</h2>
      <ul className="flex flex-col gap-2" data-testid="continuous-milestones">
        {v.milestones.map((m) => (
          <MilestoneRow key={m.days} milestone={m} />
        ))}
      </ul>
    </section>
  );
}

function MilestoneRow({ milestone: m }: { milestone: ContinuousMilestone }) {
  const { t } = useTranslation();
  const claim = useClaimGrant();
  return (
    <li
      className={`flex items-center gap-3 rounded-2xl p-3 ring-1 ${m.state === 'granted' ? 'bg-gold/10 ring-gold/50' : 'bg-surface-1 ring-line/60'}`}
      data-testid="continuous-milestone"
      data-days={m.days}
      data-state={m.state}
    >
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-xl ${m.state === 'claimed' ? 'bg-accent/15 text-accent' : 'bg-gold/15 text-gold'}`}
      >
        {m.state === 'claimed' ? <Check className="size-5" aria-hidden="true" /> : <Gift className="size-5" aria-hidden="true" />}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-[14px] font-bold">{t('promo.continuous.milestone', { days: m.days })}</span>
        <span className="text-[13px] font-extrabold text-gold tabular-nums">{formatWireIdr(m.reward)}</span>
        {m.state === 'reached' && <span className="text-[11.5px] text-faint">{t('promo.continuous.reachedBody')}</span>}
      </span>
      {m.state === 'granted' && m.grantId !== null ? (
        <Button
          variant="gold"
          size="sm"
          loading={claim.isPending}
          data-testid="continuous-claim"
          onClick={() =>
            claim.mutate(m.grantId!, {
              onSuccess: (r) => notify.success(t('promo.continuous.claimedToast', { amount: formatWireIdr(r.grant.amount) })),
            })
          }
        >
          {t('promo.continuous.claim')}
        </Button>
      ) : (
        <StatusChip tone={tones[m.state]}>{t(`promo.continuous.state.${m.state}`)}</StatusChip>
      )}
    </li>
  );
}

function Rules({ view: v }: { view: ContinuousView }) {
  const { t } = useTranslation();
  const top = v.milestones[v.milestones.length - 1];
  const list = v.milestones.map((m) => `${t('promo.continuous.days', { n: m.days })} ${formatWireIdr(m.reward)}`).join(', ');
  const wagering = v.wageringMultiple > 0 ? t('promo.wagering', { count: v.wageringMultiple }) : t('promo.noWagering');
  const items = [
    t('promo.continuous.rules.r1', { min: formatWireIdr(v.minDaily) }),
    t('promo.continuous.rules.r2'),
    t('promo.continuous.rules.r3'),
    t('promo.continuous.rules.r4', { list }),
    t('promo.continuous.rules.r5', { top: top?.days ?? 0 }),
    t('promo.continuous.rules.r6', { wagering }),
    t('promo.continuous.rules.r7'),
  ];
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
      <h2 className="text-[15px] font-extrabold">{t('promo.continuous.rulesTitle')}</h2>
      <p className="mt-1 text-[12.5px] text-muted">{t('promo.continuous.intro', { min: formatWireIdr(v.minDaily) })}</p>
      <ol className="mt-3 flex list-decimal flex-col gap-1.5 pl-5 text-[13px] leading-relaxed text-muted" data-testid="continuous-rules">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
    </section>
  );
}
