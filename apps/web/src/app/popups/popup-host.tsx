/**
 * Always mounted in the shell: keeps the popup stack honest (a login-required popup while logged out
 * becomes the login popup, with the wish stored; a login popup while logged in is not shown), lets
 * non-React code open popups, and renders the
 * popup layer (a lazy chunk with the animation library) once a popup is open.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLoginWish } from '../../lib/auth/login-wish.ts';
import { useIsLoggedIn } from '../../lib/auth/token-store.ts';
import { isLocationCurrent } from '../../lib/location-current.ts';
import { registerPopupOpener } from '../../lib/popups/popup-bridge.ts';
import { authPopupKeys, loginOnlyPopupKeys, type PopupKey } from '../../lib/popups/popup-keys.ts';
import { usePopups } from '../../lib/popups/use-popups.ts';

const PopupLayer = lazy(() => import('./popup-layer.tsx').then((m) => ({ default: m.PopupLayer })));

export function PopupHost() {
  const popups = usePopups();
  const { stack, swap } = popups;
  const loggedIn = useIsLoggedIn();
  const location = useLocation();

  const openRef = useRef(popups.open);
  useEffect(() => {
    openRef.current = popups.open;
  });
  useEffect(() => registerPopupOpener((key: PopupKey) => openRef.current(key)), []);

  // A login-required popup reached by URL while logged out: remember it and ask for login instead.
  const locked = loggedIn ? undefined : stack.find((key) => loginOnlyPopupKeys.has(key));
  useEffect(() => {
    if (!locked || !isLocationCurrent(location)) return;
    useLoginWish.getState().setWish({ kind: 'popup', key: locked });
    swap('login');
  }, [locked, location, swap]);

  // A logged-in player has nothing to do in the login or registration popups (`?z=login` from an old
  // link or a bookmark): they are not shown. The URL is left alone, so a login finishing at this very
  // moment still resumes where the player was going.
  const visible = locked ? [] : loggedIn ? stack.filter((key) => !authPopupKeys.has(key)) : stack;

  // The layer (and the animation library) loads with the first popup, not with the page.
  // Once loaded it stays mounted, so closing animations can play.
  const [needed, setNeeded] = useState(false);
  if (stack.length > 0 && !needed) setNeeded(true);
  if (!needed && stack.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupLayer stack={visible} onClose={popups.close} />
    </Suspense>
  );
}
