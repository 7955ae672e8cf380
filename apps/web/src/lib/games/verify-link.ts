/** Links to the verify page, prefilled through its query string (`/verify?game=…&serverSeed=…`). */
import type { BetView } from '@kasino/shared/games';

/** The single-player games, the daily wheel (drawn from the same seed pair) and the red pocket split (the same stream). */
export const verifyGames = [
  'roller',
  'hilo',
  'mines',
  'coinflip',
  'eggs',
  'colorwheel',
  'cryptos',
  'stairs',
  'dailyWheel',
  'redPocket',
] as const;
export type VerifyGame = (typeof verifyGames)[number];

export interface VerifyInput {
  game: VerifyGame;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  /** The hash published before the bet, to compare with sha256(serverSeed). */
  serverSeedHash?: string;
  choose?: number;
  isHigher?: boolean;
  /** Hilo guesses, comma separated in the URL. */
  guesses?: string[];
  mines?: number;
  /** Coin flip: the side picked. */
  side?: 'heads' | 'tails';
  /** Eggs: the risk and the egg picked (0..2). */
  risk?: string;
  egg?: number;
  /** Colour wheel: the colour bet on. */
  color?: string;
  /** Stairs: the level and the tile picked on each step climbed (comma separated in the URL). */
  level?: string;
  picks?: number[];
  /** Daily wheel: the segments' weights at the spin (comma separated in the URL). */
  weights?: number[];
  /** Red pocket: the drop's pot, shares and bounds (whole rupiah). */
  pot?: number;
  shares?: number;
  min?: number;
  max?: number;
}

export function verifyHref(input: VerifyInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/verify?${params.toString()}`;
}

export const isVerifyGame = (value: string | null): value is VerifyGame => (verifyGames as readonly string[]).includes(value ?? '');

/** The verify link of a bet (its parameters read from `params`). */
export function verifyHrefOfBet(bet: BetView): string | null {
  if (!isVerifyGame(bet.game)) return null;
  const params = (bet.params ?? {}) as {
    choose?: number;
    isHigher?: boolean;
    mines?: number;
    guesses?: string[];
    side?: 'heads' | 'tails';
    risk?: string;
    egg?: number;
    color?: string;
    level?: string;
  };
  const result = (bet.result ?? {}) as { guesses?: string[]; picks?: number[] };
  return verifyHref({
    game: bet.game,
    ...(bet.serverSeed ? { serverSeed: bet.serverSeed } : {}),
    clientSeed: bet.clientSeed,
    nonce: bet.nonce,
    serverSeedHash: bet.serverSeedHash,
    ...(bet.game === 'roller' ? { choose: params.choose, isHigher: params.isHigher } : {}),
    ...(bet.game === 'mines' ? { mines: params.mines } : {}),
    ...(bet.game === 'hilo' ? { guesses: params.guesses ?? result.guesses } : {}),
    ...(bet.game === 'coinflip' ? { side: params.side } : {}),
    ...(bet.game === 'eggs' ? { risk: params.risk, egg: params.egg } : {}),
    ...(bet.game === 'colorwheel' ? { color: params.color } : {}),
    ...(bet.game === 'stairs' ? { level: params.level, picks: result.picks } : {}),
  });
}
