import { describe, expect, it } from 'vitest';
import { formatSeconds } from './format-time.ts';
import { formatCount, formatDecimal } from './format-number.ts';

describe('Indonesian number and time format', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [10_000, '10.000'],
    [50_000, '50.000'],
    [1_234_567, '1.234.567'],
    [-2_500, '-2.500'],
  ])('counts %d as %s', (value, shown) => expect(formatCount(value)).toBe(shown));

  it.each([
    ['12.50', '12,50'],
    ['1234.5', '1.234,5'],
    ['7', '7'],
    ['-1000.25', '-1.000,25'],
  ])('writes the decimal %s as %s', (wire, shown) => expect(formatDecimal(wire)).toBe(shown));

  it('writes seconds as "dtk", whole or with one decimal', () => {
    expect(formatSeconds(30)).toBe('30 dtk');
    expect(formatSeconds(1.6, 1)).toBe('1,6 dtk');
    expect(formatSeconds(2, 1)).toBe('2,0 dtk');
  });
});
