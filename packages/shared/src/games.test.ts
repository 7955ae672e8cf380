import { describe, expect, it } from 'vitest';
import { isBigWin, maskName, multiplierOf } from './games.ts';

describe('big wins', () => {
  it.each([
    [100_000n, 1_000_000n, true],
    [100_000n, 999_999n, false],
    [1_000_000_000n, 100_000_000n, false],
    [10_000_000n, 100_000_000n, true],
    [100_000n, 0n, false],
  ])('stake %s paying %s is big: %s', (amount, payout, big) => {
    expect(isBigWin(amount, payout)).toBe(big);
  });
  it.each([
    [1_000n, 12_500n, '12.50'],
    [3_000n, 10_000n, '3.33'],
    [100n, 100n, '1.00'],
    [7n, 1_000_000n, '142857.14'],
  ])('stake %s paying %s is %sx', (amount, payout, multiplier) => {
    expect(multiplierOf(amount, payout)).toBe(multiplier);
  });
  it('masks names for the public feed', () => {
    expect(maskName('Member7890')).toBe('Me***90');
    expect(maskName('Ana')).toBe('A***');
    expect(maskName(null)).toBe('Pemain');
  });
});
