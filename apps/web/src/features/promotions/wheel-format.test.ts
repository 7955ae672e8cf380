import { describe, expect, it } from 'vitest';
import { compactRupiah, rotationToLand } from './wheel-format.ts';

describe('compactRupiah', () => {
  it.each([
    ['0', '0'],
    ['500', '500'],
    ['1000', '1 rb'],
    ['2500', '2,5 rb'],
    ['100000', '100 rb'],
    ['1500000', '1,5 jt'],
  ])('%s → %s', (wire, text) => expect(compactRupiah(wire)).toBe(text));
});

describe('rotationToLand', () => {
  /** Where the middle of segment s sits (clockwise from the pointer) after turning the wheel by r. */
  const underPointer = (r: number, s: number, n: number) => (((((s + 0.5) * 360) / n + r) % 360) + 360) % 360;
  it.each([
    [0, 0, 8],
    [0, 7, 8],
    [1234.5, 3, 8],
    [1800, 1, 3],
  ])('from %s lands segment %i of %i under the pointer, after at least 5 turns', (current, s, n) => {
    const r = rotationToLand(current, s, n);
    expect(underPointer(r, s, n)).toBeCloseTo(0, 6);
    expect(r - current).toBeGreaterThanOrEqual(5 * 360);
    expect(r - current).toBeLessThan(6 * 360);
  });
});
