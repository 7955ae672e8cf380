/**
 * What the programme paid and owes the player: the amount to claim now with the claim (every referral
 * reward at once), the last settled day's rebate, the all-time rebate, and the first-deposit bonuses
 * still waiting for their days.
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { SpreadInfo } from '@kasino/shared/protocol/referral';
import { ChevronRight, Hourglass, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { useClaimReferral } from '../api/referral.ts';
import { formatWibDay } from '../referral-format.ts';
import { announceClaim } from './announce-claim.ts';

export function EarningsCard({ info }: { info: SpreadInfo }) {
  const { t } = useTranslation();
  const claim = useClaimReferral();
  const claimable = formatWireIdr(info.claimable);
  return (
    <section
      className="rounded-3xl bg-gradient-to-br from-gold/20 via-surface-2 to-surface-1 p-4 ring-1 ring-gold/40"
      data-testid="referral-earnings"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gold/20 text-gold" aria-hidden="true">
          <Wallet className="size-5.5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-[12.5px] text-muted">{t('referral.claimable')}</span>
          <span className="truncate text-2xl font-black text-gold tabular-nums" data-testid="referral-claimable">
            {claimable}
          </span>
        </div>
        <Button
          variant={Number(info.claimable) > 0 ? 'gold' : 'secondary'}
          disabled={Number(info.claimable) <= 0}
          loading={claim.isPending}
          data-testid="referral-claim"
          aria-label={t('referral.claimLabel', { amount: claimable })}
          onClick={() => claim.mutate(undefined, { onSuccess: (answer) => announceClaim(answer, t) })}
        >
          {t('referral.claim')}
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <div className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-black/25 px-3 py-2" data-testid="referral-last-day">
          <dt className="truncate text-[11.5px] text-muted">
            {info.lastDay ? t('referral.lastDay', { day: formatWibDay(info.lastDay.day) }) : t('referral.lastDayNone')}
          </dt>
          <dd className="truncate text-[15px] font-extrabold tabular-nums" data-testid="referral-last-day-amount">
            {info.lastDay ? formatWireIdr(info.lastDay.amount) : '–'}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-black/25 px-3 py-2">
          <dt className="truncate text-[11.5px] text-muted">{t('referral.rebateTotal')}</dt>
          <dd className="truncate text-[15px] font-extrabold tabular-nums" data-testid="referral-rebate-total">
            {formatWireIdr(info.rebateTotal)}
          </dd>
        </div>
      </dl>
      {info.pendingBonuses > 0 && (
        <Link
          to="/referral/first-deposit"
          className="mt-2 flex items-center gap-2 rounded-2xl bg-black/25 px-3 py-2.5 text-[13px] font-semibold"
          data-testid="referral-pending"
        >
          <Hourglass className="size-4 shrink-0 text-gold" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{t('referral.pending', { n: formatCount(info.pendingBonuses) })}</span>
          <ChevronRight className="size-4 shrink-0 text-faint" aria-hidden="true" />
        </Link>
      )}
      <p className="mt-2 text-[11.5px] leading-snug text-faint">{t('referral.claimRule')}</p>
    </section>
  );
}
