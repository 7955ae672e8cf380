import { describe, expect, it } from 'vitest';
import { BetStream } from '@kasino/shared/fairness/stream';
import { formatWireIdr, toWireAmount } from '@kasino/shared/money';
import { slotCategories } from '@kasino/shared/protocol/slots';
import { baccaratChances, baccaratPayout, baccaratRtp, baccaratStakes, deal, cardValue } from './sandbox-baccarat.rules.ts';
import { demoKindOf, demoMaxMultiplier, demosPublishedRtp } from './sandbox-demo.kinds.ts';
import { rpSource, wireSource } from './sandbox-demo-kit.script.ts';
import { catchChanceBps, FISH_MAX_MULTIPLIER, fishes, fishShots, shoot } from './sandbox-fish.rules.ts';
import { exactRtp } from './sandbox-slot.rules.ts';
import { sandboxMatches, simulateMatch, SPORTS_MAX_MULTIPLIER, sportsPayout, sportsPicks } from './sandbox-sports.rules.ts';

const seeds = (nonce: number) => ({ serverSeed: 'b'.repeat(64), clientSeed: 'demo', nonce });
/** A stream that deals the given cards in order (card k = chunk k). */
const stacked = (cards: number[]) => ({ index: (k: number) => cards[k]! }) as unknown as BetStream;
/** A card of the given value (0-9), as clubs. */
const c = (value: number) => (value === 0 ? 9 : value - 1) + 39;

describe('sandbox demo baccarat', () => {
  it.each([
    // [Player's and Banker's first two cards, Player's third, Banker's third, winner]
    ['a natural stands both', [c(4), c(3), c(4), c(4)], 2, 2, 'player'],
    ['Player on 5 draws; Banker on 3 stands against an 8', [c(2), c(1), c(3), c(2), c(8)], 3, 2, 'tie'],
    ['Banker on 3 draws against a 9', [c(2), c(1), c(3), c(2), c(9), c(0)], 3, 3, 'player'],
    ['Player on 6 stands; Banker on 5 draws', [c(3), c(2), c(3), c(3), c(3)], 2, 3, 'banker'],
    ['Banker on 6 draws against a 6 or 7 only', [c(1), c(3), c(1), c(3), c(6), c(1)], 3, 3, 'player'],
    ['Banker on 6 stands against a 5', [c(1), c(3), c(1), c(3), c(5)], 3, 2, 'player'],
    ['Banker on 7 stands', [c(0), c(3), c(0), c(4), c(7)], 3, 2, 'tie'],
  ] as const)('deals by the tableau: %s', (_name, cards, playerCards, bankerCards, winner) => {
    const hand = deal(stacked([...cards]));
    expect(hand.player).toHaveLength(playerCards);
    expect(hand.banker).toHaveLength(bankerCards);
    expect(hand.winner).toBe(winner);
    expect(hand.playerTotal).toBe(hand.player.reduce((s, card) => s + cardValue(card), 0) % 10);
  });

  it('pays 1:1, 0.95:1 and 8:1, pushes Player and Banker on a tie, and every stake pays whole sen', () => {
    expect(baccaratPayout('player', 'player', 100_000n)).toBe(200_000n);
    expect(baccaratPayout('banker', 'banker', 100_000n)).toBe(195_000n);
    expect(baccaratPayout('tie', 'tie', 100_000n)).toBe(900_000n);
    expect(baccaratPayout('player', 'tie', 100_000n)).toBe(100_000n);
    expect(baccaratPayout('banker', 'tie', 100_000n)).toBe(100_000n);
    expect(baccaratPayout('player', 'banker', 100_000n)).toBe(0n);
    expect(baccaratPayout('tie', 'banker', 100_000n)).toBe(0n);
    for (const stake of baccaratStakes) expect((stake * 195n) % 100n).toBe(0n);
  });

  it('has the known endless-shoe odds (Banker ≈ 45.9%, Player ≈ 44.6%, Tie ≈ 9.5%), and a simulation agrees', () => {
    const odds = baccaratChances();
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 9);
    expect(odds.banker).toBeCloseTo(0.4586, 3);
    expect(odds.player).toBeCloseTo(0.4462, 3);
    expect(odds.tie).toBeCloseTo(0.0952, 3);
    const rtp = baccaratRtp();
    expect(rtp.banker).toBeCloseTo(0.9894, 3);
    expect(rtp.player).toBeCloseTo(0.9876, 3);
    const counts = { player: 0, banker: 0, tie: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) counts[deal(new BetStream(seeds(i))).winner]++;
    for (const side of ['player', 'banker', 'tie'] as const) expect(Math.abs(counts[side] / n - odds[side])).toBeLessThan(0.012);
  });
});

