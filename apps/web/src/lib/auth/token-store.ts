/**
 * The session token (SPEC §3): kept in localStorage under `token` and mirrored in a zustand store so
 * the UI, the API client and the websocket see the same identity. The server also sets an httpOnly
 * cookie; the stored copy is what tells the UI "logged in".
 */
import { create } from 'zustand';

const TOKEN_KEY = 'token';

function readStoredToken(): string | null {
  try {
    const value = localStorage.getItem(TOKEN_KEY);
    return value && value.trim() ? value : null;
  } catch {
    return null;
  }
}

interface TokenState {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

export const useTokenStore = create<TokenState>()((set) => ({
  token: readStoredToken(),
  setToken: (token) => {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch {
      /* storage blocked: the token lives for this tab only */
    }
    set({ token });
  },
  clearToken: () => {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      /* nothing stored */
    }
    set({ token: null });
  },
}));

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const next = readStoredToken();
    if (next !== useTokenStore.getState().token) useTokenStore.setState({ token: next });
  });
}

/** The current token outside React (API client, websocket). */
export const getToken = (): string | null => useTokenStore.getState().token;

/** True when a session token is held. */
export const useIsLoggedIn = (): boolean => useTokenStore((s) => s.token !== null);

/** The user id carried in the token (`v1-<userId>-<secret>`, SPEC §3: the second dash part). */
export function userIdFromToken(token: string | null): number | null {
  const part = token?.split('-')[1];
  const parsed = part ? Number(part) : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}
