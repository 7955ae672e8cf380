/**
 * SPEC §8 in one place: what the player sees for a failed call.
 * 1. Network failure or timeout → the network text, no code.
 * 2. Codes 1 / 707 → clear the token and open login (the auth-failure handler toasts, once).
 * 3. Code 703 → ask to log in again (same handler).
 * 4. Info codes 1321 / 1331 / 1371 → info toast only.
 * 5. Silent codes (14704, 14705, 10024, 10025, 14922) → nothing.
 * 6. Anything else → error toast "text (code)".
 */
import { clientMessages, errorEntry } from '@kasino/shared/errors/catalogue';
import { reportAuthFailure } from '../auth/auth-events.ts';
import { notify } from '../toast.ts';
import type { ApiError } from './api-error.ts';

export interface ReportOptions {
  /** Skip toasts (background loads with a fallback); auth failures are still acted on. */
  quiet?: boolean;
}

/** The text shown for an error with its code, e.g. "Saldo tidak mencukupi (700)". */
export const errorToastText = (error: Pick<ApiError, 'code' | 'message'>): string => `${error.message} (${error.code})`;

export function reportApiError(error: ApiError, options: ReportOptions = {}): void {
  // 1.
  if (error.kind !== 'service') {
    if (!options.quiet) notify.error(clientMessages.network);
    return;
  }
  const entry = errorEntry(error.code);
  switch (entry.action) {
    case 'relogin': // 2.
      reportAuthFailure('relogin', error.code);
      return;
    case 'reauth': // 3.
      reportAuthFailure('reauth', error.code);
      return;
    case 'info': // 4.
      if (!options.quiet) notify.info(error.message);
      return;
    case 'none':
      // 5. / 6.
      if (entry.toast && !options.quiet) notify.error(errorToastText(error));
      return;
  }
}
