/**
 * Single-player bets (DESIGN "Bets"): one unit of work takes the next nonce of the committed seed,
 * derives the outcome, inserts the bet and moves the stake and the payout through the ledger.
 * The client's uuid makes a retry return the first result. Checks, in order, after auth and shape:
 * the admission kernel's id and range (`bet-admission.ts`), the game's own parameter rules, then the
 * kernel's protection and balance (700, from the guarded ledger debit, which rolls the whole bet back).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { minor, toWireAmount, type Minor } from '@kasino/shared/money';
import { BetStream } from '@kasino/shared/fairness/stream';
import { maskName, type BetView, type BigWinView, type GameId, type SinglePlayerGame } from '@kasino/shared/games';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { houseAccount, houseAccounts, walletAccount } from '../wallet/ledger.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { BetsRepository, type BetRow } from './bets.repository.ts';
import { recordEvent } from '../../platform/events/outbox.ts';
import {
  inHouseSettled,
  type BetAdmission,
  type HistoryRepository,
  type BetRange,
  type BetStore,
  type NonceTaken,
  type SeedService,
} from '../bets/bets.ts';

export interface Outcome {
  multiplier: string;
  payout: bigint;
  win: boolean;
  result: unknown;
}

/** A single-player game's rules, as the engine needs them (the formulas live in packages/shared). */
export interface SinglePlayerRules<P> {
  readonly game: SinglePlayerGame;
  /** Validates and normalises the game parameters; throws AppError (3, 711) when refused. */
  parse(params: unknown): P;
  play(stream: BetStream, params: P, amount: bigint): Outcome;
}

export interface PlaceBet {
  uuid: string;
  amount: Minor;
  currency: string;
  params: unknown;
}

export type { BetRow } from './bets.repository.ts';