describe('sandbox demo fishing', () => {
  it('returns 96% on every fish, pays cost × multiplier on a catch, and a simulation agrees', () => {
    for (const fish of fishes) expect((catchChanceBps(fish.multiplier) * fish.multiplier) / 10_000).toBe(0.96);
    expect(FISH_MAX_MULTIPLIER).toBe(100);
    const teri = fishes[0];
    let paid = 0n;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const shot = shoot(new BetStream(seeds(i)), teri, fishShots[0]);
      expect(shot.win).toBe(shot.caught ? fishShots[0] * 2n : 0n);
      paid += shot.win;
    }
    expect(Math.abs(Number(paid) / Number(fishShots[0] * BigInt(n)) - 0.96)).toBeLessThan(0.03);
  });
});

describe('sandbox demo sportsbook', () => {
  it('prices every pick at no more than 95% and pays stake × odds exactly', () => {
    for (const m of sandboxMatches) {
      expect(m.chances.home + m.chances.draw + m.chances.away).toBe(10_000);
      for (const pick of sportsPicks) {
        expect((m.chances[pick] * m.oddsCents[pick]) / 1_000_000).toBeLessThanOrEqual(0.95);
        expect((m.chances[pick] * m.oddsCents[pick]) / 1_000_000).toBeGreaterThan(0.94);
      }
    }
    const m = sandboxMatches[0]!;
    expect(m.oddsCents).toEqual({ home: 211, draw: 351, away: 339 });
    expect(sportsPayout('home', 211, 1_000_000n, { outcome: 'home', homeGoals: 2, awayGoals: 1 })).toBe(2_110_000n);
    expect(sportsPayout('draw', 351, 1_000_000n, { outcome: 'home', homeGoals: 2, awayGoals: 1 })).toBe(0n);
    expect(SPORTS_MAX_MULTIPLIER).toBe(5);
  });

  it('simulates results by the chances, with a score that fits the result', () => {
    const m = sandboxMatches[0]!;
    const counts = { home: 0, draw: 0, away: 0 };
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const r = simulateMatch(new BetStream(seeds(i)), m);
      counts[r.outcome]++;
      const sign = Math.sign(r.homeGoals - r.awayGoals);
      expect(sign).toBe(r.outcome === 'home' ? 1 : r.outcome === 'away' ? -1 : 0);
    }
    for (const pick of sportsPicks) expect(Math.abs(counts[pick] / n - m.chances[pick] / 10_000)).toBeLessThan(0.015);
  });
});

describe('sandbox demo kinds', () => {
  it('opens baccarat for Kasino (live and table), fishing for Ikan, the sportsbook for Olahraga, the slot otherwise', () => {
    expect(Object.fromEntries(slotCategories.map((cat) => [cat, demoKindOf(cat)]))).toEqual({
      slot: 'slot',
      live: 'baccarat',
      fish: 'fish',
      sports: 'sports',
      lottery: 'slot',
      table: 'baccarat',
      instant: 'slot',
      egames: 'slot',
    });
    expect(demoKindOf(null)).toBe('slot');
    expect(demoMaxMultiplier).toEqual({ slot: 12_500, baccarat: 9, fish: 100, sports: 5 });
    expect(demosPublishedRtp()).toBe(baccaratRtp().banker);
    expect(demosPublishedRtp()).toBeGreaterThan(exactRtp());
  });
});

describe('sandbox demo pages', () => {
  // The pages are plain scripts: their rupiah display must say what the shared formatter says.
  const rp = new Function(`${rpSource}; return rp;`)() as (wire: string) => string;
  const wireOf = new Function(`${wireSource}; return wireOf;`)() as (minor: bigint) => string;

  it('formats amounts exactly as formatWireIdr does', () => {
    const samples = ['0', '1', '12', '999', '1000', '1234567.5', '1234567.05', '1500.25', '0.5', '-2500.5', '-0', '007', '100000000000000'];
    for (const wire of [...samples, 'abc', '1.005', '1e5', '']) expect(rp(wire), wire).toBe(formatWireIdr(wire));
    for (const minor of [0n, 1n, 10n, 99n, 100n, 150_025n, 211n * 10_000n, 123_456_750n]) expect(wireOf(minor)).toBe(toWireAmount(minor));
  });
});
