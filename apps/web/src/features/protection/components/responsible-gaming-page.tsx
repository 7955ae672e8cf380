/**
 * `/responsible-gaming` (Bermain Bertanggung Jawab, from the Akun tab): deposit and loss limits per
 * WIB day, week and month; the reality-check interval with this session's figures; cool-off and
 * self-exclusion. Everything the server says is in force, including waiting changes and their time.
 */
import '../strings.ts';
import { AlarmClock, HeartHandshake, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limitKinds, realityIntervals, type RealityInterval } from '@kasino/shared/protocol/protection';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { notify } from '../../../lib/toast.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useProtection, useSetReality, type ProtectionView } from '../api/protection.ts';
import { playedText, signedIdr } from '../played-time.ts';
import { ActiveBlockBanner, BlockSection } from './block-section.tsx';
import { LimitCard } from './limit-card.tsx';

export function ResponsibleGamingPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const protection = useProtection();
  const now = useNow(30_000);

  return (
    <div data-testid="responsible-gaming-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-4 pb-6">
        <section className="relative overflow-hidden rounded-3xl border border-line/60 bg-[radial-gradient(120%_100%_at_0%_0%,rgb(31_224_127/0.14),transparent_60%),var(--color-surface-1)] p-4">
          <div className="flex items-start gap-3.5">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
              <HeartHandshake className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-[13.5px] leading-snug">{t('protection.intro')}</p>
              <p className="mt-1.5 text-[11.5px] text-faint">{t('protection.periodsNote')}</p>
            </div>
          </div>
        </section>

        {protection.data ? (
          <Settings view={protection.data} now={now} />
        ) : protection.isError ? (
          <div className="rounded-3xl border border-line bg-surface-1 p-5 text-center">
            <p className="text-sm text-muted">{t('protection.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void protection.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-[260px] rounded-3xl" />
            <Skeleton className="h-[260px] rounded-3xl" />
            <Skeleton className="h-[120px] rounded-3xl" />
          </div>
        )}

        <Link to="/work-order-upload" className="flex items-center gap-2 px-1 text-[12.5px] text-muted hover:text-fg">
          <LifeBuoy className="size-4 shrink-0 text-accent" aria-hidden="true" />
          {t('protection.help')}
        </Link>
      </div>
    </div>
  );
}

function Settings({ view, now }: { view: ProtectionView; now: number }) {
  return (
    <>
      {view.block && <ActiveBlockBanner block={view.block} />}
      {limitKinds.map((kind) => (
        <LimitCard key={kind} kind={kind} limits={view.limits.filter((l) => l.kind === kind)} />
      ))}
      <RealitySection view={view} />
      <BlockSection block={view.block} now={now} />
    </>
  );
}

function RealitySection({ view }: { view: ProtectionView }) {
  const { t } = useTranslation();
  const save = useSetReality();
  const choose = async (interval: RealityInterval) => {
    try {
      await save.mutateAsync(interval);
      notify.success(t('protection.reality.saved'));
    } catch {
      // The client has shown the error toast.
    }
  };
  return (
    <section className="rounded-3xl border border-line/60 bg-surface-1 p-4" data-testid="reality-section">
      <h2 className="flex items-center gap-2 text-[15px] font-extrabold">
        <AlarmClock className="size-5 text-accent" aria-hidden="true" />
        {t('protection.reality.title')}
      </h2>
      <p className="mt-1 text-[12.5px] text-muted">{t('protection.reality.body')}</p>
      <div className="mt-3 grid grid-cols-4 gap-2" role="radiogroup" aria-label={t('protection.reality.title')}>
        {realityIntervals.map((interval) => {
          const selected = view.reality.interval === interval;
          return (
            <button
              key={interval}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={save.isPending}
              onClick={() => void choose(interval)}
              data-testid={`reality-${interval}`}
              className={`h-11 rounded-xl border text-[13.5px] font-bold transition active:scale-[0.97] ${selected ? 'border-accent bg-accent/12 text-accent' : 'border-line bg-surface-2 text-fg hover:border-accent/40'}`}
            >
              {interval === 0 ? t('protection.reality.off') : t('protection.reality.minutes', { count: interval })}
            </button>
          );
        })}
      </div>
      <p className="mt-3 text-[12px] text-faint tabular-nums" data-testid="reality-session">
        {t('protection.reality.session', { played: playedText(t, view.reality.playedMs), net: signedIdr(view.reality.net) })}
      </p>
    </section>
  );
}
