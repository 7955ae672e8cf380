/** Pieces the account pages share: the page frame, titled sections, label/value rows, the avatar, error text. */
import '../strings.ts';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clientMessages } from '@kasino/shared/errors/catalogue';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import type { IdResources } from '../../../i18n/id.ts';

export interface AccountPageProps {
  entry: { title: keyof IdResources['routes'] };
}

/** Header with back button, then the page column. */
export function AccountFrame({ entry, testId, children }: AccountPageProps & { testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  return (
    <div data-testid={testId}>
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-4 pb-8">{children}</div>
    </div>
  );
}

/** A card with an icon headline and a short explanation. */
export function IntroCard({ icon: Icon, title, body, aside }: { icon: LucideIcon; title: string; body: string; aside?: ReactNode }) {
  return (
    <section className="relative overflow-hidden rounded-3xl border border-line/60 bg-[radial-gradient(120%_100%_at_0%_0%,rgb(31_224_127/0.14),transparent_60%),var(--color-surface-1)] p-4">
      <div className="flex items-start gap-3.5">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-[15px] font-extrabold">{title}</h2>
            {aside}
          </div>
          <p className="mt-1 text-[12.5px] leading-relaxed text-muted">{body}</p>
        </div>
      </div>
    </section>
  );
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId}>
      <h2 className="mb-2 px-1 text-xs font-bold tracking-wider text-faint uppercase">{title}</h2>
      <div className="overflow-hidden rounded-2xl border border-line/70 bg-surface-1">{children}</div>
    </section>
  );
}

/** One label/value line; with `to` the whole line links to the page that changes it. */
export function InfoRow({
  icon: Icon,
  label,
  value,
  to,
  testId,
  trailing,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  to?: string;
  testId?: string;
  trailing?: ReactNode;
}) {
  const body = (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-3 text-accent">
        <Icon className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[12px] font-semibold text-muted">{label}</span>
        <span className="block truncate text-[14.5px] font-semibold text-fg" data-testid={testId}>
          {value}
        </span>
      </span>
      {trailing}
      {to && <ChevronRight className="size-4 shrink-0 text-faint" aria-hidden="true" />}
    </>
  );
  const cls = 'flex min-h-14 items-center gap-3 border-b border-line/50 px-4 py-2.5 last:border-b-0';
  return to ? (
    <Link to={to} className={`${cls} transition hover:bg-surface-2 active:bg-surface-2`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

/** The player's picture, or the first letter of the nickname on the brand gradient. */
export function AccountAvatar({ name, avatar, size = 'size-16' }: { name: string; avatar: string; size?: string }) {
  if (/^(https?:\/\/|\/)/.test(avatar))
    return (
      <img src={avatar} alt="" className={`${size} rounded-full object-cover ring-2 ring-accent/60`} data-testid="account-avatar-img" />
    );
  return (
    <span
      className={`${size} grid place-items-center rounded-full bg-gradient-to-br from-[#3dfc9b] to-[#0e7a47] text-2xl font-black text-accent-ink ring-2 ring-white/20`}
      aria-hidden="true"
    >
      {(name.trim()[0] ?? 'K').toUpperCase()}
    </span>
  );
}

/** Loading failed: a line and a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-3xl border border-line bg-surface-1 p-5 text-center">
      <p className="text-sm text-muted">{t('accountSecurity.loadError')}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** The text under a form for a failed call: the catalogue message with its code, or the network text. */
export function failureText(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.kind === 'service' ? errorToastText(error) : clientMessages.network;
}

export { formatDate } from '../../../lib/format-time.ts';
