/**
 * Where the reality check counts from: the login, or the first activity of the WIB day when the
 * session began on an earlier day. A stored start from today is kept.
 */
import { periodBounds } from './periods.ts';

/** The session start at `now`; `changed` when it must be stored. */
export function sessionStartAt(stored: number | null, loginAt: number, now: number): { start: number; changed: boolean } {
  const today = periodBounds('day', now).start;
  if (stored !== null && stored >= today) return { start: stored, changed: false };
  return { start: loginAt >= today ? loginAt : now, changed: true };
}
