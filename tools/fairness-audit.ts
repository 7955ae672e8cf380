/**
 * Independent fairness audit: recomputes settled single-player bets from their revealed seeds with its
 * own code (node:crypto and the rules as published in docs/FAIRNESS.md), sharing nothing with
 * packages/shared, so a mistake in the shared implementation cannot hide itself.
 *
 *   node --import tsx tools/fairness-audit.ts bets.json     (a JSON array of bets from /main/bet/history)
 *
 * Prints one line per mismatch and exits 1 if any; bets without a revealed seed, or voided, are counted
 * as skipped.
 */
import { createHmac, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface AuditedBet {
  id: string;
  game: string;
  amount: string;
  multiplier: string;
  payout: string;
  win: boolean;
  status: string;
  params: unknown;
  result: unknown;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
}

interface Expected {
  /** The bet's multiplier in 1/scale units (for a stepped game's loss: 0). */
  multiplierX: bigint;
  scale: bigint;
  win: boolean;
  /** Whether the multiplier is paid: on a win, or always where a prize can be below 1x (eggs, cryptos). */
  paid: boolean;
}

/** The stream of FAIRNESS.md: hmac(serverSeed, clientSeed:nonce:c) blocks, read 6 hex digits at a time. */
class Stream {
  private hex = '';
  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}
  pick(k: number, n: number): number {
    let c = this.hex.length / 64;
    while (this.hex.length < 6 * k + 6)
      this.hex += createHmac('sha256', this.serverSeed).update(`${this.clientSeed}:${this.nonce}:${c++}`).digest('hex');
    return Number((BigInt(parseInt(this.hex.slice(6 * k, 6 * k + 6), 16)) * BigInt(n)) / 16_777_216n);
  }
}

const CAP = 20_000n; // 200x in hundredths
const minorOf = (amount: string): bigint => {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
};
const choose = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};
/** Removes `count` elements from [0 .. size−1] at the drawn indexes (mines, stairs traps). */
const drawOut = (s: Stream, size: number, count: number, first: number): number[] => {
  const list = [...Array(size).keys()];
  return Array.from({ length: count }, (_, j) => list.splice(s.pick(first + j, size - j), 1)[0]!);
};
const hundredths = (x: bigint, win: boolean, paid = win): Expected => ({ multiplierX: x, scale: 100n, win, paid });

const eggTables: Record<string, Array<[number, number]>> = {
  low: [
    [0, 31],
    [120, 40],
    [150, 20],
    [200, 7],
    [300, 2],
  ],
  medium: [
    [0, 61],
    [150, 24],
    [300, 10],
    [500, 4],
    [1200, 1],
  ],
  high: [
    [0, 86],
    [300, 8],
    [800, 5],
    [3400, 1],
  ],
};
const wheel = 'oxbxgxgxbxgxgxbxgxgxbxgxgxbxgxgxbxgxgxbxgxgxbxgxbx';
const wheelPays: Record<string, [string, bigint]> = { grey: ['x', 198n], green: ['g', 330n], blue: ['b', 550n], gold: ['o', 4950n] };
const stairs: Record<string, [number, number, number]> = { easy: [4, 1, 9], medium: [3, 1, 9], hard: [2, 1, 7], expert: [3, 2, 4] };

/** Every game's parameters and stepped state, as published in the bet history. */
interface Params {
  choose: number;
  isHigher: boolean;
  side: string;
  risk: string;
  egg: number;
  color: string;
  mines: number;
  level: string;
}
interface State {
  guesses: string[];
  picks: number[];
  hit: number | null;
}

