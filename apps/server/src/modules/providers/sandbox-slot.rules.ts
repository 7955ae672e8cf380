/**
 * The sandbox provider's demo slot: 5 reels × 3 rows, 8 symbols drawn independently per cell from
 * the fairness stream (chunk k = reel × 3 + row), 10 fixed lines paying 3, 4 or 5 of a kind from
 * the left. The bet is split evenly over the lines. Pure and deterministic; `exactRtp` computes the
 * return exactly (cells are independent, so each line's expectation has a closed form).
 */
import type { BetStream } from '@kasino/shared/fairness/stream';

export const REELS = 5;
export const ROWS = 3;

/** Symbols with their draw weight and pay (× line bet) for 3, 4 and 5 in a row. */
export const symbols = [
  { id: 'cherry', weight: 30, pays: [12, 40, 150] },
  { id: 'lemon', weight: 28, pays: [12, 50, 200] },
  { id: 'plum', weight: 24, pays: [20, 75, 250] },
  { id: 'bell', weight: 18, pays: [30, 125, 500] },
  { id: 'melon', weight: 16, pays: [40, 150, 750] },
  { id: 'bar', weight: 10, pays: [75, 375, 2000] },
  { id: 'seven', weight: 6, pays: [200, 1000, 5000] },
  { id: 'gem', weight: 4, pays: [500, 2500, 12500] },
] as const;
const TOTAL_WEIGHT = symbols.reduce((sum, s) => sum + s.weight, 0);

/** Row index per reel of each line. */
export const lines: ReadonlyArray<readonly number[]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Bets the demo offers, in minor units (Rp 200 … Rp 50.000); each is divisible by the line count. */
export const sandboxBets = [20_000n, 50_000n, 100_000n, 200_000n, 500_000n, 1_000_000n, 5_000_000n] as const;

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  pay: bigint;
}

export interface SpinResult {
  /** grid[reel][row] = symbol index. */
  grid: number[][];
  wins: LineWin[];
  win: bigint;
}

function symbolFor(draw: number): number {
  let acc = 0;
  for (let i = 0; i < symbols.length; i++) {
    acc += symbols[i]!.weight;
    if (draw < acc) return i;
  }
  return symbols.length - 1;
}

/** One spin of `bet` (minor units) from the stream. */
export function spin(stream: BetStream, bet: bigint): SpinResult {
  const grid = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => symbolFor(stream.index(reel * ROWS + row, TOTAL_WEIGHT))),
  );
  const lineBet = bet / BigInt(lines.length);
  const wins: LineWin[] = [];
  lines.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < REELS && grid[count]![rows[count]!] === first) count++;
    if (count >= 3) wins.push({ line, symbol: first, count, pay: lineBet * BigInt(symbols[first]!.pays[count - 3]!) });
  });
  return { grid, wins, win: wins.reduce((sum, w) => sum + w.pay, 0n) };
}

/** Exact return to player: Σ over symbols of P(exactly n from the left) × pay(n), the same for every line. */
export function exactRtp(): number {
  let rtp = 0;
  for (const s of symbols) {
    const p = s.weight / TOTAL_WEIGHT;
    rtp += s.pays[0] * p ** 3 * (1 - p) + s.pays[1] * p ** 4 * (1 - p) + s.pays[2] * p ** 5;
  }
  return rtp;
}

/**
 * The most one spin can pay, as a multiple of the bet: every line showing five of the best-paying
 * symbol. The seamless wallet refuses a credit above bet × this (a provider cannot pay more).
 */
export function maxWinMultiplier(): number {
  const best = Math.max(...symbols.map((s) => s.pays[2]));
  return best; // lines × best × (bet / lines) = best × bet
}
