import { describe, expect, it } from 'vitest';
import { wibDay } from '../protection/periods.ts';
import {
  activeWindowStart,
  agentLevelOf,
  firstDepositDue,
  firstDepositRefusal,
  isActive,
  lastSettleableDay,
  nextLevelOf,
  rebateShares,
  toRules,
  uplinesThrough,
  type ChainLink,
} from './referral.rules.ts';

const rules = toRules({
  enabled: true,
  levels: [
    { activeDownlines: 0, rate: '0.1' },
    { activeDownlines: 5, rate: '0.15' },
    { activeDownlines: 20, rate: '0.2' },
  ],
  activeWager: '10000',
  activeDays: 7,
  firstDeposit: { minDeposit: '50000', bonus: '20000', days: 7 },
});
const DAY = 86_400_000;
const link = (tier: 1 | 2 | 3, rate: string, agentId = tier * 10): ChainLink => ({ agentId, tier, level: 'bronze', rate });

describe('referral rules', () => {
  it('rule 1: the uplines come from the inviter and its own first two tiers', () => {
    expect([...uplinesThrough(7, new Map())]).toEqual([[1, 7]]);
    expect([...uplinesThrough(7, new Map([[1, 5]]))]).toEqual([
      [1, 7],
      [2, 5],
    ]);
    expect([
      ...uplinesThrough(
        7,
        new Map([
          [1, 5],
          [2, 3],
          [3, 1],
        ]),
      ),
    ]).toEqual([
      [1, 7],
      [2, 5],
      [3, 3],
    ]);
  });

  it.each([
    [0, 'bronze'],
    [4, 'bronze'],
    [5, 'silver'],
    [19, 'silver'],
    [20, 'gold'],
    [500, 'gold'],
  ])('rule 2: %i active tier-1 downlines make %s', (active, level) => {
    expect(agentLevelOf(active, rules.levels).level).toBe(level);
  });

  it('rule 2: the next level and what it needs; none above gold', () => {
    expect(nextLevelOf('bronze', rules.levels)).toMatchObject({ level: 'silver', activeDownlines: 5 });
    expect(nextLevelOf('gold', rules.levels)).toBeNull();
  });

  // Revenue in minor units (Rp 1.000 = 100000).
  it.each([
    ['all bronze: only tier 1 earns', ['0.1', '0.1', '0.1'], [['1', 10000n]]],
    [
      'rising rates: each earns the difference',
      ['0.1', '0.15', '0.2'],
      [
        ['1', 10000n],
        ['2', 5000n],
        ['3', 5000n],
      ],
    ],
    ['gold at tier 1: nobody above earns', ['0.2', '0.15', '0.1'], [['1', 20000n]]],
    [
      'silver under bronze under gold',
      ['0.15', '0.1', '0.2'],
      [
        ['1', 15000n],
        ['3', 5000n],
      ],
    ],
  ] as const)('rule 3, %s', (_name, rates, expected) => {
    const shares = rebateShares(
      100000n,
      rates.map((r, i) => link((i + 1) as 1 | 2 | 3, r)),
    );
    expect(shares.map((s) => [String(s.tier), s.amount])).toEqual(expected);
    // Never more than the top rate of the chain.
    expect(shares.reduce((s, x) => s + x.amount, 0n)).toBeLessThanOrEqual(20000n);
  });

  it('rule 3: shares are floored to a sen; no revenue or a loss pays nothing; the order of the chain does not matter', () => {
    expect(rebateShares(333n, [link(1, '0.1'), link(2, '0.15')]).map((s) => [s.amount, s.share])).toEqual([
      [33n, '0.1'],
      [16n, '0.05'],
    ]);
    expect(rebateShares(0n, [link(1, '0.1')])).toEqual([]);
    expect(rebateShares(-500n, [link(1, '0.1')])).toEqual([]);
    expect(rebateShares(1000n, [link(3, '0.2'), link(1, '0.1')]).map((s) => [s.tier, s.amount])).toEqual([
      [1, 100n],
      [3, 100n],
    ]);
  });

  it('rule 4: active with the wager over the window of days ending with the day', () => {
    expect(activeWindowStart('2026-11-28', 7)).toBe('2026-11-22');
    expect(activeWindowStart('2026-03-01', 1)).toBe('2026-03-01');
    expect(isActive(1_000_000n, rules)).toBe(true);
    expect(isActive(999_999n, rules)).toBe(false);
  });

  it('rule 5: a first deposit from the minimum starts the clock; paid to an active, unrelated downline only', () => {
    expect(firstDepositDue(4_999_999n, 1_000, rules)).toBeNull();
    expect(firstDepositDue(5_000_000n, 1_000, rules)).toBe(1_000 + 7 * DAY);
    expect(firstDepositDue(5_000_000n, 1_000, { ...rules, enabled: false })).toBeNull();
    expect(firstDepositRefusal(1_000_000n, false, rules)).toBeNull();
    expect(firstDepositRefusal(999_999n, false, rules)).toContain('tidak aktif');
    expect(firstDepositRefusal(0n, false, rules)).toContain('tidak aktif');
    expect(firstDepositRefusal(5_000_000n, true, rules)).toContain('terkait');
  });

  it('rule 7: a WIB day settles ten minutes after it ends', () => {
    // 2026-11-28 00:00 WIB is 2026-11-27 17:00 UTC.
    const midnight = Date.parse('2026-11-27T17:00:00Z');
    expect(lastSettleableDay(midnight + 9 * 60_000, wibDay)).toBe('2026-11-26');
    expect(lastSettleableDay(midnight + 10 * 60_000, wibDay)).toBe('2026-11-27');
  });
});
