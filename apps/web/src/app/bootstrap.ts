/** Wiring done once at start: what an auth failure does and error reports; the websocket link once the app is live. */
import { errorEntry } from '@kasino/shared/errors/catalogue';
import { installErrorReporter } from '../lib/api/error-notify.ts';
import { errorToastText } from '../lib/api/report-error.ts';
import { setAuthFailureHandler } from '../lib/auth/auth-events.ts';
import { endSession } from '../lib/auth/session.ts';
import { whenIdle } from '../lib/after-paint.ts';
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
 * Once the app is live, when the main thread is first idle (the page's server markup is then taken
 * over whole): the held reads go out (lib/api/read-gate.ts) and the websocket opens. Each change of
 * the link's state, and each answer, is a synchronous update (useSyncExternalStore): arriving while
 * React still takes parts of the server's markup over, it makes React take those parts over at once,
 * in one task of tens of milliseconds on a slow phone, right when the player first taps.
 */
export function afterTakeover(releaseReads: () => void): void {
  whenIdle(() => {
    releaseReads();
    startWebsocket();
  });
}
