/**
 * The sandbox provider's rounds, whatever the demo. Each session has its own server seed (an HMAC
 * of the session under the provider's secret, made with node:crypto) and round n of the session
 * reads the fairness stream with nonce n. A round is recorded first (`sandbox_slot_spins`, one row
 * per session and nonce), then its stake is debited and its win credited through the seamless
 * wallet (a zero credit closes a lost round), with transaction ids derived from the round:
 * `SBX-{session}-{n}-bet`, `-win`, and `-void` for the rollback of a win the wallet refused.
 *
 * Who picks n: the slot leaves it to the provider (the next free nonce). The other demos name the
 * round they play (the number their last answer gave), so a double tap or a retry plays the same
 * round again: the same ids, the wallet moves the money once, and the answer repeats the outcome.
 * The same round with another bet is refused (20205); a round ahead of the next free one too (3).
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { BetStream } from '@kasino/shared/fairness/stream';
import { toWireAmount, type Minor } from '@kasino/shared/money';
import type { WalletReply } from '@kasino/shared/protocol/slots';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashSessionToken } from './game-sessions.ts';
import { SandboxRoundsRepository } from './sandbox-rounds.repository.ts';
import type { SandboxWalletClient } from './sandbox-wallet-client.ts';

/** What a page bets in one round; `outcome` derives the result from the round's stream. */
export interface RoundBet<R> {
  readonly token: string;
  readonly gameId: string;
  /** The round the page plays; null takes the next free one. */
  readonly round: number | null;
  readonly stake: Minor;
  /** What the stake is on (side, fish, pick …): recorded, and a replay of the round must name the same. */
  readonly bet: Readonly<Record<string, string | number>>;
  readonly outcome: (stream: BetStream) => { win: bigint; result: R };
}

export interface PlayedRound<R> {
  readonly round: number;
  /** The round the page plays next (after a replay, the session may be further on). */
  readonly nextRound: number;
  readonly result: R;
  readonly win: bigint;
  readonly balance: string;
  readonly currency: string;
  /** True when this call repeated a round already played (a double tap): no money moved again. */
  readonly replayed: boolean;
}

export class SandboxRounds {
  private readonly spins: SandboxRoundsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly wallet: SandboxWalletClient,
    private readonly secret: string,
    private readonly now: () => number,
  ) {
    this.spins = new SandboxRoundsRepository(db);
  }

  /** The hash of a session's server seed, shown on the page before any round is played. */
  seedHash(token: string): string {
    return sha256Hex(this.serverSeed(token));
  }

  /** The next free round of a session. */
  async nextRound(token: string): Promise<number> {
    const last = await this.spins.lastNonce(hashSessionToken(token));
    return last === null ? 0 : num(last) + 1;
  }

  /** Plays (or replays) one round: record it, debit the stake, credit the win. */
  async play<R>(bet: RoundBet<R>): Promise<PlayedRound<R>> {
    const sessionHash = hashSessionToken(bet.token);
    const { round, fresh, outcome } = await this.reserve(bet, sessionHash);
    const roundId = `SBX-${sessionHash.slice(0, 12)}-${round}`;
    const base = { sessionToken: bet.token, roundId, gameId: bet.gameId };
    try {
      await this.wallet.call('debit', { ...base, txId: `${roundId}-bet`, amount: toWireAmount(bet.stake) });
    } catch (error) {
      // The bet was refused (funds, limits, session): the round never happened and its number is free
      // again. A replay leaves the row alone: it belongs to the call that recorded it.
      if (fresh) await this.spins.remove(sessionHash, round);
      throw error;
    }
    let credit: WalletReply;
    try {
      credit = await this.wallet.callWithRetry('credit', {
        ...base,
        txId: `${roundId}-win`,
        debitTxId: `${roundId}-bet`,
        amount: toWireAmount(outcome.win),
      });
    } catch (error) {
      // The win was refused (e.g. the session ended between bet and win): the round is void and the
      // stake goes back, as a real provider would roll it back. A rollback the wallet refuses too is
      // left for reconciliation; the player sees the first refusal.
      if (error instanceof AppError)
        await this.wallet.call('rollback', { ...base, txId: `${roundId}-void`, refTxId: `${roundId}-bet` }).catch(() => undefined);
      throw error;
    }
    const nextRound = fresh ? round + 1 : await this.nextRound(bet.token);
    return {
      round,
      nextRound,
      result: outcome.result,
      win: outcome.win,
      balance: credit.balance,
      currency: credit.currency,
      replayed: !fresh,
    };
  }

  private serverSeed(token: string): string {
    return createHmac('sha256', this.secret)
      .update(`seed:${hashSessionToken(token)}`)
      .digest('hex');
  }

  private outcomeOf<R>(bet: RoundBet<R>, sessionHash: string, nonce: number) {
    return bet.outcome(new BetStream({ serverSeed: this.serverSeed(bet.token), clientSeed: sessionHash.slice(0, 16), nonce }));
  }

  /** What a round row records of its bet: a replay must match it exactly. */
  private wager(bet: RoundBet<unknown>): string {
    return JSON.stringify({ game: bet.gameId, stake: toWireAmount(bet.stake), bet: bet.bet });
  }

  /**
   * Takes the round's row: a free number is recorded (fresh); a taken one with the same wager is a
   * replay; a taken one with another wager is 20205. With no number named, the next free one is
   * taken (two spins at once get two numbers).
   */
  private async reserve<R>(bet: RoundBet<R>, sessionHash: string) {
    const wager = this.wager(bet);
    for (let attempt = 0; attempt < 5; attempt++) {
      const next = await this.nextRound(bet.token);
      const round = bet.round ?? next;
      if (round > next) throw AppError.invalid('round', 'ronde belum dimulai, muat ulang halaman');
      const outcome = this.outcomeOf(bet, sessionHash, round);
      try {
        await this.spins.insert({
          session_hash: sessionHash,
          nonce: BigInt(round),
          bet: bet.stake,
          win: outcome.win,
          result: JSON.stringify({ wager: JSON.parse(wager) as unknown, result: outcome.result }),
          created_at: this.now(),
        });
        return { round, fresh: true, outcome };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (bet.round === null) continue; // another spin took that number: take the next
        const taken = await this.spins.resultOf(sessionHash, round);
        if (taken === undefined) continue; // refused and freed meanwhile: try to take it again
        const recorded = JSON.stringify((JSON.parse(taken) as { wager?: unknown }).wager ?? null);
        if (recorded !== wager) throw new AppError(20205, 'Ronde ini sudah dimainkan dengan taruhan lain, muat ulang halaman');
        return { round, fresh: false, outcome };
      }
    }
    throw new AppError(667);
  }
}
