/**
 * The sandbox provider's table, fish and sports demos (the slot is in sandbox-slot.provider.ts).
 * Each call checks that the title is of the demo's kind (its catalogue category), validates the bet
 * against the demo's own table, and plays one round through SandboxRounds, which moves the money
 * only through the seamless wallet's signed callbacks.
 */
import { parseAmount, toWireAmount, type Minor } from '@kasino/shared/money';
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import { AppError } from '../../platform/http/app-error.ts';
import { baccaratPayout, baccaratPays, baccaratSides, baccaratStakes, deal, type BaccaratDeal } from './sandbox-baccarat.rules.ts';
import { demoKindOf, type DemoKind } from './sandbox-demo.kinds.ts';
import { fishById, fishes, fishShots, shoot, type ShotResult } from './sandbox-fish.rules.ts';
import type { PlayedRound, SandboxRounds } from './sandbox-rounds.ts';
import { sportsPicks } from './sandbox-sports.rules.ts';
import {
  matchById,
  sandboxMatches,
  simulateMatch,
  sportsPayout,
  SPORTS_MAX_STAKE,
  SPORTS_MIN_STAKE,
  type MatchResult,
  type SportsPick,
} from './sandbox-sports.rules.ts';
import type { SandboxWalletClient } from './sandbox-wallet-client.ts';

/** What every answer of a demo round carries besides its own outcome. */
export interface DemoRoundView {
  round: number;
  /** The round the page plays next. */
  nextRound: number;
  stake: string;
  win: string;
  balance: string;
  currency: string;
  replayed: boolean;
}

export type BaccaratView = DemoRoundView & { side: string } & BaccaratDeal;
export type FishView = DemoRoundView & Omit<ShotResult, 'win'>;
export type SportsView = DemoRoundView & { match: string; pick: SportsPick; odds: string } & MatchResult;

const wire = (amounts: readonly bigint[]) => amounts.map(toWireAmount);
const odds = (cents: number) => (cents / 100).toFixed(2);

/** Each demo's table as its page shows it: stakes, sides, fish, matches. */
const tables: Record<Exclude<DemoKind, 'slot'>, unknown> = {
  baccarat: { stakes: wire(baccaratStakes), sides: baccaratSides.map((side) => ({ side, pays: odds(Number(baccaratPays[side])) })) },
  fish: { shots: wire(fishShots), fishes: fishes.map((f) => ({ id: f.id, name: f.name, multiplier: f.multiplier })) },
  sports: {
    minStake: toWireAmount(SPORTS_MIN_STAKE),
    maxStake: toWireAmount(SPORTS_MAX_STAKE),
    matches: sandboxMatches.map((m) => ({
      id: m.id,
      league: m.league,
      home: m.home,
      away: m.away,
      odds: { home: odds(m.oddsCents.home), draw: odds(m.oddsCents.draw), away: odds(m.oddsCents.away) },
    })),
  },
};

/** A stake from the wire that must be one of `allowed` (3 otherwise). */
function stakeFrom(input: string, allowed: readonly bigint[], field: string): Minor {
  const stake = parseAmount(input);
  if (stake === null || !allowed.includes(stake)) throw AppError.invalid(field, 'pilih jumlah dari daftar');
  return stake;
}

export class SandboxDemos {
  constructor(
    private readonly rounds: SandboxRounds,
    private readonly wallet: SandboxWalletClient,
    /** A title's catalogue category (null when the catalogue does not know it). */
    private readonly categoryOf: (gameId: string) => SlotCategory | null,
  ) {}

  /** The demo page a title opens; an unknown title opens the slot, as every title once did. */
  pageKind(gameId: string): DemoKind {
    return demoKindOf(this.categoryOf(gameId));
  }

  /** The demo a title plays; an unknown title is 20201. */
  kindOf(gameId: string): DemoKind {
    const category = this.categoryOf(gameId);
    if (!category) throw new AppError(20201);
    return demoKindOf(category);
  }

