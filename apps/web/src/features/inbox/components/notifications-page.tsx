/**
 * `/notifications` (Pengumuman): the operator's announcements newest first, unread ones marked; opening
 * one unfolds its text and marks it read; "read all" clears the count. Linked from the inbox and counted
 * in the bell.
 */
import '../strings.ts';
import { CheckCheck, ChevronDown, Megaphone } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RichHtml } from '../../../components/rich-html.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { readSiteMessage, useReadAllSiteMessages, useSiteMessages } from '../api/site-messages.ts';

export function NotificationsPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const messages = useSiteMessages();
  const list = useMemo(() => messages.data?.pages.flatMap((p) => p.list) ?? [], [messages.data]);
  const readAll = useReadAllSiteMessages();

  return (
    <div data-testid="notifications-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-3 px-4 pt-3 pb-6">
        {list.some((m) => !m.read) && (
          <Button
            variant="secondary"
            size="sm"
            className="w-fit"
            loading={readAll.isPending}
            data-testid="notifications-read-all"
            onClick={() => readAll.mutate(undefined, { onSuccess: (r) => notify.success(t('inbox.readAllDone', { count: r.count })) })}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('inbox.readAll')}
          </Button>
        )}
        {messages.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-16 rounded-2xl" />
            <Skeleton className="h-16 rounded-2xl" />
          </div>
        ) : messages.isError ? (
          <div className="rounded-2xl border border-line bg-surface-1 p-4 text-center">
            <p className="text-sm text-muted">{t('inbox.notices.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void messages.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={Megaphone} title={t('inbox.notices.empty')} body={t('inbox.notices.emptyBody')} testId="notifications-empty" />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="notifications-list">
            {list.map((m) => (
              <li key={m.id}>
                <details
                  data-testid="notification"
                  data-read={m.read}
                  className="group rounded-2xl border border-line/60 bg-surface-1 open:border-accent/40"
                  onToggle={(e) => {
                    if ((e.currentTarget as HTMLDetailsElement).open && !m.read) void readSiteMessage(m.id).catch(() => undefined);
                  }}
                >
                  <summary className="flex cursor-pointer list-none items-start gap-3 p-3.5 [&::-webkit-details-marker]:hidden">
                    <span className="relative mt-0.5 grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent">
                      <Megaphone className="size-5" aria-hidden="true" />
                      {!m.read && (
                        <span
                          className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-danger ring-2 ring-surface-1"
                          aria-label={t('inbox.unreadDot')}
                        />
                      )}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className={`text-[14.5px] ${m.read ? 'font-medium text-muted' : 'font-bold text-fg'}`}>{m.title}</span>
                      <span className="text-xs text-faint">{formatDateTime(m.sendTime)}</span>
                    </span>
                    <ChevronDown className="mt-2 size-5 shrink-0 text-faint transition group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <div className="px-3.5 pb-3.5">
                    <RichHtml html={m.content} testId="notification-content" />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
        {list.length > 0 && (
          <LoadMore hasMore={messages.hasNextPage} loading={messages.isFetchingNextPage} onLoad={() => void messages.fetchNextPage()} />
        )}
      </div>
    </div>
  );
}
