import { describe, expect, it } from 'vitest';
import { rupiah } from './money.ts';
import { canCancelWithdrawal, inRange, rangeFrom, withdrawFee } from './wallet.ts';

describe('wallet rules', () => {
  const rule = { perMille: 10n, min: rupiah(2_500), freeFrom: rupiah(1_000_000) };
  it.each([
    [rupiah(50_000), rupiah(2_500)],
    [rupiah(500_000), rupiah(5_000)],
    [rupiah(999_999), 99_999_900n / 100n],
    [rupiah(1_000_000), 0n],
  ])('fee of %s is %s', (amount, fee) => {
    expect(withdrawFee(amount, rule)).toBe(fee);
  });
  it('reads ranges from config and falls back on nonsense', () => {
    const fallback = { min: rupiah(1), max: rupiah(2) };
    expect(rangeFrom({ min: '10000', max: '50000000' }, fallback)).toEqual({ min: rupiah(10_000), max: rupiah(50_000_000) });
    expect(rangeFrom({ min: '5', max: '1' }, fallback)).toBe(fallback);
    expect(rangeFrom(undefined, fallback)).toBe(fallback);
    expect(inRange(rupiah(10_000), { min: rupiah(10_000), max: rupiah(20_000) })).toBe(true);
    expect(inRange(rupiah(9_999), { min: rupiah(10_000), max: rupiah(20_000) })).toBe(false);
  });
  it('cancels only pending withdrawals', () => {
    expect(canCancelWithdrawal('pending')).toBe(true);
    for (const s of ['paid', 'rejected', 'cancelled'] as const) expect(canCancelWithdrawal(s)).toBe(false);
  });
});
