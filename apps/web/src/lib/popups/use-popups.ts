/**
 * Reading and changing the popup stack in the URL (SPEC §2 Popups):
 * 1. open(key): a login-required popup while logged out stores the wish and opens login instead.
 * 2. close(): pops the last popup (history back when this entry was our own push), or goes back in
 *    history when none is open; closing the last auth popup forgets the wish.
 * 3. resumeAfterLogin(): drops the auth popups and restores the stored route or popup.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginWish } from '../auth/login-wish.ts';
import { getSession } from '../auth/token-store.ts';
import {
  authPopupKeys,
  loginOnlyPopupKeys,
  parsePopupStack,
  POPUP_PARAM,
  searchWithStack,
  serializePopupStack,
  type PopupKey,
} from './popup-keys.ts';

/** History state we push with a popup, so close() knows it may step back instead of replacing. */
interface PopupHistoryState {
  z?: string;
}

/** True when there is an app history entry to go back to. */
const canGoBack = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export function usePopups() {
  const location = useLocation();
  const navigate = useNavigate();
  const stack = useMemo(() => parsePopupStack(new URLSearchParams(location.search).get(POPUP_PARAM)), [location.search]);

  const go = useCallback(
    (next: readonly PopupKey[], mode: 'push' | 'replace') => {
      const search = searchWithStack(location.search, next);
      const state: PopupHistoryState = { z: serializePopupStack(next) };
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: mode === 'replace', state, preventScrollReset: true },
      );
    },
    [location.hash, location.pathname, location.search, navigate],
  );

  /** 1. */
  const open = useCallback(
    (key: PopupKey) => {
      let target = key;
      if (loginOnlyPopupKeys.has(key) && !getSession()) {
        useLoginWish.getState().setWish({ kind: 'popup', key });
        target = 'login';
      }
      if (stack[stack.length - 1] === target) return;
      go([...stack.filter((k) => k !== target), target], 'push');
    },
    [go, stack],
  );

  /** Replaces the top popup (login ⇄ register) without adding history. */
  const swap = useCallback(
    (key: PopupKey) => {
      go([...stack.slice(0, -1).filter((k) => k !== key), key], 'replace');
    },
    [go, stack],
  );

  const goBack = useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);

  /** 2. */
  const close = useCallback(() => {
    if (stack.length === 0) return goBack();
    const next = stack.slice(0, -1);
    const popped = stack[stack.length - 1] as PopupKey;
    if (authPopupKeys.has(popped) && !next.some((k) => authPopupKeys.has(k))) useLoginWish.getState().clearWish();
    const ours = (location.state as PopupHistoryState | null)?.z === serializePopupStack(stack);
    if (ours && canGoBack()) void navigate(-1);
    else go(next, 'replace');
  }, [go, goBack, location.state, navigate, stack]);

  const closeAll = useCallback(() => go([], 'replace'), [go]);

  /** 3. */
  const resumeAfterLogin = useCallback(() => {
    const wish = useLoginWish.getState().takeWish();
    const remaining = stack.filter((k) => !authPopupKeys.has(k));
    if (wish?.kind === 'route') void navigate(wish.to, { replace: true });
    else if (wish?.kind === 'popup') go([...remaining.filter((k) => k !== wish.key), wish.key], 'replace');
    else go(remaining, 'replace');
  }, [go, navigate, stack]);

  return { stack, open, swap, close, closeAll, goBack, resumeAfterLogin };
}
