/**
 * `/vip-deposit-check` (Cek Deposit VIP): today's deposits, the level's rate, what a claim pays now and
 * the claim; below the level or the minimum the page says what is missing instead of offering a claim.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import type { VipDepositCheck } from '@kasino/shared/protocol/vip';
import { CalendarCheck, History, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useClaimVipDepositCheck, useVipDepositCheck } from '../api/vip.ts';
import { ratePercent } from '../vip-format.ts';
import { announceClaim } from './announce-claim.ts';
import { LoadError } from './load-error.tsx';
import { WithheldBanner } from './withheld-banner.tsx';

export function VipDepositCheckPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const check = useVipDepositCheck();
  return (
    <div data-testid="vip-deposit-check-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {check.data ? (
          <CheckCard check={check.data} />
        ) : check.isError ? (
          <LoadError onRetry={() => void check.refetch()} />
        ) : (
          <Skeleton className="h-64 rounded-3xl" />
        )}
        <p className="text-[12.5px] leading-relaxed text-muted">{t('vip.depositCheck.rule')}</p>
        {check.data && <RateTable check={check.data} />}
        <Link
          to="/v-d-c-record"
          className="flex items-center gap-2 rounded-2xl bg-surface-1 p-3 text-[13px] font-semibold ring-1 ring-line/60"
          data-testid="vip-deposit-record-link"
        >
          <History className="size-4 text-gold" aria-hidden="true" />
          {t('vip.depositCheck.record')}
        </Link>
      </div>
    </div>
  );
}

function CheckCard({ check }: { check: VipDepositCheck }) {
  const { t } = useTranslation();
  const claim = useClaimVipDepositCheck();
  const firstLevel = check.rates.findIndex((r) => Number(r) > 0);
  const hasRate = Number(check.rate) > 0;
  const missing = Math.max(0, Number(check.minDeposit) - Number(check.depositedToday));
  const claimable = check.enabled && hasRate && !check.claimedToday && !check.withheld && Number(check.bonus) > 0;
  return (
    <section
      className="flex flex-col gap-3 rounded-3xl bg-gradient-to-br from-[#3b2a06] via-surface-2 to-surface-1 p-4 ring-1 ring-gold/40"
      data-testid="vip-deposit-check-card"
    >
      <p className="flex items-center gap-2 text-[13px] font-bold text-gold">
        <CalendarCheck className="size-4" aria-hidden="true" />
        {t('vip.depositCheck.today', { day: check.today.split('-').reverse().join('/') })}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-[12px]">
        <Figure label={t('vip.depositCheck.deposited')} value={formatWireIdr(check.depositedToday)} testId="vip-dc-deposited" />
        <Figure label={t('vip.depositCheck.rate', { level: check.level })} value={ratePercent(check.rate)} testId="vip-dc-rate" />
        <Figure label={t('vip.depositCheck.bonus')} value={formatWireIdr(check.bonus)} testId="vip-dc-bonus" gold />
      </dl>
      <p className="text-[12px] text-muted" data-testid="vip-dc-formula">
        {check.formula}
      </p>
      <p className="text-[11.5px] text-faint">
        {t('vip.depositCheck.min', { amount: formatWireIdr(check.minDeposit) })} ·{' '}
        {t('vip.depositCheck.cap', { amount: formatWireIdr(check.maxBonus) })} ·{' '}
        {check.turnover > 0 ? t('vip.depositCheck.turnover', { turnover: check.turnover }) : t('vip.depositCheck.noTurnover')}
      </p>
      {check.withheld && <WithheldBanner reason={check.withheld} />}
      {!check.enabled ? (
        <p className="text-[13px] text-muted">{t('vip.depositCheck.disabled')}</p>
      ) : !hasRate ? (
        <p className="rounded-2xl bg-black/25 p-3 text-[13px] font-semibold" data-testid="vip-dc-need-level">
          {t('vip.depositCheck.needLevel', { level: firstLevel > 0 ? firstLevel : 1 })}
        </p>
      ) : check.claimedToday ? (
        <p className="rounded-2xl bg-black/25 p-3 text-[13px] font-semibold text-accent" data-testid="vip-dc-claimed">
          {t('vip.depositCheck.claimed')}
        </p>
      ) : missing > 0 ? (
        <div className="flex items-center gap-3 rounded-2xl bg-black/25 p-3">
          <p className="flex-1 text-[13px] font-semibold" data-testid="vip-dc-need-deposit">
            {t('vip.depositCheck.needDeposit', { amount: formatWireIdr(String(missing)) })}
          </p>
          <Link to="/deposit" className="flex items-center gap-1 text-[13px] font-bold text-gold">
            <Wallet className="size-4" aria-hidden="true" />
            {t('vip.depositCheck.deposit')}
          </Link>
        </div>
      ) : null}
      <Button
        variant="gold"
        disabled={!claimable}
        loading={claim.isPending}
        data-testid="vip-dc-claim"
        onClick={() => claim.mutate(undefined, { onSuccess: (answer) => announceClaim(answer, t) })}
      >
        {t('vip.depositCheck.claim')}
      </Button>
    </section>
  );
}

function Figure({ label, value, testId, gold }: { label: string; value: string; testId: string; gold?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-black/25 p-2.5">
      <dt className="truncate text-muted">{label}</dt>
      <dd className={`truncate text-[14px] font-extrabold tabular-nums ${gold ? 'text-gold' : ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function RateTable({ check }: { check: VipDepositCheck }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-[15px] font-extrabold">{t('vip.depositCheck.rates')}</h2>
      <ul className="grid grid-cols-3 gap-2" data-testid="vip-dc-rates">
        {check.rates.map((rate, level) => (
          <li
            key={level}
            className={`flex flex-col rounded-2xl p-2.5 text-[12px] ring-1 ${level === check.level ? 'bg-gold/15 ring-gold/60' : 'bg-surface-1 ring-line/60'}`}
          >
            <span className="text-muted">{t('vip.depositCheck.levelRow', { level })}</span>
            <span className="text-[14px] font-extrabold tabular-nums">{ratePercent(rate)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
