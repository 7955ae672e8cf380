import { describe, expect, it } from 'vitest';
import { wingoTrend } from './trend.ts';

describe('wingo trend', () => {
  it('counts gaps, frequency and runs per number', () => {
    // oldest → newest
    const t = wingoTrend([3, 3, 1, 3, 0, 0, 0, 9]);
    expect(t.window).toBe(8);
    expect(t.result).toEqual([9, 0, 0, 0, 3, 1, 3, 3]);
    expect(t.frequency).toEqual([3, 1, 0, 3, 0, 0, 0, 0, 0, 1]);
    expect(t.missing[3]).toBe(4); // last 3 at index 3, four rounds since
    expect(t.missing[9]).toBe(0);
    expect(t.missing[5]).toBe(8); // never: the whole window
    expect(t.maxContinued[0]).toBe(3);
    expect(t.maxContinued[3]).toBe(2);
    // 3: gaps before appearances 0, 0, 1 and the open gap 4 → (0 + 0 + 1 + 4) / 4 = 1.25 → 1
    expect(t.avgMissing[3]).toBe(1);
    expect(t.avgMissing[5]).toBe(8);
    expect(t.frequency.reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('handles an empty window', () => {
    const t = wingoTrend([]);
    expect(t.result).toEqual([]);
    expect(t.frequency).toEqual(new Array(10).fill(0));
    expect(t.missing).toEqual(new Array(10).fill(0));
  });
});
