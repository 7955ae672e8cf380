/**
 * The one bet history of every game (`GET /main/bet/history`, `GET /main/bet/history/{id}`): in-house
 * single-player and stepped bets, round bets (Wingo, Roulette, Dice, Dingdong), Crash, and third-party
 * provider rounds, each row with stake (`amount`), payout, net and multiplier apart.
 *
 * Outcome, from the amounts: `win` pays more than the stake, `even` exactly the stake, `partial` less
 * but not nothing (a Cryptos pair paying 0.40x: net −0.6 × stake, a partial loss), `lose` nothing,
 * `pending` not decided yet (round not drawn, stepped round open, provider round without its win),
 * `void` refunded (net 0).
 *
 * The multiplier of a bet that paid something is what it paid (`paid`). A lost bet shows the
 * multiplier its game defines, labelled:
 *  - `target`: what the bet aimed for (Roller's chosen multiplier, coin flip's 1.98, the colour wheel's
 *    colour, a pending Crash bet's auto cash-out);
 *  - `drawn`: what the draw gave (the picked egg's prize, the Cryptos hand's pay, the Dingdong fruit drawn);
 *  - `crash`: the point where the Crash round crashed;
 *  - `paid` 0.00 where the game has nothing else (Wingo, Roulette, Dice, Hilo, Mines, Tangga, providers).
 */
import type { BetView, GameId } from '../games.ts';
import type { RoundView } from './rounds.ts';

export const historyKinds = ['single', 'stepped', 'round', 'crash', 'provider'] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** The game filter's value for every third-party round. */
export const THIRD_PARTY = 'third-party' as const;
/** What the history's game filter takes: an in-house game, or every third-party title at once. */
export type HistoryGame = GameId | typeof THIRD_PARTY;

export const historyOutcomes = ['win', 'even', 'partial', 'lose', 'pending', 'void'] as const;
export type HistoryOutcome = (typeof historyOutcomes)[number];

export const multiplierLabels = ['paid', 'target', 'drawn', 'crash', 'pending'] as const;
export type MultiplierLabel = (typeof multiplierLabels)[number];

/** What every row has; `game` is a GameId, or `third-party` with the title in `gameName`. */
export interface HistoryRowBase {
  id: string;
  kind: HistoryKind;
  game: GameId | typeof THIRD_PARTY;
  currency: string;
  /** The stake. */
  amount: string;
  payout: string;
  /** payout − stake; 0 for a void (refunded) or pending bet. */
  net: string;
  multiplier: string;
  multiplierLabel: MultiplierLabel;
  outcome: HistoryOutcome;
  status: 'pending' | 'settled' | 'void';
  win: boolean;
  createdAt: number;
}

/** A single-player or stepped bet: the BetView fields (seeds, nonce, params, result) as before. */
export type InHouseHistoryRow = HistoryRowBase & Omit<BetView, keyof HistoryRowBase> & { kind: 'single' | 'stepped'; game: GameId };

/** A round or Crash bet: its round and selection (Crash: `manual` or the auto cash-out × 100). */
export interface RoundHistoryRow extends HistoryRowBase {
  kind: 'round' | 'crash';
  game: GameId;
  roundId: string;
  model: string | null;
  select: string;
}

/** A third-party provider round: stake = its debits, payout = its credits, rolled-back debits left out. */
export interface ProviderHistoryRow extends HistoryRowBase {
  kind: 'provider';
  game: typeof THIRD_PARTY;
  provider: string;
  roundId: string;
  gameId: string;
  gameName: string;
}

export type HistoryRow = InHouseHistoryRow | RoundHistoryRow | ProviderHistoryRow;

export interface HistoryPage {
  list: HistoryRow[];
  total: number;
  page: number;
  count: number;
}

export interface ProviderTransactionView {
  txId: string;
  kind: 'debit' | 'credit' | 'rollback';
  status: 'ok' | 'rolled_back' | 'cancelled';
  amount: string;
  refTxId: string | null;
  createdAt: number;
}

/** One bet with what proves it: seeds for in-house single-player, the round's chain data, or the provider's transactions. */
export type HistoryDetail =
  | { kind: 'single' | 'stepped'; row: InHouseHistoryRow }
  | { kind: 'round' | 'crash'; row: RoundHistoryRow; round: RoundView & { chainId: string; chainIndex: number } }
  | { kind: 'provider'; row: ProviderHistoryRow; transactions: ProviderTransactionView[] };

/** The outcome of a settled bet from its amounts (see the module comment). */
export function outcomeOf(status: 'pending' | 'settled' | 'void', amount: bigint, payout: bigint): HistoryOutcome {
  if (status !== 'settled') return status;
  if (payout > amount) return 'win';
  if (payout === amount) return 'even';
  return payout > 0n ? 'partial' : 'lose';
}

/** A WIB calendar day `YYYY-MM-DD` as [start, end) in epoch ms. */
export function wibDayRange(day: string): [number, number] {
  const start = Date.parse(`${day}T00:00:00+07:00`);
  return [start, start + 86_400_000];
}

export const WIB_DAY_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** The WIB calendar day (`YYYY-MM-DD`) of an instant. */
export const wibDayOf = (at: number): string => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);
