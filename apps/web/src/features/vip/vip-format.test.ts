import { describe, expect, it } from 'vitest';
import { formatPoints, pointsLeft, ratePercent } from './vip-format.ts';

describe('how the VIP figures read', () => {
  it.each([
    ['0', '0'],
    ['500', '500'],
    ['1234567.5', '1.234.567,5'],
    ['99.25', '99,25'],
  ])('points %s read %s', (wire, shown) => {
    expect(formatPoints(wire)).toBe(shown);
  });

  it.each([
    [{ score: '500', nextScore: '100000' }, '99.500'],
    [{ score: '299.99', nextScore: '300' }, '0,01'],
    [{ score: '300', nextScore: '300' }, '0'],
    [{ score: '100000', nextScore: null }, null],
  ])('points left from %o: %s', (info, left) => {
    expect(pointsLeft(info)).toBe(left);
  });

  it.each([
    ['0', '0%'],
    ['0.05', '5%'],
    ['0.07', '7%'],
    ['0.125', '12,5%'],
    ['0.2', '20%'],
  ])('rate %s reads %s', (rate, shown) => {
    expect(ratePercent(rate)).toBe(shown);
  });
});
