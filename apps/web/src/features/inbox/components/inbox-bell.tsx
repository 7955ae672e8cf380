/**
 * The top bar's bell: a link to the inbox with the live unread count, unread mails plus unread site
 * messages (refreshed by pushes and every minute).
 */
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { useUnread } from '../api/inbox.ts';
import { useSiteUnread } from '../api/site-messages.ts';

export function InboxBell() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const unread = useUnread(loggedIn);
  const notices = useSiteUnread(loggedIn);
  const count = loggedIn ? (unread.data?.total ?? 0) + (notices.data?.count ?? 0) : 0;
  return (
    <Link
      to="/inbox"
      aria-label={count > 0 ? t('topBar.bellUnread', { count }) : t('topBar.notifications')}
      data-testid="bell"
      className="relative grid size-9 shrink-0 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg"
    >
      <Bell className="size-[21px]" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="bell-count"
          className="absolute top-0.5 right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-extrabold text-white ring-2 ring-canvas"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
