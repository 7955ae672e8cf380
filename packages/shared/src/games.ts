/**
 * In-house games: ids (DESIGN "Wire names"), which are single-player, and their Indonesian names.
 */
export const gameIds = [
  'wingo',
  'crash',
  'roller',
  'hilo',
  'mines',
  'dice',
  'roulette',
  'dingdong',
  'coinflip',
  'eggs',
  'colorwheel',
  'stairs',
  'cryptos',
] as const;
export type GameId = (typeof gameIds)[number];

export const singlePlayerGames = [
  'roller',
  'hilo',
  'mines',
  'coinflip',
  'eggs',
  'colorwheel',
  'stairs',
  'cryptos',
] as const satisfies readonly GameId[];
export type SinglePlayerGame = (typeof singlePlayerGames)[number];

export const betStatuses = ['pending', 'settled', 'void'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** A bet record as the API returns it (DESIGN "Wire names"). */
export interface BetView {
  id: string;
  uuid: string;
  game: GameId;
  currency: string;
  amount: string;
  multiplier: string;
  payout: string;
  win: boolean;
  status: BetStatus;
  params: unknown;
  result: unknown;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  createdAt: number;
}

/** Roller product limits: win chance 0.495%..98% → multiplier 1.0102..200 (3 below, 711 above). */
export const ROLLER_MIN_MULTIPLIER_X10000 = 10_102n;

/** A win shown in the public big-wins feed, with the player's name masked. */
export interface BigWinView {
  id: string;
  /** An in-house GameId, or a third-party catalogue title id (then `gameName` is set). */
  game: string;
  gameName?: string;
  user: string;
  amount: string;
  multiplier: string;
  payout: string;
  createdAt: number;
}

/** Big win: more than the stake back, and either at least 10x the stake or at least Rp 1.000.000 (minor units). */
export const BIG_WIN_MIN_RATE = 10n;
export const BIG_WIN_MIN_PAYOUT = 100_000_000n;
export const isBigWin = (amount: bigint, payout: bigint): boolean =>
  payout > amount && (payout >= amount * BIG_WIN_MIN_RATE || payout >= BIG_WIN_MIN_PAYOUT);

/** payout / amount with two decimals, rounded down ("12.50"), as bets show their multiplier. */
export const multiplierOf = (amount: bigint, payout: bigint): string => {
  const x100 = amount > 0n ? (payout * 100n) / amount : 0n;
  return `${x100 / 100n}.${(x100 % 100n).toString().padStart(2, '0')}`;
};

/**
 * The multiplier a settled bet is shown with: its game's multiplier when it paid something (a win, or
 * a partial return such as a Cryptos pair), "0.00" when it paid nothing. A lost bet's stored multiplier
 * is what it aimed for (Roller's target, coin flip's 1.98), which players would read as a pay.
 */
export const paidMultiplier = (multiplier: string, payout: bigint): string => (payout > 0n ? multiplier : '0.00');

/** Names in public feeds show only their ends: "Member7890" → "Me***90". */
export const maskName = (name: string | null): string =>
  !name ? 'Pemain' : name.length <= 4 ? `${name[0]}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
