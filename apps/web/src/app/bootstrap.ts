/** Wiring done once at start: what an auth failure does and error reports; the websocket link once the app is live. */
import { errorEntry } from '@kasino/shared/errors/catalogue';
import { installErrorReporter } from '../lib/api/error-notify.ts';
import { errorToastText } from '../lib/api/report-error.ts';
import { setAuthFailureHandler } from '../lib/auth/auth-events.ts';
import { endSession } from '../lib/auth/session.ts';
import { openPopupFromOutside } from '../lib/popups/popup-bridge.ts';
import { notify } from '../lib/toast.ts';
import { startWebsocket } from '../lib/ws/ws-instance.ts';

/** The REST call and the websocket often report the same dead token together: prompt once. */
const PROMPT_DEDUPE_MS = 2_000;

export function bootstrap(): void {
  let lastPrompt = 0;
  // SPEC §8 / §4 Auth: 1 and 707 clear the token and open login; 703 asks for login again.
  setAuthFailureHandler((kind, code) => {
    if (kind === 'relogin') endSession();
    const now = Date.now();
    if (now - lastPrompt < PROMPT_DEDUPE_MS) return;
    lastPrompt = now;
    const text = errorEntry(code).text;
    if (kind === 'relogin') notify.error(errorToastText({ code, message: text }));
    else notify.info(text);
    openPopupFromOutside('login');
  });
  installErrorReporter();
}

/**
 * Opens the websocket once the first screen is taken over, in a task of its own. Opened before, its
 * state changes while React takes the server's markup over: every component that shows the link
 * (the balance, the bell, the connection banner) is then drawn again at once, in one task of hundreds
 * of milliseconds on a slow phone, right when the player first taps.
 */
export function startLinkAfterFirstScreen(): void {
  setTimeout(startWebsocket, 0);
}
