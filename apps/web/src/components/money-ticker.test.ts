import { describe, expect, it } from 'vitest';
import { tickerValue } from './money-ticker.tsx';

describe('the balance count', () => {
  it('passes through whole rupiah only and ends on the exact amount (issue 17 #7)', () => {
    const from = 0n;
    const to = 37_086_516n; // Rp 370.865,16
    for (let i = 1; i < 100; i++) {
      const shown = tickerValue(from, to, i / 100);
      expect(shown % 100n, `at ${i}%`).toBe(0n);
      expect(shown).toBeGreaterThanOrEqual(from);
      expect(shown).toBeLessThanOrEqual(to);
    }
    expect(tickerValue(from, to, 1)).toBe(to);
    // Counting down works the same way.
    expect(tickerValue(to, 500_050n, 0.5) % 100n).toBe(0n);
    expect(tickerValue(to, 500_050n, 1)).toBe(500_050n);
  });
});