  /** The page's first call: the session's balance (authenticate), the next round and the demo's table. */
  async state(token: string, gameId: string) {
    const kind = this.kindOf(gameId);
    if (kind === 'slot') throw AppError.invalid('game', 'game slot memakai halaman slot');
    const [reply, round] = await Promise.all([this.wallet.call('authenticate', { sessionToken: token }), this.rounds.nextRound(token)]);
    return {
      kind,
      balance: reply.balance,
      currency: reply.currency,
      round,
      serverSeedHash: this.rounds.seedHash(token),
      table: tables[kind],
    };
  }

  async baccarat(token: string, gameId: string, round: number, sideInput: string, stakeInput: string): Promise<BaccaratView> {
    this.requireKind(gameId, 'baccarat');
    const side = baccaratSides.find((s) => s === sideInput);
    if (!side) throw AppError.invalid('side', 'pilih Player, Banker, atau Seri');
    const stake = stakeFrom(stakeInput, baccaratStakes, 'stake');
    const played = await this.rounds.play({
      token,
      gameId,
      round,
      stake,
      bet: { side },
      outcome: (stream) => {
        const hand = deal(stream);
        return { win: baccaratPayout(side, hand.winner, stake), result: hand };
      },
    });
    return { ...this.view(played, stake), side, ...played.result };
  }

  async fish(token: string, gameId: string, round: number, fishInput: string, shotInput: string): Promise<FishView> {
    this.requireKind(gameId, 'fish');
    const fish = fishById(fishInput);
    if (!fish) throw AppError.invalid('fish', 'ikan tidak dikenal');
    const cost = stakeFrom(shotInput, fishShots, 'shot');
    const played = await this.rounds.play({
      token,
      gameId,
      round,
      stake: cost,
      bet: { fish: fish.id },
      outcome: (stream) => {
        const { win, ...shot } = shoot(stream, fish, cost);
        return { win, result: shot };
      },
    });
    return { ...this.view(played, cost), ...played.result };
  }

  async sports(
    token: string,
    gameId: string,
    round: number,
    matchInput: string,
    pickInput: string,
    stakeInput: string,
  ): Promise<SportsView> {
    this.requireKind(gameId, 'sports');
    const match = matchById(matchInput);
    if (!match) throw AppError.invalid('match', 'pertandingan tidak dikenal');
    const pick = sportsPicks.find((p) => p === pickInput);
    if (!pick) throw AppError.invalid('pick', 'pilih 1, X, atau 2');
    const stake = parseAmount(stakeInput);
    if (stake === null || stake % 100n !== 0n || stake < SPORTS_MIN_STAKE || stake > SPORTS_MAX_STAKE)
      throw AppError.invalid('stake', 'taruhan Rp 1.000 sampai Rp 1.000.000, tanpa sen');
    const oddsCents = match.oddsCents[pick];
    const played = await this.rounds.play({
      token,
      gameId,
      round,
      stake,
      // The odds are part of the bet: a replay after the book changed its price is another bet.
      bet: { match: match.id, pick, odds: oddsCents },
      outcome: (stream) => {
        const result = simulateMatch(stream, match);
        return { win: sportsPayout(pick, oddsCents, stake, result), result };
      },
    });
    return { ...this.view(played, stake), match: match.id, pick, odds: odds(oddsCents), ...played.result };
  }

  /** A call for one demo naming a title of another is refused before anything is recorded. */
  private requireKind(gameId: string, kind: DemoKind): void {
    if (this.kindOf(gameId) !== kind) throw AppError.invalid('game', 'game ini memainkan demo lain');
  }

  private view(played: Omit<PlayedRound<unknown>, 'result'>, stake: bigint): DemoRoundView {
    return {
      round: played.round,
      nextRound: played.nextRound,
      stake: toWireAmount(stake),
      win: toWireAmount(played.win),
      balance: played.balance,
      currency: played.currency,
      replayed: played.replayed,
    };
  }
}
