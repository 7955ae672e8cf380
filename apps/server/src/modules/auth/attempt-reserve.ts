/**
 * Reserve-then-check: an attempt is counted before the expensive or secret check it guards, and the
 * decision is taken on that count. Checking a count first and adding to it after the check lets every
 * request of a parallel burst read the same low count (150 parallel wrong logins once got 116 password
 * checks under a limit of 5); counting first gives each request its own number, so at most `limit`
 * requests ever reach the check within one window.
 */
import { AppError } from '../../platform/http/app-error.ts';
import type { AttemptStore } from './attempt-limiter.ts';

/**
 * Counts one attempt for `key` (atomically, in memory or Redis) and throws 667 when it is over `limit`.
 * The caller then runs its check; on success it may `reset` the key so a legitimate user starts afresh.
 */
export async function reserveAttempt(store: AttemptStore, key: string, limit: number, windowMs: number, message?: string): Promise<void> {
  const count = await store.hit(key, windowMs);
  if (count > limit) throw new AppError(667, message);
}
