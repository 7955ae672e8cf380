/**
 * Where auth failures go. The API client and the websocket report here; the app registers what to
 * do (clear the token, open the login popup) at start. Keeps lib/api and lib/ws free of UI imports.
 */

/** relogin: codes 1/707 (token is dead); reauth: code 703 (ask the player to log in again). */
export type AuthFailureKind = 'relogin' | 'reauth';

type Handler = (kind: AuthFailureKind, code: number) => void;

let handler: Handler | null = null;
const early: Array<[AuthFailureKind, number]> = [];

/** Registers the app's reaction; failures reported before registration are replayed. */
export function setAuthFailureHandler(next: Handler): () => void {
  handler = next;
  for (const [kind, code] of early.splice(0)) next(kind, code);
  return () => {
    if (handler === next) handler = null;
  };
}

export function reportAuthFailure(kind: AuthFailureKind, code: number): void {
  if (handler) handler(kind, code);
  else early.push([kind, code]);
}