const games: Record<string, (s: Stream, params: Params, state: State) => Expected> = {
  roller(s, p) {
    const r = s.pick(0, 100_001);
    const winning = p.isHigher ? 100_000 - p.choose : p.choose;
    const win = p.isHigher ? r > p.choose : r < p.choose;
    return { multiplierX: (99n * 100_001n * 100n) / BigInt(winning), scale: 10_000n, win, paid: win };
  },
  coinflip: (s, p) => hundredths(198n, ['heads', 'tails'][s.pick(0, 2)] === p.side),
  eggs(s, p) {
    let v = s.pick(p.egg, 100);
    const [x] = eggTables[p.risk]!.find(([, w]) => (v -= w) < 0)!;
    return hundredths(BigInt(x), x > 0, true);
  },
  colorwheel(s, p) {
    const [letter, x] = wheelPays[p.color]!;
    return hundredths(x, wheel[s.pick(0, 50)] === letter);
  },
  cryptos(s) {
    const counts = new Map<number, number>();
    for (let i = 0; i < 5; i++) {
      const coin = s.pick(i, 7);
      counts.set(coin, (counts.get(coin) ?? 0) + 1);
    }
    const shape = [...counts.values()].sort((a, b) => b - a).join('');
    const pays: Record<string, bigint> = { '5': 5000n, '41': 1000n, '32': 400n, '311': 200n, '221': 150n, '2111': 40n, '11111': 0n };
    // A pair pays 0.40x back and counts as a loss.
    return hundredths(pays[shape]!, pays[shape]! >= 100n, true);
  },
  hilo(s, _p, state) {
    let k = 0;
    let rank = (s.pick(0, 52) % 13) + 1;
    let num = 100n;
    let den = 1n;
    for (const guess of state.guesses) {
      const next = (s.pick(++k, 52) % 13) + 1;
      if (guess !== 'skip') {
        const odds =
          rank === 1 ? (guess === 'higher' ? 12 : 1) : rank === 13 ? (guess === 'lower' ? 12 : 1) : guess === 'higher' ? 14 - rank : rank;
        const won =
          guess === 'same'
            ? next === rank
            : guess === 'higher'
              ? rank === 1
                ? next > 1
                : next >= rank
              : rank === 13
                ? next < 13
                : next <= rank;
        if (!won) return hundredths(0n, false);
        num *= 99n * 13n;
        den *= 100n * BigInt(odds);
      }
      rank = next;
    }
    const x = num / den;
    return hundredths(x > CAP ? CAP : x, true);
  },
  mines(s, p, state) {
    const mines = drawOut(s, 25, p.mines, 0);
    if (state.hit !== null) {
      if (!mines.includes(state.hit)) throw new Error('lost on a safe tile');
      return hundredths(0n, false);
    }
    if (state.picks.some((t) => mines.includes(t))) throw new Error('a safe pick is a mine');
    const k = state.picks.length;
    const x = (97n * choose(25, k)) / choose(25 - p.mines, k);
    return hundredths(x > CAP ? CAP : x, true);
  },
  stairs(s, p, state) {
    const [tiles, traps] = stairs[p.level]!;
    const trapsOf = (step: number) => drawOut(s, tiles, traps, step * traps);
    state.picks.forEach((tile, step) => {
      if (trapsOf(step).includes(tile)) throw new Error(`climbed step ${step} on a trap`);
    });
    if (state.hit !== null) {
      if (!trapsOf(state.picks.length).includes(state.hit)) throw new Error('lost on a safe tile');
      return hundredths(0n, false);
    }
    const k = BigInt(state.picks.length);
    return hundredths((98n * BigInt(tiles) ** k) / BigInt(tiles - traps) ** k, true);
  },
};

/** A decimal string of `x / scale` with as many decimals as the scale has zeros. */
const decimal = (x: bigint, scale: bigint): string => {
  const digits = scale.toString().length - 1;
  return `${x / scale}.${(x % scale).toString().padStart(digits, '0')}`;
};

/** Checks one bet; returns the problems found (empty when it matches), or null when it cannot be checked. */
export function auditBet(bet: AuditedBet): string[] | null {
  if (bet.serverSeed === null || bet.status !== 'settled') return null;
  const problems: string[] = [];
  if (createHash('sha256').update(bet.serverSeed).digest('hex') !== bet.serverSeedHash)
    problems.push('serverSeed does not hash to serverSeedHash');
  const game = games[bet.game];
  if (!game) return [`unknown game ${bet.game}`];
  let expected: Expected;
  try {
    expected = game(new Stream(bet.serverSeed, bet.clientSeed, bet.nonce), bet.params as Params, bet.result as State);
  } catch (err) {
    return [...problems, (err as Error).message];
  }
  const paid = expected.paid ? (minorOf(bet.amount) * expected.multiplierX) / expected.scale : 0n;
  if (minorOf(bet.payout) !== paid) problems.push(`payout ${bet.payout}, expected ${decimal(paid, 100n)}`);
  if (bet.win !== expected.win) problems.push(`win ${bet.win}, expected ${expected.win}`);
  const multiplier = decimal(expected.multiplierX, expected.scale);
  if (bet.multiplier !== multiplier) problems.push(`multiplier ${bet.multiplier}, expected ${multiplier}`);
  return problems;
}

export function auditBets(bets: AuditedBet[]): { checked: number; skipped: number; failures: Array<{ id: string; problems: string[] }> } {
  let checked = 0;
  let skipped = 0;
  const failures: Array<{ id: string; problems: string[] }> = [];
  for (const bet of bets) {
    const problems = auditBet(bet);
    if (problems === null) skipped++;
    else {
      checked++;
      if (problems.length) failures.push({ id: bet.id, problems });
    }
  }
  return { checked, skipped, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node --import tsx tools/fairness-audit.ts <bets.json>');
    process.exit(2);
  }
  const report = auditBets(JSON.parse(readFileSync(file, 'utf8')) as AuditedBet[]);
  for (const f of report.failures) console.log(`${f.id}: ${f.problems.join('; ')}`);
  console.log(`checked ${report.checked}, skipped ${report.skipped}, mismatches ${report.failures.length}`);
  process.exit(report.failures.length ? 1 : 0);
}
