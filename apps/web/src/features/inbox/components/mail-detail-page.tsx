/**
 * `/inbox/:id` (Detail Pesan): the mail's title, time and content (sanitized again in the browser),
 * its reward with the claim button (claim → paying → claimed; a refusal such as an expired reward
 * shows its catalogue message), and delete. Opening an unread mail marks it read.
 */
import '../strings.ts';
import { ArrowLeft, Gift, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { readMail, useClaimMail, useDeleteMail, useMail, type MailView } from '../api/inbox.ts';
import { rp } from './inbox-page.tsx';
import { RichHtml } from '../../../components/rich-html.tsx';

export function MailDetailPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const id = Number(useParams().id);
  const mail = useMail(Number.isSafeInteger(id) && id > 0 ? id : 0);
  const unread = mail.data && !mail.data.read;
  useEffect(() => {
    if (unread) void readMail(id).catch(() => undefined);
  }, [unread, id]);

  return (
    <div data-testid="mail-detail-page">
      <PageHeader title={title} />
      <div className="px-4 pt-3 pb-6">
        {mail.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        ) : mail.isError || !mail.data ? (
          <EmptyState
            icon={Gift}
            title={t('inbox.notFound')}
            testId="mail-not-found"
            action={
              <Link to="/inbox" className="text-sm font-semibold text-accent">
                {t('inbox.back')}
              </Link>
            }
          />
        ) : (
          <MailBody mail={mail.data} />
        )}
      </div>
    </div>
  );
}

function MailBody({ mail }: { mail: MailView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claim = useClaimMail();
  const remove = useDeleteMail();
  const claimed = mail.reward?.claimedAt != null || claim.isSuccess;

  return (
    <article className="flex flex-col gap-4">
      <Link to="/inbox" className="flex w-fit items-center gap-1 text-[13px] font-semibold text-muted hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('inbox.back')}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-lg leading-snug font-extrabold text-fg" data-testid="mail-title">
          {mail.title}
        </h1>
        <p className="text-xs text-faint">
          {t(`inbox.tabs.${mail.tag}`)} · {formatDateTime(mail.sendTime)} · {t('inbox.expires', { time: formatDateTime(mail.expireTime) })}
        </p>
      </header>
      <div className="rounded-2xl border border-line/60 bg-surface-1 p-4">
        <RichHtml html={mail.content} testId="mail-content" />
      </div>
      {mail.reward && (
        <div className="flex items-center gap-3 rounded-2xl border border-gold/30 bg-gold/5 p-4">
          <Gift className="size-7 shrink-0 text-gold" aria-hidden="true" />
          <p className="flex-1 text-[15px] font-bold text-gold">{t('inbox.reward', { amount: rp(mail.reward.amount) })}</p>
          <Button
            variant="gold"
            size="sm"
            disabled={claimed}
            loading={claim.isPending}
            data-testid="mail-claim"
            data-state={claimed ? 'claimed' : claim.isPending ? 'claiming' : 'ready'}
            onClick={() => claim.mutate(mail.id, { onSuccess: (r) => notify.success(t('inbox.claimedToast', { amount: rp(r.amount) })) })}
          >
            {claimed ? t('inbox.claimed') : t('inbox.claim', { amount: rp(mail.reward.amount) })}
          </Button>
        </div>
      )}
      <Button
        variant="outline"
        loading={remove.isPending}
        data-testid="mail-delete"
        onClick={() =>
          remove.mutate(mail.id, {
            onSuccess: () => {
              notify.success(t('inbox.deleted'));
              void navigate('/inbox', { replace: true });
            },
          })
        }
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('inbox.delete')}
      </Button>
    </article>
  );
}
