/**
 * Opens today's promotion popup (daily-popup.ts) over the lobby a moment after it shows, for a
 * logged-in player, once a day, never over another popup. Loaded after the first paint.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { decideDailyPopup } from '../daily-popup.ts';

const DELAY_MS = 1200;

export function DailyPopups() {
  const loggedIn = useIsLoggedIn();
  const userId = useUser().data?.id;
  const { pathname } = useLocation();
  const { stack, open } = usePopups();
  const asked = useRef<number | null>(null);
  const idle = loggedIn && userId !== undefined && pathname === '/' && stack.length === 0;
  useEffect(() => {
    if (!idle || userId === undefined || asked.current === userId) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      asked.current = userId;
      decideDailyPopup(userId)
        .then((key) => {
          if (!cancelled && key) open(key);
        })
        .catch(() => undefined); // a popup is never worth an error
    }, DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [idle, userId, open]);
  return null;
}
