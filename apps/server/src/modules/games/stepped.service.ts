/**
 * Rounds of the stepped games (Hilo, Mines). Opening a round takes the nonce and the stake in one
 * unit; each action replaces the public state with a guard on the previous one, so two concurrent
 * actions (or cash-outs) cannot both apply; the end moves the payout in the same unit.
 * Rules:
 *  1. one open round per player and game (20011); the open round is returned by `current` so a
 *     client restores it after a disconnect or a server restart;
 *  2. a round left open for `staleAfterMs` is settled by `settleStale`: cashed out at its current
 *     multiplier when the game allows it (the very `cashOut` the player would call, so abandoning never
 *     pays more than cashing out), otherwise, with no step won yet, its stake is refunded (FAIRNESS.md);
 *  3. the seed of an open round is never revealed: `SeedService.rotate` refuses (20250) until it ends.
 */
import type { Kysely } from 'kysely';
import { minor, toWireAmount, type Minor } from '@kasino/shared/money';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView, GameId } from '@kasino/shared/games';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { houseAccount, houseAccounts, walletAccount } from '../wallet/ledger.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import { newBetId, newBetRow, type BetRow, type Outcome, type PlaceBet, type SinglePlayerService } from './single-player.service.ts';
import type { SteppedRules } from './stepped.ts';
import { BetsRepository } from './bets.repository.ts';
import { recordEvent } from '../../platform/events/outbox.ts';
import { inHousePlaced, inHouseSettled, inHouseVoided, type BetAdmission, type InHouseBet, type SeedService } from '../bets/bets.ts';

export interface RoundView {
  bet: BetView;
  state: 'process' | 'ended';
  view: unknown;
  balance: string;
}

type AnyRules = SteppedRules<unknown, unknown, unknown>;

const steppedBet = (row: BetRow): InHouseBet => ({
  userId: num(row.user_id),
  betId: row.id,
  game: row.game as GameId,
  source: 'stepped',
  stake: row.amount,
  currency: row.currency,
  placedAt: num(row.created_at),
});

