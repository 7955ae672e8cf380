/**
 * Round bets and settlement (DESIGN "Bets"): a bet reserves its stake into the round escrow in the
 * transaction that checks the round still takes bets (`bet_count` update on the round row, so a
 * closing round and a late bet never both succeed); settlement, fenced by the leader epoch, posts each
 * reservation to the house and pays the winners in batches, idempotently, and can resume after a crash
 * because the result was committed with the round. A round that cannot complete is voided: every
 * reservation is returned (`refund`), visibly in history.
 * Checks, in order: auth (1) → shape (3) → the admission kernel's id and range (702/711) and
 * protection (`bets/bet-admission.ts`) → state (712) → balance (700, the reservation's guarded debit).
 */
import type { Kysely } from 'kysely';
import { roundHashOf } from '@kasino/shared/fairness/chain';
import { fixed } from '@kasino/shared/fairness/primitives';
import { MAX_RATE_X100 } from '@kasino/shared/fairness/games/limits';
import { maskName } from '@kasino/shared/games';
import type { RoundBetView, RoundView } from '@kasino/shared/protocol/rounds';

export type { RoundBetView, RoundView };
import { minor, toWireAmount, type Minor } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { houseAccount, houseAccounts, walletAccount } from '../wallet/ledger.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { ChainService } from './chain.service.ts';
import { fence } from '../../platform/leadership/leadership.ts';
import { slotAt, type RoundGame, type RoundOutcome } from './round-games.ts';
import { recordEvent } from '../../platform/events/outbox.ts';
import {
  inHousePlaced,
  inHouseSettled,
  inHouseVoided,
  roundBetOf,
  takeRoundStake,
  type BetAdmission,
  type HistoryRepository,
} from '../bets/bets.ts';
import type { RoundBetRow, RoundRow, RoundsRepository } from './rounds.repository.ts';

export type { RoundBetRow, RoundRow };

const SETTLE_BATCH = 200;

