import { describe, expect, it } from 'vitest';
import { BetStream } from '@kasino/shared/fairness/stream';
import { exactRtp, lines, maxWinMultiplier, sandboxBets, spin, symbols } from './sandbox-slot.rules.ts';

const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'demo', nonce });

describe('sandbox demo slot rules', () => {
  it('returns about 96.5% exactly, and a simulation agrees', () => {
    expect(exactRtp()).toBeGreaterThan(0.96);
    expect(exactRtp()).toBeLessThan(0.97);
    let paid = 0n;
    const bet = 100_000n;
    const spins = 40_000;
    for (let n = 0; n < spins; n++) paid += spin(new BetStream(seeds(n)), bet).win;
    const simulated = Number(paid) / Number(bet * BigInt(spins));
    expect(Math.abs(simulated - exactRtp())).toBeLessThan(0.12);
  });

  it('is deterministic per seed and nonce and pays what its line wins add up to', () => {
    for (let n = 0; n < 200; n++) {
      const a = spin(new BetStream(seeds(n)), 1_000_000n);
      expect(spin(new BetStream(seeds(n)), 1_000_000n)).toEqual(a);
      expect(a.grid.flat().every((s) => s >= 0 && s < symbols.length)).toBe(true);
      expect(a.win).toBe(a.wins.reduce((sum, w) => sum + w.pay, 0n));
      for (const w of a.wins) {
        const rows = lines[w.line]!;
        for (let r = 0; r < w.count; r++) expect(a.grid[r]![rows[r]!]).toBe(w.symbol);
      }
    }
  });

  it('offers bets the ten lines divide evenly', () => {
    for (const bet of sandboxBets) expect(bet % BigInt(lines.length)).toBe(0n);
  });

  it('pays at most bet × maxWinMultiplier, reached when every cell shows the best symbol', () => {
    // A stream that always draws the last weight slot lands on the last (best-paying) symbol.
    const best = { index: (_chunk: number, n: number) => n - 1 } as unknown as BetStream;
    for (const bet of sandboxBets) expect(spin(best, bet).win).toBe(bet * BigInt(maxWinMultiplier()));
    expect(maxWinMultiplier()).toBe(12_500);
    for (let n = 0; n < 500; n++)
      expect(spin(new BetStream(seeds(n)), 1_000_000n).win <= 1_000_000n * BigInt(maxWinMultiplier())).toBe(true);
  });
});
