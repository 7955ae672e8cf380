/**
 * `/referral-history`: every referral reward, newest first: the daily rebates and the first-deposit
 * bonuses, each with its amount, its formula (how it was counted) and its state; what is still
 * claimable can be claimed from here. A visitor sees the log-in card.
 */
import '../strings.ts';
import { formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import type { GrantStatus, GrantView } from '@kasino/shared/protocol/promo';
import { Coins, Gift, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSpreadHistory } from '../api/referral.ts';
import { ClaimBar } from './claim-bar.tsx';
import { LoadError } from './load-error.tsx';
import type { ReferralPageProps } from './referral-page.tsx';
import { ReferralLogin } from './referral-login.tsx';

const tones: Record<GrantStatus, ChipTone> = { claimable: 'pending', claimed: 'success', expired: 'muted' };

/** A claimable grant past its deadline reads as expired before the server's next answer says so. */
const statusAt = (g: GrantView, now: number): GrantStatus => (g.status === 'claimable' && g.claimableUntil <= now ? 'expired' : g.status);

export function ReferralHistoryPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const history = useSpreadHistory(loggedIn);
  const grants = history.data ?? [];
  const now = useNow(
    30_000,
    grants.some((g) => g.status === 'claimable'),
  );
  const open = grants.filter((g) => statusAt(g, now) === 'claimable');
  const openTotal = open.reduce((s, g) => s + (parseAmount(g.amount) ?? 0n), 0n);
  return (
    <div data-testid="referral-history-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-3 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <ReferralLogin />
        ) : history.data ? (
          grants.length === 0 ? (
            <EmptyState
              icon={History}
              title={t('referral.historyEmpty')}
              body={t('referral.historyEmptyBody')}
              testId="referral-history-empty"
            />
          ) : (
            <>
              {openTotal > 0n && <ClaimBar total={toWireAmount(openTotal)} />}
              <ul className="flex flex-col gap-2" data-testid="referral-history">
                {grants.map((g) => (
                  <GrantRow key={g.id} grant={g} status={statusAt(g, now)} />
                ))}
              </ul>
            </>
          )
        ) : history.isError ? (
          <LoadError onRetry={() => void history.refetch()} />
        ) : (
          <div className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function GrantRow({ grant, status }: { grant: GrantView; status: GrantStatus }) {
  const { t } = useTranslation();
  const firstDeposit = grant.promotion === 'referral_first_deposit';
  const Icon = firstDeposit ? Gift : Coins;
  return (
    <li
      className="flex items-start gap-3 rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60"
      data-testid="referral-history-row"
      data-status={status}
      data-promotion={grant.promotion}
    >
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-xl ${firstDeposit ? 'bg-gold/15 text-gold' : 'bg-[#c86eff]/15 text-[#d9a3ff]'}`}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-[14px] font-bold">
            {firstDeposit ? t('referral.names.referral_first_deposit') : t('referral.names.referral_rebate')}
          </span>
          <span className="shrink-0 text-[15px] font-extrabold text-gold tabular-nums">{formatWireIdr(grant.amount)}</span>
        </div>
        <p className="text-[12.5px] leading-snug text-muted" data-testid="referral-history-formula">
          {grant.formula}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <span className="text-[11.5px] text-faint tabular-nums">
            {status === 'claimable'
              ? t('referral.claimBy', { date: formatDateTime(grant.claimableUntil) })
              : formatDateTime(grant.claimedAt ?? grant.createdAt)}
          </span>
          <StatusChip tone={tones[status]} state={status}>
            {t(`referral.status.${status}`)}
          </StatusChip>
        </div>
      </div>
    </li>
  );
}
