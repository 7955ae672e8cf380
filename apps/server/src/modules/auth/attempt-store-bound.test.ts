/**
 * The in-memory attempt store keeps a bounded number of keys: a flood of made-up keys (forged
 * addresses, random phones) cannot grow memory without limit, and live counters of the newest keys
 * still count.
 */
import { describe, expect, it } from 'vitest';
import { MemoryAttemptStore } from './attempt-limiter.ts';

describe('MemoryAttemptStore bound', () => {
  it('never holds more than maxKeys keys under a flood of distinct live keys', async () => {
    const store = new MemoryAttemptStore(() => 1_000, 1_000);
    for (let i = 0; i < 50_000; i++) await store.hit(`auth-ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 60_000);
    expect(store.size).toBeLessThanOrEqual(1_000);
    // The newest key is still counted.
    expect(await store.hit('auth-ip:10.0.195.79', 60_000)).toBe(2);
  });

  it('drops expired keys before live ones', async () => {
    let now = 0;
    const store = new MemoryAttemptStore(() => now, 10);
    await store.hit('login-fail:0812000001', 1_000_000);
    await store.hit('login-fail:0812000001', 1_000_000);
    for (let i = 0; i < 9; i++) await store.hit(`short:${i}`, 10);
    now = 100; // the nine short keys have expired; the long one has not
    for (let i = 0; i < 5; i++) await store.hit(`new:${i}`, 1_000);
    expect(await store.count('login-fail:0812000001')).toBe(2);
    expect(store.size).toBe(6);
  });
});
