/**
 * `/inbox` (Kotak Masuk): tag tabs with their unread counts, the mails newest first with an unread dot
 * and a reward chip, endless pages, and the bulk actions of the open tab: read all, delete the read
 * ones (unread mails and unclaimed rewards stay), claim every reward.
 */
import '../strings.ts';
import { CheckCheck, ChevronRight, Gift, Inbox as InboxIcon, Megaphone, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr, toWireAmount, parseAmount } from '@kasino/shared/money';
import { mailTags } from '@kasino/shared/protocol/inbox';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useClaimAll, useDeleteAllRead, useMails, useReadAll, useUnread, type MailView, type TagFilter } from '../api/inbox.ts';
import { useSiteUnread } from '../api/site-messages.ts';

const tabs: TagFilter[] = ['all', ...mailTags];

export function InboxPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const [tag, setTag] = useState<TagFilter>('all');
  const unread = useUnread(true);
  const mails = useMails(tag);
  const list = useMemo(() => mails.data?.pages.flatMap((p) => p.list) ?? [], [mails.data]);
  const readAll = useReadAll();
  const deleteAll = useDeleteAllRead();
  const claimAll = useClaimAll();
  const claimable = list.some((m) => m.reward && m.reward.claimedAt === null);

  const options = tabs.map((value) => {
    const n = value === 'all' ? (unread.data?.total ?? 0) : (unread.data?.[value] ?? 0);
    return { value, label: n > 0 ? `${t(`inbox.tabs.${value}`)} (${n})` : t(`inbox.tabs.${value}`) };
  });

  return (
    <div data-testid="inbox-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-3 px-4 pt-3 pb-6">
        <NoticesLink />
        <FilterChips options={options} value={tag} onChange={setTag} label={t('inbox.tabsLabel')} testIdPrefix="inbox-tab" size="sm" />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={readAll.isPending}
            data-testid="inbox-read-all"
            onClick={() => readAll.mutate(tag, { onSuccess: (r) => notify.success(t('inbox.readAllDone', { count: r.updated })) })}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('inbox.readAll')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={deleteAll.isPending}
            data-testid="inbox-delete-read"
            onClick={() => deleteAll.mutate(tag, { onSuccess: (r) => notify.success(t('inbox.deleteAllDone', { count: r.deleted })) })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('inbox.deleteAllRead')}
          </Button>
          {claimable && (
            <Button
              variant="gold"
              size="sm"
              loading={claimAll.isPending}
              data-testid="inbox-claim-all"
              onClick={() =>
                claimAll.mutate(tag, {
                  onSuccess: (r) => notify.success(t('inbox.claimedAllToast', { count: r.claimed, amount: formatWireIdr(r.amount) })),
                })
              }
            >
              <Gift className="size-4" aria-hidden="true" />
              {t('inbox.claimAll')}
            </Button>
          )}
        </div>

        {mails.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-20 rounded-2xl" />
            <Skeleton className="h-20 rounded-2xl" />
            <Skeleton className="h-20 rounded-2xl" />
          </div>
        ) : mails.isError ? (
          <div className="rounded-2xl border border-line bg-surface-1 p-4 text-center">
            <p className="text-sm text-muted">{t('inbox.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mails.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={InboxIcon} title={t('inbox.empty')} body={t('inbox.emptyBody')} testId="inbox-empty" />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="inbox-list">
            {list.map((mail) => (
              <MailRow key={mail.id} mail={mail} />
            ))}
          </ul>
        )}
        {list.length > 0 && (
          <LoadMore hasMore={mails.hasNextPage} loading={mails.isFetchingNextPage} onLoad={() => void mails.fetchNextPage()} />
        )}
      </div>
    </div>
  );
}

/** The way to the site messages, with how many are new. */
function NoticesLink() {
  const { t } = useTranslation();
  const unread = useSiteUnread(true).data?.count ?? 0;
  return (
    <Link
      to="/notifications"
      data-testid="notices-link"
      className="flex items-center gap-3 rounded-2xl border border-line/60 bg-surface-1 p-3 transition hover:border-accent/40"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/12 text-accent">
        <Megaphone className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-[14.5px] font-bold">{t('inbox.notices.link')}</span>
        <span className="truncate text-xs text-muted">{t('inbox.notices.linkBody')}</span>
      </span>
      {unread > 0 && (
        <span className="rounded-full bg-danger px-2 py-0.5 text-[11.5px] font-bold text-white" data-testid="notices-unread">
          {t('inbox.notices.unread', { count: unread })}
        </span>
      )}
      <ChevronRight className="size-5 text-faint" aria-hidden="true" />
    </Link>
  );
}

/** Wire amount to "Rp 1.234,5" (null-safe for odd input). */
export const rp = (wire: string): string => formatWireIdr(toWireAmount(parseAmount(wire) ?? 0n));

function MailRow({ mail }: { mail: MailView }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/inbox/${mail.id}`}
        data-testid="inbox-item"
        data-read={mail.read}
        className="flex items-start gap-3 rounded-2xl border border-line/60 bg-surface-1 p-3.5 transition hover:border-accent/40 active:scale-[0.99]"
      >
        <span className="relative mt-0.5 grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent">
          {mail.reward ? <Gift className="size-5 text-gold" aria-hidden="true" /> : <InboxIcon className="size-5" aria-hidden="true" />}
          {!mail.read && (
            <span
              className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-danger ring-2 ring-surface-1"
              data-testid="unread-dot"
              aria-label={t('inbox.unreadDot')}
            />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={`truncate text-[14.5px] ${mail.read ? 'font-medium text-muted' : 'font-bold text-fg'}`}>{mail.title}</span>
          <span className="text-xs text-faint">
            {t(`inbox.tabs.${mail.tag}`)} · {formatDateTime(mail.sendTime)}
          </span>
          {mail.reward && (
            <span
              className={`mt-1 w-fit rounded-full px-2 py-0.5 text-[11.5px] font-bold ${mail.reward.claimedAt ? 'bg-surface-2 text-muted' : 'bg-gold/15 text-gold'}`}
            >
              {mail.reward.claimedAt ? t('inbox.claimed') : t('inbox.reward', { amount: rp(mail.reward.amount) })}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
