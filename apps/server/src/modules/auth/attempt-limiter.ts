/**
 * Counts attempts in fixed windows, in memory or in Redis (shared by every node), for brute-force
 * limits on login and registration: HTTP 429 with code 667 once a key is over its limit.
 */
import type { Redis } from 'ioredis';

export interface AttemptStore {
  /** Adds one attempt for `key` and returns the count within the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Current count without adding. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    /** At most this many keys are kept (see makeRoom). */
    private readonly maxKeys = 100_000,
  ) {}

  /** Keys held now (tests check the bound). */
  get size(): number {
    return this.entries.size;
  }

  private live(key: string): { count: number; expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const entry = this.live(key);
    if (entry) return ++entry.count;
    this.makeRoom();
    this.entries.set(key, { count: 1, expiresAt: this.now() + windowMs });
    return 1;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /**
   * Keeps the store under `maxKeys`, so a flood of made-up keys (addresses, phones) cannot grow memory
   * without limit: expired entries go first, then the oldest, down to nine tenths of the bound so one
   * sweep pays for many inserts. (Evicting a live counter forgets some attempts; reaching the bound
   * takes more distinct keys than a real client can make once addresses are not forgeable.)
   */
  private makeRoom(): void {
    if (this.entries.size < this.maxKeys) return;
    this.prune();
    const target = Math.floor(this.maxKeys * 0.9);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= target) break;
      this.entries.delete(key);
    }
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const k = `${this.prefix}attempts:${key}`;
    const [[, count] = [null, 0]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) ?? [];
    return Number(count);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(`${this.prefix}attempts:${key}`)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}attempts:${key}`);
  }
}
