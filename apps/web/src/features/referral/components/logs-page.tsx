/**
 * `/referral/spread-bet`: the settled rebates, newest WIB day first, grouped by day: per downline and
 * tier, the downline's theoretical revenue, the player's level that day and the share it earned, and
 * the amount. A visitor sees the log-in card.
 */
import '../strings.ts';
import { formatIdr, formatWireIdr, parseAmount } from '@kasino/shared/money';
import type { SpreadLog } from '@kasino/shared/protocol/referral';
import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { useSpreadLogs } from '../api/referral.ts';
import { formatWibDay, ratePercent } from '../referral-format.ts';
import { LoadError } from './load-error.tsx';
import type { ReferralPageProps } from './referral-page.tsx';
import { HowItWorks } from './referral-hero.tsx';
import { ReferralLogin } from './referral-login.tsx';

/** Rows in their order, gathered under their day (the server sends them newest day first). */
function byDay(rows: readonly SpreadLog[]): { day: string; rows: SpreadLog[] }[] {
  const days: { day: string; rows: SpreadLog[] }[] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.day === row.day) last.rows.push(row);
    else days.push({ day: row.day, rows: [row] });
  }
  return days;
}

export function ReferralLogsPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const logs = useSpreadLogs(loggedIn);
  const rows = logs.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div data-testid="referral-logs-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-3 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <>
            <ReferralLogin />
            <HowItWorks />
          </>
        ) : logs.isPending ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
        ) : logs.isError && rows.length === 0 ? (
          <LoadError onRetry={() => void logs.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={ChartNoAxesColumn}
            title={t('referral.logsEmpty')}
            body={t('referral.logsEmptyBody')}
            testId="referral-logs-empty"
          />
        ) : (
          <>
            {byDay(rows).map((d) => (
              <section key={d.day} className="flex flex-col gap-1.5" data-testid="referral-log-day" data-day={d.day}>
                <h2 className="flex items-baseline justify-between px-1 text-[13px] font-bold text-muted">
                  <span>{formatWibDay(d.day)}</span>
                  <span className="text-gold tabular-nums">{dayTotal(d.rows)}</span>
                </h2>
                <ul className="flex flex-col divide-y divide-line/50 rounded-2xl bg-surface-1 ring-1 ring-line/60">
                  {d.rows.map((r) => (
                    <LogRow key={`${r.tier}-${r.phone}`} log={r} />
                  ))}
                </ul>
              </section>
            ))}
            <LoadMore
              hasMore={logs.hasNextPage}
              loading={logs.isFetchingNextPage}
              onLoad={() => void logs.fetchNextPage()}
              endText={t('referral.logsEnd')}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** A day's total, exact in sen. */
const dayTotal = (rows: readonly SpreadLog[]): string => formatIdr(rows.reduce((s, r) => s + (parseAmount(r.amount) ?? 0n), 0n));

function LogRow({ log }: { log: SpreadLog }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 px-3 py-2.5" data-testid="referral-log" data-tier={log.tier}>
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-[#c86eff]/15 text-[12px] font-black text-[#d9a3ff]">
        T{log.tier}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-mono text-[13.5px] font-bold" data-testid="referral-log-phone">
          {log.phone}
        </span>
        <span className="truncate text-[11.5px] text-muted tabular-nums" data-testid="referral-log-detail">
          {t('referral.logDetail', {
            revenue: formatWireIdr(log.revenue),
            rate: ratePercent(log.rate),
            level: t(`referral.levels.${log.level}`),
          })}
        </span>
      </div>
      <span className="shrink-0 text-[15px] font-extrabold text-gold tabular-nums" data-testid="referral-log-amount">
        {formatWireIdr(log.amount)}
      </span>
    </li>
  );
}
