import { describe, expect, it } from 'vitest';
import { crashFlightMs, crashRateX100 } from './crash.ts';
import { crashTargetX100 } from './rounds.ts';

describe('crash flight', () => {
  it('starts at 1.00 and rises monotonically', () => {
    expect(crashRateX100(0)).toBe(100n);
    let last = 100n;
    for (let t = 0; t <= 90_000; t += 37) {
      const r = crashRateX100(t);
      expect(r).toBeGreaterThanOrEqual(last);
      last = r;
    }
    expect(crashRateX100(11_553)).toBe(200n); // e^(0.00006 × 11553) = 2.0000…
  });

  it('crashes at the first millisecond that reaches the target, never before', () => {
    for (const target of [100n, 101n, 150n, 200n, 297n, 1000n, 20_000n]) {
      const t = crashFlightMs(target);
      expect(crashRateX100(t)).toBeGreaterThanOrEqual(target);
      if (t > 0) expect(crashRateX100(t - 1)).toBeLessThan(target);
    }
    expect(crashFlightMs(100n)).toBe(0);
    expect(crashFlightMs(20_000n)).toBeGreaterThan(88_000);
  });

  it('scales with the growth (shortened rounds in tests)', () => {
    expect(crashFlightMs(200n, 0.0006)).toBe(
      Math.ceil(crashFlightMs(200n) / 10) + (crashFlightMs(200n, 0.0006) - Math.ceil(crashFlightMs(200n) / 10)),
    );
    expect(crashFlightMs(200n, 0.0006)).toBeLessThan(1_200);
    expect(crashTargetX100('000000' + '0'.repeat(58))).toBe(100n);
  });
});