export class RoundService {
  constructor(
    private readonly repo: RoundsRepository,
    private readonly ledger: LedgerService,
    private readonly chains: ChainService,
    /** The bets module's admission: id, the game's range, player protection with the bonus's max bet. */
    private readonly admission: BetAdmission,
    /** The bets module's one reader of a player's bets ("my bets" is the history of one game). */
    private readonly reader: HistoryRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** The round running now (or the latest one, between a round's end and the next start). */
  async current(def: RoundGame): Promise<RoundRow | undefined> {
    return this.repo.latest(def.key);
  }

  byId(roundId: string): Promise<RoundRow | undefined> {
    return this.repo.find(roundId);
  }

  /** Creates the round of the current slot if missing (leader only); returns it and whether it is new. */
  async openSlot(def: RoundGame, epoch: number): Promise<{ round: RoundRow; created: boolean } | null> {
    const slot = slotAt(def, this.now());
    const existing = await this.repo.find(slot.id);
    if (existing) return { round: existing, created: false };
    try {
      const round = await this.ledger.inTransaction(async (tx) => {
        await fence(tx, epoch);
        const seed = await this.chains.nextSeed(tx, def.key);
        const row: RoundRow = {
          id: slot.id,
          game: def.key,
          chain_id: seed.chainId,
          chain_index: BigInt(seed.index),
          server_seed: seed.serverSeed,
          server_seed_hash: seed.serverSeedHash,
          status: 'betting',
          start_at: BigInt(slot.startAt),
          close_at: BigInt(slot.closeAt),
          end_at: BigInt(slot.endAt),
          result: null,
          bet_count: 0n,
          epoch: BigInt(epoch),
          settled_at: null,
        };
        await this.repo.insert(tx, row);
        return row;
      });
      return { round, created: true };
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Places one bet of `amount` per selection (a Wingo bet with several selections is several bets). */
  async place(
    userId: number,
    def: RoundGame,
    req: { uuid: string; roundId?: string; selects: string[]; amount: Minor; currency: string },
  ): Promise<{ bets: RoundBetView[]; balance: string }> {
    if (req.selects.length === 0 || req.selects.length > def.selections.length) throw AppError.invalid('select');
    for (const select of req.selects) if (!def.selections.includes(select)) throw AppError.invalid('select', def.selections.join(' | '));
    if (new Set(req.selects).size !== req.selects.length) throw AppError.invalid('select', 'pilihan ganda');
    await this.admission.check(def.game, req); // id, range

    const uuids = req.selects.map((s) => `${req.uuid}#${s}`);
    const replay = await this.repo.betsByUuid(userId, uuids);
    // The request's order, whatever order the rows come back in.
    const inOrder = (rows: RoundBetRow[]) =>
      [...rows].sort((a, b) => uuids.indexOf(a.uuid) - uuids.indexOf(b.uuid)).map((b) => this.betView(b, def));
    if (replay.length) return { bets: inOrder(replay), balance: toWireAmount(await this.ledger.balanceOf(userId, req.currency)) };
    const limitCheck = await this.admission.protect(userId, req.amount * BigInt(req.selects.length)); // loss limits run in the unit

    const now = this.now();
    try {
      const { rows, balance } = await this.ledger.inTransaction(async (tx) => {
        await limitCheck(tx); // first, before the round row's lock: serialised per player
        const round = await this.repo.admitBets(tx, def.key, now, req.selects.length, req.roundId);
        if (!round) throw new AppError(712); // rule 4: the round no longer (or not yet) takes bets
        const stakes = { ledger: this.ledger, insertBet: (on: Kysely<Database>, row: RoundBetRow) => this.repo.insertBet(on, row) };
        const rows: RoundBetRow[] = [];
        for (const [i, select] of req.selects.entries()) {
          const stake = { uuid: uuids[i] as string, roundId: round.id, game: def.key, userId, currency: req.currency, select, now };
          // The escrow must resolve well after the round ends.
          rows.push(await takeRoundStake(tx, stakes, { ...stake, amount: req.amount, escrowDeadline: num(round.end_at) + 3_600_000 }));
        }
        const balance = await this.ledger.balanceOf(userId, req.currency, tx);
        // Each stake left the wallet in turn: the balance after bet i is the final one plus the stakes after it.
        for (const [i, row] of rows.entries())
          await recordEvent(tx, inHousePlaced(roundBetOf(row), balance + req.amount * BigInt(rows.length - 1 - i)));
        return { rows, balance };
      });
      return { bets: rows.map((b) => this.betView(b, def)), balance: toWireAmount(balance) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.repo.betsByUuid(userId, uuids);
      if (!raced.length) throw error;
      return { bets: inOrder(raced), balance: toWireAmount(await this.ledger.balanceOf(userId, req.currency)) };
    }
  }

  /** The committed outcome of a round (derived from its seed and its chain's salt). */
  async outcomeOf(round: RoundRow, def: RoundGame): Promise<{ outcome: RoundOutcome; roundHash: string; salt: string }> {
    const salt = await this.chains.saltOf(round.chain_id);
    const roundHash = roundHashOf(round.server_seed, salt);
    return { outcome: def.outcome(roundHash), roundHash, salt };
  }

  /**
   * Settles an ended round: closes it, pays every pending bet in fenced batches, marks it settled.
   * Safe to call again after a crash or from a new leader. Returns the settled bets (for pushes).
   */
  async settle(def: RoundGame, roundId: string, epoch: number): Promise<RoundBetRow[]> {
    const round = await this.repo.get(roundId);
    if (round.status === 'settled' || round.status === 'void') return [];
    const { outcome } = await this.outcomeOf(round, def);
    const settled: RoundBetRow[] = [];
    await this.ledger.inTransaction(async (tx) => {
      await fence(tx, epoch);
      await this.repo.close(tx, roundId, JSON.stringify(outcome));
    });
    for (;;) {
      const batch = await this.ledger.inTransaction(async (tx) => {
        await fence(tx, epoch);
        const pending = await this.repo.pendingBets(tx, roundId, SETTLE_BATCH);
        const done: RoundBetRow[] = [];
        for (const bet of pending) {
          const paid = await this.settleBet(tx, bet, def.payX100(bet.select, outcome));
          if (paid) done.push(paid);
        }
        if (pending.length < SETTLE_BATCH) await this.repo.markSettled(tx, roundId, this.now());
        return { done, more: pending.length === SETTLE_BATCH };
      });
      settled.push(...batch.done);
      if (!batch.more) break;
    }
    return settled;
  }

  /**
   * Settles one pending bet at `x100` (0: lost): posts its escrow to the house and pays the winnings.
   * Guarded by the bet's status, so a second settlement (another node, a retry) changes nothing and
   * returns null.
   */
  async settleBet(tx: Kysely<Database>, bet: RoundBetRow, multiplierX100: bigint): Promise<RoundBetRow | null> {
    const x100 = multiplierX100 > MAX_RATE_X100 ? MAX_RATE_X100 : multiplierX100;
    const payout = (bet.amount * x100) / 100n;
    const now = BigInt(this.now());
    if (!(await this.repo.settleBet(tx, bet.id, { payout, multiplier: fixed(x100, 2), settledAt: now }))) return null;
    const house = houseAccount(houseAccounts.games, bet.currency, bet.id);
    await this.ledger.resolve(tx, { id: `round:${bet.id}`, outcome: 'post', payee: house, postKind: 'settlement', voidKind: 'refund' });
    const paid =
      payout > 0n
        ? await this.ledger.transfer(tx, {
            id: `payout:${bet.id}`,
            debit: house,
            credit: walletAccount(num(bet.user_id), bet.currency),
            amount: minor(payout),
            currency: bet.currency,
            kind: 'payout',
            reference: `bet:${bet.id}`,
          })
        : null;
    await recordEvent(
      tx,
      inHouseSettled(roundBetOf(bet), {
        payout,
        multiplier: fixed(x100, 2),
        win: payout > 0n,
        settledAt: num(now),
        balanceAfter: paid?.creditBalanceAfter,
      }),
    );
    return { ...bet, status: 'settled', payout, multiplier: fixed(x100, 2), settled_at: now };
  }

  /** Voids a round that cannot complete: every pending bet's stake goes back to its wallet. */
  async voidRound(roundId: string, epoch: number): Promise<RoundBetRow[]> {
    const voided: RoundBetRow[] = [];
    for (;;) {
      const batch = await this.ledger.inTransaction(async (tx) => {
        await fence(tx, epoch);
        await this.repo.voidRound(tx, roundId, this.now());
        const pending = await this.repo.pendingBets(tx, roundId, SETTLE_BATCH);
        for (const bet of pending) {
          if (!(await this.repo.voidBet(tx, bet.id, this.now()))) continue;
          await this.ledger.resolve(tx, {
            id: `round:${bet.id}`,
            outcome: 'void',
            payee: houseAccount(houseAccounts.games, bet.currency, bet.id),
            postKind: 'settlement',
            voidKind: 'refund',
          });
          await recordEvent(tx, inHouseVoided(roundBetOf(bet), this.now()));
          voided.push({ ...bet, status: 'void' });
        }
        return pending.length === SETTLE_BATCH;
      });
      if (!batch) break;
    }
    return voided;
  }

  /** Rounds of a game whose reveal time (its end, or its close: `def.revealAt`) has passed but are not settled yet (oldest first). */
  due(def: RoundGame): Promise<RoundRow[]> {
    return this.repo.due(def.key, def.revealAt === 'close' ? 'close_at' : 'end_at', this.now());
  }

  async roundView(round: RoundRow, def: RoundGame): Promise<RoundView> {
    const ended = round.status === 'settled' || round.status === 'void' || (round.status === 'closed' && round.result !== null);
    const revealed = ended ? await this.outcomeOf(round, def) : null;
    return {
      roundId: round.id,
      phaseNum: round.id,
      game: def.game,
      model: def.model,
      status: round.status as RoundView['status'],
      startTime: num(round.start_at),
      closeTime: num(round.close_at),
      endTime: num(round.end_at),
      serverSeedHash: round.server_seed_hash,
      serverSeed: revealed ? round.server_seed : null,
      roundHash: revealed?.roundHash ?? null,
      salt: revealed?.salt ?? null,
      rand: revealed?.outcome.rand ?? null,
      result: round.status === 'void' ? null : (revealed?.outcome.result ?? null),
    };
  }

  betView(bet: RoundBetRow, def: Pick<RoundGame, 'model'> & { game: string }): RoundBetView {
    return {
      id: bet.id,
      uuid: bet.uuid.split('#')[0] as string,
      roundId: bet.round_id,
      game: def.game,
      model: def.model,
      select: bet.select,
      amount: toWireAmount(bet.amount),
      payout: toWireAmount(bet.payout),
      multiplier: bet.multiplier,
      status: bet.status,
      createdAt: num(bet.created_at),
    };
  }

  /** Finished rounds, newest first. */
  async past(def: RoundGame, page: number, count: number): Promise<{ list: RoundView[]; total: number }> {
    const { rows, total } = await this.repo.finished(def.key, page, count);
    return { list: await Promise.all(rows.map((r) => this.roundView(r, def))), total };
  }

  /** A player's bets in a game (in one round when given), newest first. */
  async mine(
    userId: number,
    def: RoundGame,
    page: number,
    count: number,
    roundId?: string,
  ): Promise<{ list: RoundBetView[]; total: number }> {
    const { rows, total } = await this.betsOf(userId, def.key, page, count, roundId);
    return { list: rows.map((b) => this.betView(b, def)), total };
  }

  /** The rows of a player's bets in a round game (by its key), newest first, through the one reader. */
  async betsOf(
    userId: number,
    key: string,
    page: number,
    count: number,
    roundId?: string,
  ): Promise<{ rows: RoundBetRow[]; total: number }> {
    const { keys, total } = await this.reader.page({ userId, sources: { round: [key] }, roundId, page, count });
    const rows = new Map(
      (
        await this.reader.roundBets(
          userId,
          keys.map((k) => k.id),
        )
      ).map((r) => [r.id, r]),
    );
    return { rows: keys.flatMap((k) => rows.get(k.id) ?? []), total };
  }

  /** The latest bets of a round (masked names) and each pool's total, for the live table. */
  async orders(
    round: RoundRow,
    def: RoundGame,
    limit = 10,
  ): Promise<{ list: Array<{ user: string; select: string; amount: string; createdAt: number }>; pools: Record<string, string> }> {
    const [rows, pools] = await Promise.all([this.repo.tableBets(round.id, limit), this.repo.pools(round.id)]);
    return {
      list: rows.map((r) => ({ user: maskName(r.name), select: r.select, amount: toWireAmount(r.amount), createdAt: num(r.created_at) })),
      pools: Object.fromEntries(def.selections.map((s) => [s, toWireAmount(BigInt(pools.find((p) => p.select === s)?.total ?? 0))])),
    };
  }

  /** A player's stake per selection in a round (SPEC myPoolAmount). */
  async myPools(userId: number, round: RoundRow, def: RoundGame): Promise<Record<string, string>> {
    const rows = await this.repo.pools(round.id, userId);
    return Object.fromEntries(def.selections.map((s) => [s, toWireAmount(BigInt(rows.find((p) => p.select === s)?.total ?? 0))]));
  }
}