export class SteppedRoundService {
  private readonly repo: BetsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly seeds: SeedService,
    private readonly bets: SinglePlayerService,
    /** The bets module's admission: id, the game's range, player protection with the bonus's max bet. */
    private readonly admission: BetAdmission,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new BetsRepository(db);
  }

  private async streamOf(row: BetRow): Promise<BetStream> {
    const seed = await this.repo.seed(row.seed_id);
    if (!seed) throw new Error(`seed ${row.seed_id} of bet ${row.id} is missing`);
    return new BetStream({ serverSeed: seed.server_seed, clientSeed: row.client_seed, nonce: num(row.nonce) });
  }

  private async present(rules: AnyRules, row: BetRow, balance?: bigint): Promise<RoundView> {
    const ended = row.status !== 'pending';
    const view = rules.view(await this.streamOf(row), JSON.parse(row.params), JSON.parse(row.result), ended);
    const bet = await this.bets.present(row);
    return {
      bet: { ...bet, result: view },
      state: ended ? 'ended' : 'process',
      view,
      balance: toWireAmount(balance ?? (await this.ledger.balanceOf(num(row.user_id), row.currency))),
    };
  }

  private async openRound(userId: number, game: string): Promise<BetRow | undefined> {
    return (await this.repo.openRounds(userId, game))[0];
  }

  /** The player's open round of the game, or null (rule 1: restore after reconnect). */
  async current(userId: number, rules: AnyRules): Promise<RoundView | null> {
    const row = await this.openRound(userId, rules.game);
    return row ? this.present(rules, row) : null;
  }

  async open(userId: number, rules: AnyRules, bet: PlaceBet): Promise<RoundView> {
    await this.admission.check(rules.game, bet); // id, range (bet-admission.ts)
    const params = rules.parse(bet.params);
    const replay = await this.bets.store.byUuid(userId, bet.uuid);
    if (replay) return this.present(rules, replay);
    const limitCheck = await this.admission.protect(userId, bet.amount); // cool-off, self-exclusion now; loss limits in the unit
    if (await this.openRound(userId, rules.game)) throw new AppError(20011); // rule 1

    const id = newBetId(this.now());
    try {
      const { row, balance } = await this.ledger.inTransaction(async (tx) => {
        await limitCheck(tx); // first: serialised per player, refuses 20152 with nothing written
        const seed = await this.seeds.takeNonce(tx, userId, bet.currency);
        const row = newBetRow({ id, userId, game: rules.game, bet, params, state: rules.start(params), seed, now: this.now() }, null);
        await this.bets.store.insert(tx, row);
        const stake = await this.ledger.transfer(tx, {
          id: `stake:${id}`,
          debit: walletAccount(userId, bet.currency),
          credit: houseAccount(houseAccounts.games, bet.currency, id),
          amount: bet.amount,
          currency: bet.currency,
          kind: 'stake',
          reference: `bet:${id}`,
        });
        // A second open round (raced past the check above) is refused by this re-check inside the unit.
        const open = await this.repo.openRounds(userId, rules.game, tx);
        if (open.length > 1) throw new AppError(20011);
        await recordEvent(tx, inHousePlaced(steppedBet(row), stake.debitBalanceAfter));
        return { row, balance: stake.debitBalanceAfter };
      });
      return this.present(rules, row, balance);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.bets.store.byUuid(userId, bet.uuid);
      if (!raced) throw error;
      return this.present(rules, raced);
    }
  }

  private async pendingOf(userId: number, rules: AnyRules, roundId: string): Promise<BetRow> {
    const row = await this.repo.byId(roundId);
    if (!row || num(row.user_id) !== userId || row.game !== rules.game) throw new AppError(20010);
    if (row.status !== 'pending') throw new AppError(20013);
    return row;
  }

  async act(userId: number, rules: AnyRules, roundId: string, actionData: unknown): Promise<RoundView> {
    const action = rules.parseAction(actionData);
    const row = await this.pendingOf(userId, rules, roundId);
    const stream = await this.streamOf(row);
    const next = rules.act(stream, JSON.parse(row.params), JSON.parse(row.result), action, row.amount);
    return this.commit(rules, row, next.state, next.end);
  }

  async cashOut(userId: number, rules: AnyRules, roundId: string): Promise<RoundView> {
    const row = await this.pendingOf(userId, rules, roundId);
    const stream = await this.streamOf(row);
    const state = JSON.parse(row.result) as unknown;
    return this.commit(rules, row, state, rules.cashOut(stream, JSON.parse(row.params), state, row.amount));
  }

  /** Writes the new state guarded by the old one; on an end, settles and pays in the same unit. */
  private async commit(rules: AnyRules, row: BetRow, state: unknown, end: Outcome | undefined): Promise<RoundView> {
    const result = await this.ledger.inTransaction(async (tx) => {
      const now = this.now();
      if (!(await this.repo.replaceState(tx, row, state, end && { ...end, at: now }))) return null;
      const balance = end && end.payout > 0n ? await this.pay(tx, row, minor(end.payout)) : undefined;
      if (end) await recordEvent(tx, inHouseSettled(steppedBet(row), { ...end, settledAt: now, balanceAfter: balance }));
      return { balance };
    });
    // Another action changed the round first: this one did nothing.
    if (!result) throw new AppError(20013);
    const fresh = await this.repo.byId(row.id);
    if (!fresh) throw new Error(`bet ${row.id} vanished after its update`);
    return this.present(rules, fresh, result.balance);
  }

  private async pay(tx: Tx, row: BetRow, payout: Minor): Promise<bigint> {
    const t = await this.ledger.transfer(tx, {
      id: `payout:${row.id}`,
      debit: houseAccount(houseAccounts.games, row.currency, row.id),
      credit: walletAccount(num(row.user_id), row.currency),
      amount: payout,
      currency: row.currency,
      kind: 'payout',
      reference: `bet:${row.id}`,
    });
    return t.creditBalanceAfter;
  }

  /** Rule 2: settles rounds left open too long. Returns how many it settled. */
  async settleStale(rulesByGame: Map<string, AnyRules>, staleAfterMs: number): Promise<number> {
    const rows = await this.repo.staleRounds(this.now() - staleAfterMs, 200);
    let settled = 0;
    for (const row of rows) {
      const rules = rulesByGame.get(row.game);
      if (!rules) continue;
      const stream = await this.streamOf(row);
      const state = JSON.parse(row.result) as unknown;
      try {
        await this.commit(rules, row, state, rules.cashOut(stream, JSON.parse(row.params), state, row.amount));
        settled++;
        continue;
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 20013) continue;
      }
      // Not cashable (no correct step yet): the stake goes back, visibly, as a refund.
      const done = await this.ledger.inTransaction(async (tx) => {
        const now = this.now();
        if (!(await this.repo.voidOpen(tx, row.id, now))) return false;
        await this.ledger.transfer(tx, {
          id: `refund:${row.id}`,
          debit: houseAccount(houseAccounts.games, row.currency, row.id),
          credit: walletAccount(num(row.user_id), row.currency),
          amount: minor(row.amount),
          currency: row.currency,
          kind: 'refund',
          reference: `bet:${row.id}`,
        });
        await recordEvent(tx, inHouseVoided(steppedBet(row), now));
        return true;
      });
      if (done) settled++;
    }
    return settled;
  }
}
