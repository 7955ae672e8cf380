import { describe, expect, it } from 'vitest';
import { formatBalance, formatIdr, minor, parseAmount, toWireAmount } from './money.ts';

describe('parseAmount', () => {
  it.each([
    ['15000', 1_500_000n],
    ['1500.25', 150_025n],
    ['1500.5', 150_050n],
    [' 7 ', 700n],
    [12.34, 1_234n],
    [0, 0n],
    ['-3.1', -310n],
  ])('reads %j as %s minor units', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([['1.005'], ['abc'], [''], ['1e5'], [1e21], [Number.NaN], [Infinity], [null], [{}], ['12,5'], ['1234567890123456']])(
    'refuses %j',
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );
});

describe('toWireAmount', () => {
  it.each([
    [1_500_000n, '15000'],
    [150_025n, '1500.25'],
    [150_050n, '1500.5'],
    [5n, '0.05'],
    [-310n, '-3.1'],
  ])('writes %s as %s', (input, expected) => {
    expect(toWireAmount(minor(input))).toBe(expected);
  });

  it('round-trips with parseAmount', () => {
    for (const v of [0n, 1n, 99n, 100n, 123456789n, 100000000000n]) {
      expect(parseAmount(toWireAmount(v))).toBe(v);
    }
  });
});

describe('formatIdr', () => {
  it.each([
    [123_456_750n, 'Rp 1.234.567,5'],
    [100n, 'Rp 1'],
    [0n, 'Rp 0'],
    [100_000_000n, 'Rp 1.000.000'],
    [5n, 'Rp 0,05'],
    [99_999n, 'Rp 999,99'],
    [-150_000n, 'Rp -1.500'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatIdr(input)).toBe(expected);
  });

  it('shows a negative balance as zero', () => {
    expect(formatBalance(-500n)).toBe('Rp 0');
    expect(formatBalance(500n)).toBe('Rp 5');
  });
});
