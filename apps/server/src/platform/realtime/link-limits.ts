/**
 * Limits of the websocket gateway, as pure bookkeeping (no sockets here): a token bucket for call
 * rates, and counts of open links per key (per address, per user). They bound what one client can
 * make a node hold: queued frames, unsent data, call rate and open links (issue 12, point 12).
 */

export interface RateLimit {
  /** Calls a second, sustained. */
  readonly perSecond: number;
  /** Calls allowed at once after a quiet spell (page load fires several). */
  readonly burst: number;
}

export interface LinkLimits {
  /** Frames received and not yet answered on one link; more are refused with 667. */
  readonly maxPendingPerLink: number;
  /** Unsent bytes queued for one link; a link over it is not reading and is cut. */
  readonly maxBufferedBytes: number;
  readonly linkRate: RateLimit;
  /** Shared by every link of one user on this node. */
  readonly userRate: RateLimit;
  readonly linksPerIp: number;
  readonly linksPerUser: number;
}

/** Close codes the gateway sends (4000-4999 are the application's). */
export const wsCloseCodes = {
  /** The link's session was ended (logout, password change, revoke): reconnect as a visitor or log in. */
  sessionEnded: 4001,
  /** Too many links for this user or address. */
  tooManyLinks: 4029,
} as const;

/** A classic token bucket: `take()` spends one token if there is one; tokens refill continuously. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit,
    now: number,
  ) {
    this.tokens = limit.burst;
    this.last = now;
  }

  take(now: number): boolean {
    const elapsed = Math.max(0, now - this.last);
    this.last = now;
    this.tokens = Math.min(this.limit.burst, this.tokens + (elapsed * this.limit.perSecond) / 1000);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Counts open things per key; keys at zero are forgotten so the map stays as small as the live set. */
export class KeyedCounter<K> {
  private readonly counts = new Map<K, number>();

  get(key: K): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: K): number {
    const next = this.get(key) + 1;
    this.counts.set(key, next);
    return next;
  }

  remove(key: K): void {
    const next = this.get(key) - 1;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }
}
