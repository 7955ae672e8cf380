/**
 * Whether this browser holds a session, and whose. The session token itself lives only in the
 * httpOnly `token` cookie the server sets at login (script on the page can never read it, so an
 * injected script cannot steal it); the REST client and the websocket rely on that cookie.
 *
 * What is kept here is a non-secret marker, `user:<id>`, in localStorage under `session` and
 * mirrored in a zustand store, so the UI knows "logged in" at start without a round trip and every
 * tab follows a login or logout. A marker whose cookie has died is cleared by the first call that
 * answers 1/707 (auth-events → endSession).
 */
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';

const SESSION_KEY = 'session';
/** Where earlier versions kept the token itself; removed on start (the cookie carries the session). */
const LEGACY_TOKEN_KEY = 'token';

const markerFor = (userId: number): string => `user:${userId}`;

function userIdOf(marker: string | null): number | null {
  const id = marker?.startsWith('user:') ? Number(marker.slice('user:'.length)) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function readStoredSession(): string | null {
  try {
    const legacy = localStorage.getItem(LEGACY_TOKEN_KEY);
    if (legacy !== null) {
      // `v1-<userId>-<secret>`: keep who was logged in, drop the secret.
      localStorage.removeItem(LEGACY_TOKEN_KEY);
      const id = Number(legacy.split('-')[1]);
      if (Number.isSafeInteger(id) && id > 0) localStorage.setItem(SESSION_KEY, markerFor(id));
    }
    const value = localStorage.getItem(SESSION_KEY);
    return userIdOf(value) === null ? null : value;
  } catch {
    return null;
  }
}

interface SessionState {
  /** `user:<id>` while logged in; never the token. */
  session: string | null;
  /** After a login/registration answered: remember who (the server already set the cookie). */
  signIn: (userId: number) => void;
  signOut: () => void;
}

const sessionStore = createStore<SessionState>()((set) => ({
  session: readStoredSession(),
  signIn: (userId) => {
    const session = markerFor(userId);
    try {
      localStorage.setItem(SESSION_KEY, session);
    } catch {
      /* storage blocked: the marker lives for this tab only */
    }
    set({ session });
  },
  signOut: () => {
    try {
      localStorage.removeItem(SESSION_KEY);
    } catch {
      /* nothing stored */
    }
    set({ session: null });
  },
}));

/**
 * The store as a hook. Unlike zustand's own hook, hydration reads the current state rather than the
 * state at creation: the server renders the lobby for a visitor or for a member (render-page.tsx sets
 * the marker first), and the browser hydrates that markup with the marker it holds.
 */
export const useSessionStore = Object.assign(<T>(selector: (state: SessionState) => T): T => {
  const read = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, read, read);
}, sessionStore);

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    const next = readStoredSession();
    if (next !== useSessionStore.getState().session) useSessionStore.setState({ session: next });
  });
}

/** The session marker outside React (null when logged out). */
export const getSession = (): string | null => useSessionStore.getState().session;

/** True while this browser holds a session. */
export const useIsLoggedIn = (): boolean => useSessionStore((s) => s.session !== null);

/** The logged-in user's id, from the marker. */
export const sessionUserId = (): number | null => userIdOf(getSession());
