/**
 * When a stored session stops granting its user: pure rules shared by the per-request check
 * (auth.service.ts) and the websocket gateway's periodic sweep of open links.
 *
 * The absolute end is the earlier of `expires_at` and `created_at + tokenTtlMs`. Rows written by the
 * previous release carry `expires_at` = login + 365 days; measuring from `created_at` as well ends
 * them at 90 days too, with no migration and whatever TOKEN_TTL_MS says today.
 */

export interface SessionTimes {
  readonly created_at: bigint | number;
  readonly last_seen_at: bigint | number;
  readonly expires_at: bigint | number;
  readonly revoked_at: bigint | number | null;
}

export interface SessionLifetimes {
  /** Absolute lifetime from login (TOKEN_TTL_MS). */
  readonly tokenTtlMs: number;
  /** Unused this long, a session has ended (SESSION_IDLE_MS). */
  readonly sessionIdleMs: number;
}

/** Whether the session still grants its user at `now`: not revoked, within its lifetime, used recently enough. */
export function sessionLive(s: SessionTimes, now: number, limits: SessionLifetimes): boolean {
  if (s.revoked_at !== null) return false;
  const end = Math.min(Number(s.expires_at), Number(s.created_at) + limits.tokenTtlMs);
  if (end <= now) return false;
  return now - Number(s.last_seen_at) < limits.sessionIdleMs;
}
