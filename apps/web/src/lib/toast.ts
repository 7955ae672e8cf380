/**
 * Toasts of the whole app (SPEC §4 Mail/§8): sonner, hidden after 3 s, and the same text is not
 * shown twice while it is still on screen.
 */
// Loaded on first use, so the toast library stays out of the first page load.
const sonner = () => import('sonner');

/** How long a toast stays; also the window in which a repeated text is suppressed. */
export const TOAST_DURATION_MS = 3_000;

type ToastKind = 'success' | 'error' | 'info';

const shownAt = new Map<string, number>();

function show(kind: ToastKind, text: string): void {
  const key = `${kind}:${text}`;
  const now = Date.now();
  const last = shownAt.get(key);
  if (last !== undefined && now - last < TOAST_DURATION_MS) return;
  shownAt.set(key, now);
  // Drop old entries so the map stays small in long sessions.
  for (const [k, at] of shownAt) if (now - at >= TOAST_DURATION_MS) shownAt.delete(k);
  // The id makes sonner update a still-visible toast instead of stacking a copy.
  void sonner().then(({ toast }) => toast[kind](text, { id: key, duration: TOAST_DURATION_MS }));
}

/** Shows toasts with duplicate suppression. */
export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};
