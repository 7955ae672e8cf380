/**
 * Guard of the login-required routes (SPEC §2, §6): a visitor's wish is stored, the home page is shown
 * with the login popup over it, and after login the popup layer navigates to the wished route.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginWish } from '../lib/auth/login-wish.ts';
import { isLocationCurrent } from '../lib/location-current.ts';
import { useIsLoggedIn } from '../lib/auth/token-store.ts';
import { searchWithStack, withoutPopups } from '../lib/popups/popup-keys.ts';

export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (loggedIn || !isLocationCurrent(location)) return;
    useLoginWish.getState().setWish({ kind: 'route', to: withoutPopups(location.pathname, location.search, location.hash) });
    void navigate({ pathname: '/', search: searchWithStack('', ['login']) }, { replace: true });
  }, [loggedIn, location, navigate]);

  return loggedIn ? children : null;
}
