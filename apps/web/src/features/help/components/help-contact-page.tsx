/**
 * `/help/contact` (Hubungi Kami): the support ticket first (it exists for every operator and keeps
 * the conversation with attachments), then the channels the operator configured in `contact_links`
 * (WhatsApp, Telegram, live chat, email); a channel left empty is not shown.
 */
import '../strings.ts';
import { ChevronRight, Mail, MessageCircle, MessagesSquare, Send, TicketPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useContactLinks, type ContactLinks } from '../api/help.ts';

const channels: Array<{ key: keyof ContactLinks; icon: LucideIcon; href: (value: string) => string }> = [
  { key: 'whatsapp', icon: MessageCircle, href: (v) => v },
  { key: 'telegram', icon: Send, href: (v) => v },
  { key: 'liveChat', icon: MessagesSquare, href: (v) => v },
  { key: 'email', icon: Mail, href: (v) => `mailto:${v}` },
];

export function HelpContactPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const links = useContactLinks();
  const shown = channels.filter((c) => links.data?.[c.key]);

  return (
    <div data-testid="help-contact-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-5 px-4 pt-4 pb-8">
        <Link
          to="/work-order-upload"
          data-testid="help-ticket"
          className="flex items-center gap-3 rounded-3xl bg-gradient-to-br from-accent/25 to-surface-1 p-4 ring-1 ring-accent/30 transition active:scale-[0.99]"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent text-accent-ink">
            <TicketPlus className="size-6" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-[15.5px] font-extrabold">{t('help.ticket')}</span>
            <span className="text-[13px] text-muted">{t('help.ticketBody')}</span>
          </span>
          <ChevronRight className="size-5 text-faint" aria-hidden="true" />
        </Link>

        <section>
          <h2 className="mb-2 text-sm font-bold text-muted">{t('help.channels')}</h2>
          {links.isPending ? (
            <Skeleton className="h-14 rounded-2xl" />
          ) : shown.length === 0 ? (
            <p className="rounded-2xl bg-surface-1 p-4 text-sm text-muted ring-1 ring-line/60" data-testid="help-no-channels">
              {t('help.noChannels')}
            </p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="help-channels">
              {shown.map(({ key, icon: Icon, href }) => (
                <li key={key}>
                  <a
                    href={href(links.data![key])}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid={`help-channel-${key}`}
                    className="flex items-center gap-3 rounded-2xl border border-line/60 bg-surface-1 p-3.5 transition hover:border-accent/40"
                  >
                    <Icon className="size-5 text-accent" aria-hidden="true" />
                    <span className="flex-1 text-[14.5px] font-bold">{t(`help.${key}`)}</span>
                    <span className="sr-only">{t('help.opensNewTab')}</span>
                    <ChevronRight className="size-5 text-faint" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
