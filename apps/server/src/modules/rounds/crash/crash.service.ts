/**
 * Crash on the round tables: PREPARATION (bets, about 8 s), GOUP (the multiplier rises by the
 * published function of flight time; cash-outs), SQUIB (crashed at the committed target).
 * A round's target comes from its chain seed, so its crash time is fixed when it is scheduled; rounds
 * queued for "the next round" (bets placed during a flight, `joinedNext`) wait with start_at = QUEUED
 * until the flight before them ends. Cash-outs are decided by the server clock: accepted only before the
 * crash time and below the target, each settled once by the bet's guarded status. Any node takes bets
 * and cash-outs; the leader moves rounds along (crash.engine.ts).
 */
import type { Kysely } from 'kysely';
import { roundHashOf } from '@kasino/shared/fairness/chain';
import { crashFlightMs, crashRateX100 } from '@kasino/shared/fairness/games/crash';
import { crashTargetX100 } from '@kasino/shared/fairness/games/rounds';
import { chunk, fixed } from '@kasino/shared/fairness/primitives';
import { MAX_RATE_X100 } from '@kasino/shared/fairness/games/limits';
import type { Minor } from '@kasino/shared/money';
import { AppError } from '../../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { LedgerService } from '../../wallet/ledger.service.ts';
import type { ChainService } from '../chain.service.ts';
import { fence } from '../../../platform/leadership/leadership.ts';
import type { RoundBetRow, RoundRow, RoundService } from '../round.service.ts';
import { inHousePlaced, roundBetOf, takeRoundStake, type BetAdmission } from '../../bets/bets.ts';
import { recordEvent } from '../../../platform/events/outbox.ts';
import { CRASH_KEY, QUEUED, type CrashRepository } from './crash.repository.ts';

export { CRASH_KEY, QUEUED };

