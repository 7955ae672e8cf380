/**
 * A new mail while the app is open: the push on `/heracles/inbox/new/{userId}` (the link's own user)
 * refreshes the bell and the lists and shows a toast by the mail's display mode
 * (packages/shared/src/protocol/inbox.ts): 1 none; 2 3 s; 3 3 s and read; 4 until closed; 5 until
 * closed, read on close; 6-8 like 2-4 but held while a game screen is open, shown when the player
 * leaves it. The same mail is never toasted twice.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_JITTER_MS, type InboxPush } from '@kasino/shared/protocol/inbox';
import { personalTopic } from '@kasino/shared/protocol/ws';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { TOAST_DURATION_MS } from '../../../lib/toast.ts';
import { useWsTopic } from '../../../lib/ws/ws-instance.ts';
import { useWsStore } from '../../../lib/ws/ws-store.ts';
import { readMail, refreshInbox } from '../api/inbox.ts';
import { refreshSiteMessages } from '../api/site-messages.ts';

const onGameScreen = (path: string) => path.startsWith('/game/');
const shown = new Set<number>();

export function useInboxLive(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const linkUserId = useWsStore((s) => s.userId);
  const userId = loggedIn ? linkUserId : null;
  const held = useRef<InboxPush[]>([]);

  const show = (mail: InboxPush) => {
    if (shown.has(mail.id)) return;
    shown.add(mail.id);
    const base = ((mail.displayMode - 2) % 3) + 2; // 6-8 behave as 2-4 once shown
    const mode = mail.displayMode <= 5 ? mail.displayMode : base;
    const sticky = mode === 4 || mode === 5;
    const title = mail.showToast?.title ?? mail.title;
    if (mode === 3) void readMail(mail.id).catch(() => undefined);
    void import('sonner').then(({ toast }) =>
      toast.info(title, {
        id: `mail:${mail.id}`,
        description: mail.showToast?.body,
        duration: sticky ? Infinity : TOAST_DURATION_MS,
        closeButton: sticky,
        action: { label: t('topBar.openMail'), onClick: () => void navigate(`/inbox/${mail.id}`) },
        onDismiss: mode === 5 ? () => void readMail(mail.id).catch(() => undefined) : undefined,
        classNames: { toast: 'mail-toast' },
      }),
    );
  };

  useWsTopic(userId ? personalTopic('/heracles/inbox/new/{userId}', userId) : null, (mail) => {
    void refreshInbox();
    if (mail.displayMode === 1) return;
    if (mail.displayMode >= 6 && onGameScreen(window.location.pathname)) held.current.push(mail);
    else show(mail);
  });

  // An operator's bulk send: this player may be among its recipients; the count refreshes after a
  // random pause so a send to everyone does not bring every client at the same moment.
  useWsTopic(userId ? '/heracles/inbox/campaign' : null, () => {
    setTimeout(() => void refreshInbox(), Math.random() * CAMPAIGN_JITTER_MS);
  });

  // A new announcement: the count and the list refresh; a short toast says so (never over a game screen).
  useWsTopic(userId ? '/ws/site/message' : null, (notice) => {
    void refreshSiteMessages();
    if (onGameScreen(window.location.pathname)) return;
    void import('sonner').then(({ toast }) =>
      toast.info(t('topBar.noticeToast'), {
        id: `notice:${notice.id}`,
        description: notice.title,
        duration: TOAST_DURATION_MS,
        action: { label: t('topBar.openMail'), onClick: () => void navigate('/notifications') },
      }),
    );
  });

  // Leaving a game screen lets the held mails through.
  useEffect(() => {
    if (onGameScreen(pathname) || !held.current.length) return;
    const due = held.current;
    held.current = [];
    due.forEach(show);
  });
}
