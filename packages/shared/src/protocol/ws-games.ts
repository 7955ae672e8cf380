/**
 * Wire shapes of the single-player games' websocket calls and pushes (Roller, coin flip, eggs, colour
 * wheel, cryptos in one call; Hilo, Mines, Stairs in steps): what the server answers and the web reads.
 * The call table (ws-calls.ts) ties them to their paths.
 */
import type { CoinSide } from '../fairness/games/coinflip.ts';
import type { ColorwheelOutcome } from '../fairness/games/colorwheel.ts';
import type { CryptoCoin, CryptoHand } from '../fairness/games/cryptos.ts';
import type { EggRisk } from '../fairness/games/eggs.ts';
import type { StairsLevel } from '../fairness/games/stairs.ts';
import type { BetView, SinglePlayerGame } from '../games.ts';

/** Single-player games played with one call (a bet and its result at once). */
export const singleShotGames = ['roller', 'coinflip', 'eggs', 'colorwheel', 'cryptos'] as const satisfies readonly SinglePlayerGame[];
export type SingleShotGame = (typeof singleShotGames)[number];

/** Single-player games played in steps (a round opened, acted on, cashed out). */
export const steppedGames = ['hilo', 'mines', 'stairs'] as const satisfies readonly SinglePlayerGame[];
export type SteppedGame = (typeof steppedGames)[number];

/** Bet limits of a game, rupiah wire strings. */
export interface BetRangeWire {
  min: string;
  max: string;
}

/** Page request of the history calls. */
export interface PageRequest {
  page?: number;
  count?: number;
}

/** A page of a history call. */
export interface Paged<T> {
  list: T[];
  total: number;
}

/** A page of the player's single-player bets (`myPastRound`, `GET /main/bet/history`). */
export interface BetPage extends Paged<BetView> {
  page: number;
  count: number;
}

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  lastNonce: number;
  revealedAt: number;
}

/** The player's provably-fair seeds: the active pair (hash only), the committed next hash, the revealed ones. */
export interface SeedsView {
  active: { serverSeedHash: string; clientSeed: string; nonce: number };
  next: { serverSeedHash: string };
  revealed: RevealedSeed[];
}

/** Fields every bet call carries; `uuid` makes a retried click land once. Amount: rupiah wire string (a number is accepted). */
export type BetRequest = {
  uuid?: string;
  amount: string | number;
  currency?: 'IDR';
};

/** Each one-call game's own bet parameters. */
export interface SingleShotParams {
  roller: { choose: number; isHigher: boolean };
  coinflip: { side: CoinSide };
  eggs: { risk: string; egg: number };
  colorwheel: { color: string };
  cryptos: Record<never, never>;
}

/** Each stepped game's parameters when its round opens. */
export interface SteppedParams {
  hilo: Record<never, never>;
  mines: { mines: number };
  stairs: { level: string };
}

/** `curRound` of a one-call game: the table for this identity (seeds null for visitors). */
export interface SingleShotCurrent {
  state: 'beReady';
  betAmountRange: BetRangeWire;
  maxRate: string;
  seeds: SeedsView | null;
}

/** The answer to a bet: the settled bet and the balance after it. */
export interface PlacedBet {
  bet: BetView;
  balance: string;
}

/** One step of a stepped round: a tile (Mines, Stairs) or a guess (Hilo). */
export interface SteppedAction {
  roundId: string;
  selectCard?: number;
  select?: string;
}

export interface HiloCardView {
  card: number;
  rank: number;
  suit: number;
}

export interface HiloView {
  cards: HiloCardView[];
  guesses: string[];
  correct: number;
  lost: boolean;
  multiplier: string;
  rule: { profitRate: string; maxRate: string };
  next: { higher: string | null; lower: string | null; same: string | null } | null;
}

export interface MinesView {
  mines: number;
  picks: number[];
  hit: number | null;
  multiplier: string;
  nextMultiplier: string | null;
  maxRate: string;
  mineTiles: number[] | null;
}

export interface StairsView {
  level: StairsLevel;
  tiles: number;
  traps: number;
  steps: number;
  /** The tile chosen on each step climbed, bottom step first. */
  picks: number[];
  /** The trap tile stepped on (the round is lost), or null. */
  hit: number | null;
  multiplier: string;
  nextMultiplier: string | null;
  maxRate: string;
  /** Every step's trap tiles, only once the round ended. */
  trapMap: number[][] | null;
}

/** What each stepped game shows of its round. */
export interface SteppedViews {
  hilo: HiloView;
  mines: MinesView;
  stairs: StairsView;
}

/** A stepped round as every call of it answers: the bet, whether it goes on, the game's view, the balance. */
export interface SteppedRoundView<V = unknown> {
  bet: BetView;
  state: 'process' | 'ended';
  view: V;
  balance: string;
}

/** `curRound` of a stepped game: the open round to continue, if any. */
export interface SteppedCurrent<V = unknown> {
  gameState: 'ready' | 'process';
  round: SteppedRoundView<V> | null;
  betAmountRange: BetRangeWire;
  seeds: SeedsView | null;
}

/** A settled bet in a single-player game's public feed (`/ws/game/{game}/round/update`), name masked. */
export interface BetFeedItem {
  id: string;
  user: string;
  amount: string;
  multiplier: string;
  payout: string;
  win: boolean;
  createdAt: number;
}

// ---- `bet.result` of each one-call game ---------------------------------------------------------

export interface RollerResult {
  result: number;
  choose: number;
  isHigher: boolean;
  multiplier: string;
}

export interface CoinflipResult {
  coin: CoinSide;
  side: CoinSide;
  multiplier: string;
}

/** Every egg's prize, the picked one at `egg`. */
export interface EggsResult {
  risk: EggRisk;
  egg: number;
  prizes: string[];
  multiplier: string;
}

export type ColorwheelResult = Pick<ColorwheelOutcome, 'segment' | 'color' | 'pick' | 'multiplier'>;

export interface CryptosResult {
  coins: CryptoCoin[];
  hand: CryptoHand;
  multiplier: string;
}
