/**
 * Script errors nothing caught (`error`, `unhandledrejection`) go to `POST /main/site/error/notify`, so
 * operators see what breaks on players' phones. At most five per page load, each message once, sent
 * with keepalive so a report survives a navigation; reporting never throws or shows anything.
 */
import { CLIENT_VERSION } from '@kasino/shared/ids';

const MAX_REPORTS = 5;

export function installErrorReporter(): void {
  const sent = new Set<string>();
  const send = (message: string, stack?: string) => {
    const text = message.slice(0, 500) || 'Unknown error';
    if (sent.size >= MAX_REPORTS || sent.has(text)) return;
    sent.add(text);
    const body = {
      message: text,
      stack: stack?.slice(0, 4000),
      path: window.location.pathname.slice(0, 300),
      clientVersion: CLIENT_VERSION,
    };
    void fetch('/main/site/error/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  };
  window.addEventListener('error', (event) => {
    // A failed <img>/<script> load also fires `error` (without a message): not a script error.
    if (!event.message) return;
    send(event.message, event.error instanceof Error ? event.error.stack : undefined);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    // Cancelled requests are normal (a page left before its data came).
    if (reason instanceof DOMException && reason.name === 'AbortError') return;
    if (reason instanceof Error) send(reason.message, reason.stack);
    else send(String(reason));
  });
}
