/**
 * `/referral/referral2` (login): the player's downline per tier (tabs Tier 1/2/3, the tier in `?tier=`),
 * page by page: each member's masked phone, when they joined, whether they made a first deposit,
 * whether they are active now, and the rebate their play earned the player.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import type { SpreadMember, Tier } from '@kasino/shared/protocol/referral';
import { Share2, UserRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useSpreadInfo, useSpreadMembers } from '../api/referral.ts';
import { LoadError } from './load-error.tsx';
import type { ReferralPageProps } from './referral-page.tsx';

const tiers: readonly Tier[] = [1, 2, 3];
const tierOf = (value: string | null): Tier => (value === '2' ? 2 : value === '3' ? 3 : 1);

export function ReferralMembersPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const tier = tierOf(params.get('tier'));
  const info = useSpreadInfo(true);
  const members = useSpreadMembers(tier);
  const rows = members.data?.pages.flatMap((p) => p.list) ?? [];
  const total = members.data?.pages[0]?.total;
  return (
    <div data-testid="referral-members-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-3 px-4 pt-3 pb-8">
        <div
          role="tablist"
          aria-label={t('referral.tiersLabel')}
          className="grid grid-cols-3 gap-1 rounded-2xl bg-surface-1 p-1 ring-1 ring-line/60"
        >
          {tiers.map((n) => {
            const selected = n === tier;
            const count = info.data?.tiers.find((s) => s.tier === n)?.members;
            return (
              <button
                key={n}
                type="button"
                role="tab"
                aria-selected={selected}
                data-testid={`referral-members-tab-${n}`}
                onClick={() => setParams(n === 1 ? {} : { tier: String(n) }, { replace: true })}
                className={`flex h-11 items-center justify-center gap-1.5 rounded-xl text-[13.5px] font-bold transition ${
                  selected ? 'bg-accent/15 text-accent ring-1 ring-accent/50' : 'text-muted active:bg-surface-2'
                }`}
              >
                {t('referral.tier', { tier: n })}
                {count !== undefined && (
                  <span className={`rounded-full px-1.5 text-[11px] tabular-nums ${selected ? 'bg-accent/20' : 'bg-surface-3'}`}>
                    {formatCount(count)}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <p className="px-1 text-[12.5px] text-muted">{t(`referral.tierHint.t${tier}`)}</p>
        <div role="tabpanel" data-testid="referral-members" data-tier={tier}>
          {members.isPending ? (
            <div className="flex flex-col gap-2" data-testid="referral-members-loading">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-[4.5rem] rounded-2xl" />
              ))}
            </div>
          ) : members.isError && rows.length === 0 ? (
            <LoadError onRetry={() => void members.refetch()} />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={UserRound}
              title={t('referral.membersEmpty', { tier })}
              body={t('referral.membersEmptyBody')}
              testId="referral-members-empty"
              action={
                <Link to="/referral-share" className={buttonClass('primary', 'md', 'gap-2 px-6')}>
                  <Share2 className="size-4" aria-hidden="true" />
                  {t('referral.share')}
                </Link>
              }
            />
          ) : (
            <>
              {total !== undefined && <p className="mb-2 px-1 text-xs text-faint">{t('referral.total', { n: formatCount(total) })}</p>}
              <ul className="flex flex-col gap-2">
                {rows.map((m) => (
                  <MemberRow key={`${m.phone}-${m.joinedAt}`} member={m} />
                ))}
              </ul>
              <LoadMore
                hasMore={members.hasNextPage}
                loading={members.isFetchingNextPage}
                onLoad={() => void members.fetchNextPage()}
                endText={t('referral.end')}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function MemberRow({ member }: { member: SpreadMember }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex items-center gap-3 rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60"
      data-testid="referral-member"
      data-active={member.active}
      data-deposited={member.firstDepositAt !== null}
    >
      <span className="relative grid size-10 shrink-0 place-items-center rounded-full bg-surface-3 text-muted" aria-hidden="true">
        <UserRound className="size-5" />
        {member.active && <span className="absolute right-0 bottom-0 size-2.5 rounded-full bg-accent ring-2 ring-surface-1" />}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-mono text-[14px] font-bold tracking-wide" data-testid="referral-member-phone">
          {member.phone}
        </span>
        <span className="text-[11.5px] text-faint tabular-nums">{t('referral.joined', { date: formatDateTime(member.joinedAt) })}</span>
        <span className="flex flex-wrap gap-1.5">
          <StatusChip tone={member.active ? 'success' : 'muted'} testId="referral-member-active">
            {member.active ? t('referral.active') : t('referral.inactive')}
          </StatusChip>
          <StatusChip tone={member.firstDepositAt !== null ? 'success' : 'muted'} testId="referral-member-deposit">
            {member.firstDepositAt !== null ? t('referral.deposited') : t('referral.notDeposited')}
          </StatusChip>
        </span>
      </div>
      <div className="flex shrink-0 flex-col items-end">
        <span className="text-[10.5px] text-faint">{t('referral.tierRebate')}</span>
        <span className="text-[15px] font-extrabold text-gold tabular-nums" data-testid="referral-member-rebate">
          {formatWireIdr(member.rebate)}
        </span>
      </div>
    </li>
  );
}
