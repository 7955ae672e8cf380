/**
 * Wire shapes of the round games (Wingo, Roulette, Dice, Dingdong; Crash adds its own phase names):
 * a round as every player sees it (seed, roundHash, salt, rand and result once it has ended) and a bet
 * in a round. Server and web both use these.
 */
export const wingoModels = ['fastest', 'faster', 'standard'] as const;
export type WingoModel = (typeof wingoModels)[number];

export interface RoundView {
  roundId: string;
  /** Wingo's name for the round id. */
  phaseNum: string;
  game: string;
  model: string | null;
  status: 'betting' | 'closed' | 'settled' | 'void';
  startTime: number;
  closeTime: number;
  endTime: number;
  serverSeedHash: string;
  /** Revealed once the round has ended. */
  serverSeed: string | null;
  roundHash: string | null;
  salt: string | null;
  rand: number[] | null;
  result: Record<string, unknown> | null;
}

export interface RoundBetView {
  id: string;
  uuid: string;
  roundId: string;
  game: string;
  model: string | null;
  select: string;
  amount: string;
  payout: string;
  multiplier: string;
  status: string;
  createdAt: number;
}
