import { describe, expect, it } from 'vitest';
import { LIMIT_INCREASE_DELAY_MS } from '@kasino/shared/protocol/protection';
import { effectiveLimit, firstBreach, noLimit, planLimitChange, type LimitState } from './limits.rules.ts';

const now = 1_700_000_000_000;
const set = (amount: bigint | null, pendingAmount: bigint | null = null, pendingFrom: number | null = null): LimitState => ({
  amount,
  pendingAmount,
  pendingFrom,
});

describe('planLimitChange', () => {
  it.each([
    ['a first limit applies at once', noLimit, 100n, set(100n)],
    ['a lower limit applies at once', set(100n), 50n, set(50n)],
    ['a lower limit also drops a waiting raise', set(100n, 500n, now + 1000), 50n, set(50n)],
    ['the same limit cancels a waiting raise', set(100n, 500n, now + 1000), 100n, set(100n)],
    ['a raise waits 24 h', set(100n), 200n, set(100n, 200n, now + LIMIT_INCREASE_DELAY_MS)],
    ['a removal waits 24 h', set(100n), null, set(100n, null, now + LIMIT_INCREASE_DELAY_MS)],
    [
      'a second raise restarts the wait',
      set(100n, 200n, now - 1000 + LIMIT_INCREASE_DELAY_MS),
      300n,
      set(100n, 300n, now + LIMIT_INCREASE_DELAY_MS),
    ],
    ['removing nothing changes nothing', noLimit, null, set(null)],
  ])('%s', (_name, stored, requested, expected) => {
    expect(planLimitChange(stored, requested, now)).toEqual(expected);
  });

  it('plans from the limit in force when a waiting raise has come due', () => {
    // The raise to 200 applied yesterday; 150 is now a decrease and applies at once.
    expect(planLimitChange(set(100n, 200n, now - 1), 150n, now)).toEqual(set(150n));
  });
});

describe('effectiveLimit', () => {
  it('keeps the old limit until the waiting change is due, then applies it', () => {
    const stored = set(100n, 200n, now);
    expect(effectiveLimit(stored, now - 1).amount).toBe(100n);
    expect(effectiveLimit(stored, now)).toEqual(set(200n));
    expect(effectiveLimit(set(100n, null, now), now)).toEqual(set(null));
  });
});

describe('firstBreach', () => {
  const used = { day: 80n, week: 300n, month: -50n };
  it('finds the first limit that the addition would pass', () => {
    expect(firstBreach([{ period: 'day', amount: 100n }], used, 20n)).toBeNull();
    expect(firstBreach([{ period: 'day', amount: 100n }], used, 21n)).toEqual({ period: 'day', limit: 100n, used: 80n });
    expect(
      firstBreach(
        [
          { period: 'day', amount: null },
          { period: 'week', amount: 310n },
        ],
        used,
        20n,
      ),
    ).toEqual({ period: 'week', limit: 310n, used: 300n });
  });
  it('counts winnings (negative net loss) as room', () => {
    expect(firstBreach([{ period: 'month', amount: 100n }], used, 150n)).toBeNull();
    expect(firstBreach([{ period: 'month', amount: 100n }], used, 151n)).not.toBeNull();
  });
});
