/**
 * `/referral/first-deposit`: the bonus a friend's first deposit brings. The rule (minimum deposit, bonus,
 * days, the active test) on top; for a player, what waits to be claimed with the claim, and every
 * friend's first deposit with its bonus: waiting (paid on its date), granted, or refused with the
 * reason. A visitor sees the terms and the log-in card.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import type { FirstDepositBonus, FirstDepositStatus, ReferralTerms } from '@kasino/shared/protocol/referral';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useReferralTerms, useSpreadBonus } from '../api/referral.ts';
import { daysUntil } from '../referral-format.ts';
import { ClaimBar } from './claim-bar.tsx';
import { LoadError } from './load-error.tsx';
import type { ReferralPageProps } from './referral-page.tsx';
import { HowItWorks } from './referral-hero.tsx';
import { ReferralLogin } from './referral-login.tsx';

const tones: Record<FirstDepositStatus, ChipTone> = { waiting: 'pending', granted: 'success', refused: 'danger' };

export function ReferralFirstDepositPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const terms = useReferralTerms();
  const bonus = useSpreadBonus(loggedIn);
  return (
    <div data-testid="referral-first-deposit-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        <RuleHero terms={terms.data} />
        {!loggedIn ? (
          <>
            <ReferralLogin />
            <HowItWorks />
          </>
        ) : bonus.data ? (
          <>
            {Number(bonus.data.total) > 0 && <ClaimBar total={bonus.data.total} />}
            <section className="flex flex-col gap-2">
              <h2 className="text-[15px] font-extrabold">{t('referral.bonusesTitle')}</h2>
              {bonus.data.firstDeposits.length === 0 ? (
                <EmptyState
                  icon={Gift}
                  title={t('referral.bonusesEmpty')}
                  body={t('referral.bonusesEmptyBody', { min: formatWireIdr(terms.data?.firstDeposit.minDeposit ?? '0') })}
                  testId="referral-bonuses-empty"
                />
              ) : (
                <BonusList bonuses={bonus.data.firstDeposits} />
              )}
            </section>
          </>
        ) : bonus.isError ? (
          <LoadError onRetry={() => void bonus.refetch()} />
        ) : (
          <Skeleton className="h-48 rounded-3xl" />
        )}
      </div>
    </div>
  );
}

/** The rule in one card: deposit at least X, receive Y after N days. */
function RuleHero({ terms }: { terms: ReferralTerms | undefined }) {
  const { t } = useTranslation();
  if (!terms) return <Skeleton className="h-28 rounded-3xl" />;
  return (
    <section
      className="rounded-3xl bg-gradient-to-br from-gold/20 via-surface-2 to-surface-1 p-4 ring-1 ring-gold/40"
      data-testid="referral-first-deposit-hero"
    >
      <div className="flex items-center gap-3">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-[#ffe07a] to-gold-strong text-[#3a2600]"
          aria-hidden="true"
        >
          <Gift className="size-6" strokeWidth={2.4} />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="text-[12.5px] text-muted">{t('referral.heroBonus')}</span>
          <span className="text-2xl font-black text-gold tabular-nums" data-testid="referral-first-deposit-bonus">
            {formatWireIdr(terms.firstDeposit.bonus)}
          </span>
        </div>
      </div>
      <p className="mt-2 text-[13px] leading-relaxed text-muted">
        {t('referral.firstDepositRule', {
          min: formatWireIdr(terms.firstDeposit.minDeposit),
          bonus: formatWireIdr(terms.firstDeposit.bonus),
          days: terms.firstDeposit.days,
          wager: formatWireIdr(terms.activeWager),
        })}
      </p>
    </section>
  );
}

function BonusList({ bonuses }: { bonuses: FirstDepositBonus[] }) {
  const { t } = useTranslation();
  // Re-read each minute, so "dalam N hari" turns over while the page stays open.
  const now = useNow(
    60_000,
    bonuses.some((b) => b.status === 'waiting'),
  );
  return (
    <ul className="flex flex-col gap-2" data-testid="referral-bonuses">
      {bonuses.map((b) => {
        const days = daysUntil(b.dueAt, now);
        return (
          <li
            key={`${b.phone}-${b.paidAt}`}
            className="flex flex-col gap-1.5 rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60"
            data-testid="referral-bonus"
            data-status={b.status}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="truncate font-mono text-[14px] font-bold">{b.phone}</span>
              <StatusChip tone={tones[b.status]} state={b.status}>
                {t(`referral.bonusStatus.${b.status}`)}
              </StatusChip>
            </div>
            <span className="text-[12px] text-muted tabular-nums">
              {t('referral.bonusDeposit', { amount: formatWireIdr(b.deposit), date: formatDateTime(b.paidAt) })}
            </span>
            {b.status === 'waiting' && (
              <span className="text-[12.5px] font-semibold text-gold tabular-nums" data-testid="referral-bonus-due">
                {days > 0
                  ? t('referral.bonusDue', { date: formatDateTime(b.dueAt), n: formatCount(days) })
                  : t('referral.bonusDueToday', { date: formatDateTime(b.dueAt) })}
              </span>
            )}
            {b.status === 'granted' && <span className="text-[12.5px] text-accent">{t('referral.bonusGranted')}</span>}
            {b.status === 'refused' && b.reason && (
              <span className="text-[12.5px] text-[#ff8a8a]" data-testid="referral-bonus-reason">
                {b.reason}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