const WIB_OFFSET_MS = 7 * 3_600_000;
const wibDate = (at: number): string => new Date(at + WIB_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');

export interface CrashTiming {
  prepMs: number;
  growth: number;
  /** Per-round cap on what the bets could win together (stake × auto rate, or × 200 without one). */
  maxPayout: Minor;
}

export type CrashPhase = 'PREPARATION' | 'GOUP' | 'SQUIB';

/** Auto cash-out × 100 stored in `select` ('manual' without one). */
export const autoRateOf = (bet: Pick<RoundBetRow, 'select'>): bigint | null => (bet.select === 'manual' ? null : BigInt(bet.select));

export class CrashService {
  constructor(
    private readonly repo: CrashRepository,
    private readonly ledger: LedgerService,
    private readonly chains: ChainService,
    private readonly rounds: RoundService,
    /** The bets module's admission: id, the game's range, player protection with the bonus's max bet. */
    private readonly admission: BetAdmission,
    readonly timing: CrashTiming,
    private readonly now: () => number = Date.now,
  ) {}

  /** The committed target; inside a unit of work pass its `tx` (SQLite has one connection). */
  async targetX100(round: RoundRow, db?: Kysely<Database>): Promise<bigint> {
    return crashTargetX100(roundHashOf(round.server_seed, await this.chains.saltOf(round.chain_id, db)));
  }

  phaseOf(round: RoundRow, now = this.now()): CrashPhase | 'QUEUED' {
    if (round.status === 'betting') return round.start_at === QUEUED ? 'QUEUED' : 'PREPARATION';
    if (round.status === 'closed' && now < num(round.end_at)) return 'GOUP';
    return 'SQUIB';
  }

  /** The round players see: the one in preparation or in flight, else the latest ended one. */
  async current(): Promise<RoundRow | undefined> {
    return (await this.repo.inPlay()) ?? this.repo.latestStarted();
  }

  /** Creates a round (leader): scheduled to start after the preparation, or queued behind a flight. */
  async create(epoch: number, startAt: number | null): Promise<RoundRow> {
    return this.ledger.inTransaction(async (tx) => {
      await fence(tx, epoch);
      const seed = await this.chains.nextSeed(tx, CRASH_KEY);
      const row: RoundRow = {
        // WIB date, 6 (crash), chain and index: unique, and ordered within a chain.
        id: `${wibDate(this.now())}6${seed.chainId}${String(seed.index).padStart(6, '0')}`,
        game: CRASH_KEY,
        chain_id: seed.chainId,
        chain_index: BigInt(seed.index),
        server_seed: seed.serverSeed,
        server_seed_hash: seed.serverSeedHash,
        status: 'betting',
        start_at: QUEUED,
        close_at: QUEUED,
        end_at: QUEUED,
        result: null,
        bet_count: 0n,
        epoch: BigInt(epoch),
        settled_at: null,
      };
      await this.repo.insert(tx, row);
      return startAt === null ? row : this.scheduleIn(tx, row, startAt);
    });
  }

  /** Fixes a queued round's flight: starts at `startAt`, crashes when the rate reaches its target. */
  async schedule(epoch: number, round: RoundRow, startAt: number): Promise<RoundRow> {
    return this.ledger.inTransaction(async (tx) => {
      await fence(tx, epoch);
      return this.scheduleIn(tx, round, startAt);
    });
  }

  private async scheduleIn(tx: Kysely<Database>, round: RoundRow, startAt: number): Promise<RoundRow> {
    const target = await this.targetX100(round, tx);
    const endAt = startAt + crashFlightMs(target, this.timing.growth);
    await this.repo.schedule(tx, round.id, startAt, endAt);
    return { ...round, start_at: BigInt(startAt), close_at: BigInt(startAt), end_at: BigInt(endAt) };
  }

  /** Places a bet in the round taking bets (the one in preparation, else the queued one: joinedNext). */
  async place(
    userId: number,
    req: { uuid: string; amount: Minor; autoX100: bigint | null; currency: string },
  ): Promise<{ bet: RoundBetRow; joinedNext: boolean; balance: Minor }> {
    if (req.autoX100 !== null && (req.autoX100 < 101n || req.autoX100 > MAX_RATE_X100)) throw AppError.invalid('rate', '1.01 - 200');
    await this.admission.check('crash', req); // id, range (bets/bet-admission.ts)
    const existing = await this.repo.betByUuid(userId, req.uuid);
    if (existing) return this.replayed(existing, userId, req.currency);
    const limitCheck = await this.admission.protect(userId, req.amount); // loss limits run in the unit
    const now = this.now();
    try {
      return await this.ledger.inTransaction(async (tx) => {
        await limitCheck(tx); // first, before the round row's lock: serialised per player
        const open = await this.repo.openRound(tx, now);
        if (!open) throw new AppError(716); // no round takes bets yet: join the next one shortly
        if (!(await this.repo.takeSeat(tx, open.id, now))) throw new AppError(712);
        const exposure = await this.repo.exposure(tx, open.id);
        const potential = (amount: bigint, auto: bigint | null) => (amount * (auto ?? MAX_RATE_X100)) / 100n;
        const total = exposure.reduce((sum, b) => sum + potential(b.amount, autoRateOf(b)), 0n) + potential(req.amount, req.autoX100);
        if (total > this.timing.maxPayout) throw new AppError(20015);
        const select = req.autoX100 === null ? 'manual' : String(req.autoX100);
        const stake = { uuid: req.uuid, roundId: open.id, game: CRASH_KEY, userId, currency: req.currency, select, now };
        const insertBet = (on: Kysely<Database>, row: RoundBetRow) => this.repo.insertBet(on, row);
        const bet = await takeRoundStake(
          tx,
          { ledger: this.ledger, insertBet },
          { ...stake, amount: req.amount, escrowDeadline: now + 6 * 3_600_000 },
        );
        const balance = await this.ledger.balanceOf(userId, req.currency, tx);
        await recordEvent(tx, inHousePlaced(roundBetOf(bet), balance));
        return { bet, joinedNext: open.start_at === QUEUED, balance };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.repo.betByUuid(userId, req.uuid);
      if (!raced) throw error;
      return this.replayed(raced, userId, req.currency);
    }
  }

  private async replayed(bet: RoundBetRow, userId: number, currency: string) {
    const round = await this.rounds.byId(bet.round_id);
    return { bet, joinedNext: round?.start_at === QUEUED, balance: await this.ledger.balanceOf(userId, currency) };
  }

  /** A manual cash-out at the rate of this moment on the server clock. */
  async escape(userId: number, roundId: string): Promise<{ bet: RoundBetRow; rateX100: bigint; balance: Minor }> {
    const round = await this.rounds.byId(roundId);
    if (!round || round.game !== CRASH_KEY) throw new AppError(20010, 'Ronde tidak ditemukan');
    const bets = await this.repo.betsIn(roundId, userId);
    const bet = bets.find((b) => b.status === 'pending');
    if (!bet) throw new AppError(bets.length ? 20013 : 20010);
    const now = this.now();
    const phase = this.phaseOf(round, now);
    if (phase === 'PREPARATION' || phase === 'QUEUED' || now < num(round.start_at)) throw new AppError(20012, 'Roket belum terbang');
    if (phase === 'SQUIB') throw new AppError(20014);
    const rate = crashRateX100(now - num(round.start_at), this.timing.growth);
    if (rate >= (await this.targetX100(round))) throw new AppError(20014);
    const settled = await this.ledger.inTransaction((tx) => this.rounds.settleBet(tx, bet, rate));
    if (!settled) throw new AppError(20013);
    return { bet: settled, rateX100: rate, balance: await this.ledger.balanceOf(userId, bet.currency) };
  }

  /** Pays the auto cash-outs the flight has reached by now (leader, each tick). */
  async autoCashOuts(round: RoundRow, rateX100: bigint): Promise<RoundBetRow[]> {
    const pending = await this.repo.pendingAutoBets(round.id);
    const due = pending.filter((b) => (autoRateOf(b) as bigint) <= rateX100);
    if (!due.length) return [];
    return this.ledger.inTransaction(async (tx) => {
      const paid: RoundBetRow[] = [];
      for (const bet of due) {
        const done = await this.rounds.settleBet(tx, bet, autoRateOf(bet) as bigint);
        if (done) paid.push(done);
      }
      return paid;
    });
  }

  /** Ends a flight at its crash: auto cash-outs at or below the target win, every other bet loses. */
  async crash(epoch: number, round: RoundRow): Promise<RoundBetRow[]> {
    const target = await this.targetX100(round);
    return this.ledger.inTransaction(async (tx) => {
      await fence(tx, epoch);
      const pending = await this.repo.pendingBets(tx, round.id);
      const settled: RoundBetRow[] = [];
      for (const bet of pending) {
        const auto = autoRateOf(bet);
        const done = await this.rounds.settleBet(tx, bet, auto !== null && auto <= target ? auto : 0n);
        if (done) settled.push(done);
      }
      await this.repo.land(tx, round.id, JSON.stringify({ target: fixed(target, 2) }), this.now());
      return settled;
    });
  }

  /** What a finished round reveals: its seed, roundHash, salt and the chunk the target came from. */
  async revealed(
    round: RoundRow,
  ): Promise<{ serverSeed: string; serverSeedHash: string; roundHash: string; salt: string; rand: number[] }> {
    const salt = await this.chains.saltOf(round.chain_id);
    const roundHash = roundHashOf(round.server_seed, salt);
    return {
      serverSeed: round.server_seed,
      serverSeedHash: round.server_seed_hash,
      roundHash,
      salt,
      rand: [chunk(roundHash, 0)],
    };
  }

  /** Betting closes as the flight begins (leader). */
  async launch(epoch: number, round: RoundRow): Promise<void> {
    await this.ledger.inTransaction(async (tx) => {
      await fence(tx, epoch);
      await this.repo.launch(tx, round.id);
    });
  }

  /** Rounds that need the leader: in preparation or in flight (oldest first), and the queued one. */
  async live(): Promise<{ active: RoundRow[]; queued: RoundRow | undefined }> {
    const rows = await this.repo.unfinished();
    return { active: rows.filter((r) => r.start_at !== QUEUED), queued: rows.find((r) => r.start_at === QUEUED) };
  }
}