/** A new bet id: time-ordered, with randomness so two nodes never collide. */
export const newBetId = (now: number): string => `B${now.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** The row of a bet taking nonce `seed`; `outcome` settles it at once, null leaves it pending (a stepped round). */
export function newBetRow(
  b: { id: string; userId: number; game: GameId; bet: PlaceBet; params: unknown; state?: unknown; seed: NonceTaken; now: number },
  outcome: Outcome | null,
): BetRow {
  return {
    id: b.id,
    uuid: b.bet.uuid,
    user_id: BigInt(b.userId),
    game: b.game,
    currency: b.bet.currency,
    amount: b.bet.amount,
    payout: outcome?.payout ?? 0n,
    multiplier: outcome?.multiplier ?? '1.00',
    win: outcome?.win ? 1n : 0n,
    status: outcome ? 'settled' : 'pending',
    params: JSON.stringify(b.params),
    result: JSON.stringify(outcome ? outcome.result : b.state),
    seed_id: b.seed.seedId,
    nonce: BigInt(b.seed.nonce),
    client_seed: b.seed.clientSeed,
    server_seed_hash: b.seed.serverSeedHash,
    created_at: BigInt(b.now),
    settled_at: outcome ? BigInt(b.now) : null,
  };
}

export type { BetRange };

export class SinglePlayerService {
  private readonly repo: BetsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly ledger: LedgerService,
    private readonly seeds: SeedService,
    /** The bets module's admission: id, the game's range, player protection with the bonus's max bet. */
    private readonly admission: BetAdmission,
    /** Each game's stake range (site setting `game_bet_range`), for the tables' views. */
    readonly range: (game: GameId) => Promise<BetRange>,
    /** The per-bet statements (prepared on SQLite); stepped rounds use it too. */
    readonly store: BetStore,
    /** The bets module's one reader of a player's bets ("my bets" is the history of one game). */
    private readonly reader: HistoryRepository,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new BetsRepository(db);
  }

  async place<P>(userId: number, rules: SinglePlayerRules<P>, bet: PlaceBet): Promise<{ bet: BetView; balance: string }> {
    await this.admission.check(rules.game, bet); // id, range
    const params = rules.parse(bet.params); // the game's own rules

    const existing = await this.byUuid(userId, bet.uuid);
    if (existing)
      return { bet: await this.present(existing), balance: toWireAmount(await this.ledger.balanceOf(userId, existing.currency)) };
    const limitCheck = await this.admission.protect(userId, bet.amount); // cool-off, self-exclusion now; loss limits in the unit

    const id = newBetId(this.now());
    let row: BetRow;
    let balance: bigint;
    try {
      ({ row, balance } = await this.ledger.inTransaction(async (tx) => {
        await limitCheck(tx); // first: serialised per player, refuses 20152 with nothing written
        const seed = await this.seeds.takeNonce(tx, userId, bet.currency);
        const outcome = rules.play(new BetStream(seed), params, bet.amount);
        const inserted = newBetRow({ id, userId, game: rules.game, bet, params, seed, now: this.now() }, outcome);
        await this.store.insert(tx, inserted);
        const house = houseAccount(houseAccounts.games, bet.currency, id);
        const wallet = walletAccount(userId, bet.currency);
        const stake = await this.ledger.transfer(tx, {
          id: `stake:${id}`,
          debit: wallet,
          credit: house,
          amount: bet.amount,
          currency: bet.currency,
          kind: 'stake',
          reference: `bet:${id}`,
        }); // balance: the guarded debit refuses 700
        let after: bigint = stake.debitBalanceAfter;
        if (outcome.payout > 0n) {
          after = (
            await this.ledger.transfer(tx, {
              id: `payout:${id}`,
              debit: house,
              credit: wallet,
              amount: minor(outcome.payout),
              currency: bet.currency,
              kind: 'payout',
              reference: `bet:${id}`,
            })
          ).creditBalanceAfter;
        }
        const at = num(inserted.created_at);
        await recordEvent(
          tx,
          inHouseSettled(
            { userId, betId: id, game: rules.game, source: 'single', stake: bet.amount, currency: bet.currency, placedAt: at },
            { ...outcome, settledAt: at, balanceAfter: after },
          ),
        );
        return { row: inserted, balance: after };
      }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same uuid arrived twice at once: the other request placed it.
      const raced = await this.byUuid(userId, bet.uuid);
      if (!raced) throw error;
      return { bet: await this.present(raced), balance: toWireAmount(await this.ledger.balanceOf(userId, raced.currency)) };
    }
    // A bet just placed uses the active seed, which is never revealed yet. Pushes follow its bet.settled event.
    return { bet: await this.present(row, null), balance: toWireAmount(balance) };
  }

  private byUuid(userId: number, uuid: string): Promise<BetRow | undefined> {
    return this.store.byUuid(userId, uuid);
  }

  /**
   * A bet as its owner sees it; the server seed appears once its pair is revealed, and never while the
   * bet is an open stepped round (rotation refuses that case; this is the second fence).
   */
  async present(row: BetRow, revealed?: string | null): Promise<BetView> {
    let serverSeed = revealed ?? null;
    if (row.status === 'pending') serverSeed = null;
    else if (revealed === undefined) {
      const seed = await this.repo.seed(row.seed_id);
      serverSeed = seed?.status === 'revealed' ? seed.server_seed : null;
    }
    return {
      id: row.id,
      uuid: row.uuid,
      game: row.game as GameId,
      currency: row.currency,
      amount: toWireAmount(row.amount),
      multiplier: row.multiplier,
      payout: toWireAmount(row.payout),
      win: row.win === 1n,
      status: row.status as BetView['status'],
      params: JSON.parse(row.params) as unknown,
      result: JSON.parse(row.result) as unknown,
      nonce: num(row.nonce),
      clientSeed: row.client_seed,
      serverSeedHash: row.server_seed_hash,
      serverSeed,
      createdAt: num(row.created_at),
    };
  }

  async history(userId: number, q: { game: string; page: number; count: number }) {
    const { keys, total } = await this.reader.page({ userId, sources: { bet: [q.game] }, page: q.page, count: q.count });
    const rows = new Map(
      (
        await this.reader.bets(
          userId,
          keys.map((k) => k.id),
        )
      ).map((r) => [r.id, r]),
    );
    const inOrder = keys.flatMap((k) => rows.get(k.id) ?? []);
    const list = await Promise.all(inOrder.map((r) => this.present(r, r.seed_status === 'revealed' ? r.seed : null)));
    return { list, total, page: q.page, count: q.count };
  }

  /** Recent big wins across all players (rule in shared `isBigWin`), newest first, names masked. */
  async bigWins(count: number): Promise<BigWinView[]> {
    const rows = await this.repo.bigWins(count);
    return rows.map((r) => ({
      id: r.id,
      game: r.game as GameId,
      user: maskName(r.name),
      amount: toWireAmount(r.amount),
      multiplier: r.multiplier,
      payout: toWireAmount(r.payout),
      createdAt: num(r.created_at),
    }));
  }

  async get(userId: number, betId: string): Promise<BetView> {
    const row = await this.repo.byId(betId);
    // Another user's bet looks exactly like a missing one.
    if (!row || num(row.user_id) !== userId) throw new AppError(20010);
    return this.present(row);
  }
}
