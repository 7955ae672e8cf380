/**
 * The sandbox provider's demo baccarat (punto banco). Cards come from an endless shoe: card k in
 * dealing order (Player, Banker, Player, Banker, then the third cards) is chunk k of the fairness
 * stream, one of 52. Ace counts 1, 2-9 their face, 10 and pictures 0; a hand is worth its sum mod 10.
 * Third cards follow the standard tableau. One bet per round, on one side; pays (stake included):
 * Player 1:1 → 2×, Banker 0.95:1 → 1.95× (5% commission), Tie 8:1 → 9×; on a tie a Player or
 * Banker stake is pushed (returned). Pure and deterministic; `baccaratChances` gives the exact odds.
 */
import type { BetStream } from '@kasino/shared/fairness/stream';

export const baccaratSides = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof baccaratSides)[number];

/** Stakes the table offers, in minor units (Rp 500 … Rp 100.000); each × 1.95 is a whole sen. */
export const baccaratStakes = [50_000n, 100_000n, 500_000n, 1_000_000n, 5_000_000n, 10_000_000n] as const;

/** What a winning side returns per 100 of stake (stake included). */
export const baccaratPays: Record<BaccaratSide, bigint> = { player: 200n, banker: 195n, tie: 900n };

/** The most one bet can return, as a multiple of its stake (a winning Tie). */
export const BACCARAT_MAX_MULTIPLIER = 9;

export interface BaccaratDeal {
  /** Cards 0-51: rank = card % 13 (0 = ace … 12 = king), suit = ⌊card / 13⌋. */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

export const cardValue = (card: number): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
};
const total = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) % 10;

/** Banker with 3-6 after the Player's third card: the third-card values on which Banker draws. */
const bankerDrawsAgainst: Record<number, readonly number[]> = {
  3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
  4: [2, 3, 4, 5, 6, 7],
  5: [4, 5, 6, 7],
  6: [6, 7],
};

/**
 * The tableau on card values: 1. a natural (8 or 9 on two cards) stands both hands; 2. Player draws
 * on 0-5; 3. a Player who stood leaves Banker to draw on 0-5; 4. after Player's third card Banker
 * draws on 0-2 always, on 3-6 against the values above, never on 7. `draw` gives the next value.
 */
function play(first: readonly [number, number, number, number], draw: () => number): { player: number[]; banker: number[] } {
  const player = [first[0], first[2]];
  const banker = [first[1], first[3]];
  if (total(player) >= 8 || total(banker) >= 8) return { player, banker }; // 1
  if (total(player) <= 5) player.push(draw()); // 2
  const b = total(banker);
  if (player.length === 2) {
    if (b <= 5) banker.push(draw()); // 3
  } else if (b <= 2 || (bankerDrawsAgainst[b]?.includes(player[2]!) ?? false)) banker.push(draw()); // 4
  return { player, banker };
}

const winnerOf = (playerTotal: number, bankerTotal: number): BaccaratSide =>
  playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';

/** One deal from the stream. */
export function deal(stream: BetStream): BaccaratDeal {
  const cards: number[] = [];
  const next = () => {
    const card = stream.index(cards.length, 52);
    cards.push(card);
    return cardValue(card);
  };
  const first = [next(), next(), next(), next()] as const;
  const hands = play(first, next);
  // Cards were drawn P, B, P, B, then Player's third (if any), then Banker's third (if any).
  const player = [cards[0]!, cards[2]!, ...(hands.player.length === 3 ? [cards[4]!] : [])];
  const banker = [cards[1]!, cards[3]!, ...(hands.banker.length === 3 ? [cards[cards.length - 1]!] : [])];
  const playerTotal = total(hands.player);
  const bankerTotal = total(hands.banker);
  return { player, banker, playerTotal, bankerTotal, winner: winnerOf(playerTotal, bankerTotal) };
}

/** What a bet on `side` returns after `winner` (stake included; 0 when lost). */
export function baccaratPayout(side: BaccaratSide, winner: BaccaratSide, stake: bigint): bigint {
  if (side === winner) return (stake * baccaratPays[side]) / 100n;
  if (winner === 'tie') return stake; // a Player or Banker stake is pushed
  return 0n;
}

/** Exact chances of each result with an endless shoe (values 1-9 each 1/13, value 0 4/13). */
export function baccaratChances(): Record<BaccaratSide, number> {
  const values = Array.from({ length: 10 }, (_, v) => ({ v, p: v === 0 ? 4 / 13 : 1 / 13 }));
  const chances: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  // Each deal needs at most two more cards; enumerate them as a tree weighted by their chances.
  const walk = (first: readonly [number, number, number, number], drawn: number[], p: number) => {
    let needed = false;
    let i = 0;
    const hands = play(first, () => {
      if (i < drawn.length) return drawn[i++]!;
      needed = true;
      return 0;
    });
    if (needed) {
      for (const { v, p: q } of values) walk(first, [...drawn, v], p * q);
      return;
    }
    chances[winnerOf(total(hands.player), total(hands.banker))] += p;
  };
  for (const a of values)
    for (const b of values) for (const c of values) for (const d of values) walk([a.v, b.v, c.v, d.v], [], a.p * b.p * c.p * d.p);
  return chances;
}

/** Return to player of each side: what it pays when it wins, plus the pushed stake on a tie. */
export function baccaratRtp(): Record<BaccaratSide, number> {
  const c = baccaratChances();
  return {
    player: c.player * 2 + c.tie,
    banker: c.banker * 1.95 + c.tie,
    tie: c.tie * 9,
  };
}
