/**
 * The statements every bet runs: find a bet by the client's uuid, take the next nonce of the active
 * seed, insert the bet row. On SQLite they run as cached prepared statements on the connection the
 * unit of work holds, because building and compiling them through Kysely costs several times their
 * execution (a nonce update: ~110 µs through the builder, ~11 µs prepared). PostgreSQL keeps Kysely,
 * where the network round trip dominates.
 */
import type { Statement } from 'better-sqlite3';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { BetsTable, Database } from '../../platform/db/schema.ts';

/** A row of `bets`, as every game's storage reads it. */
export type BetRow = Selectable<BetsTable>;

type Tx = Kysely<Database>;

export interface SeedRow {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce after taking one: the bet's nonce is this − 1. */
  nonce: bigint;
}

export interface BetStore {
  byUuid(userId: number, uuid: string): Promise<BetRow | undefined>;
  /** Takes the next nonce of the active pair inside `tx`; undefined when the user has no active pair yet. */
  takeNonce(tx: Tx, userId: number, currency: string): Promise<SeedRow | undefined>;
  insert(tx: Tx, row: BetRow): Promise<void>;
}

export class KyselyBetStore implements BetStore {
  constructor(private readonly db: Kysely<Database>) {}

  byUuid(userId: number, uuid: string): Promise<BetRow | undefined> {
    return this.db.selectFrom('bets').selectAll().where('user_id', '=', BigInt(userId)).where('uuid', '=', uuid).executeTakeFirst();
  }

  takeNonce(tx: Tx, userId: number, currency: string): Promise<SeedRow | undefined> {
    return tx
      .updateTable('fair_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1n) }))
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('status', '=', 'active')
      .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirst();
  }

  async insert(tx: Tx, row: BetRow): Promise<void> {
    await tx.insertInto('bets').values(row).execute();
  }
}

const betColumns = [
  'id',
  'uuid',
  'user_id',
  'game',
  'currency',
  'amount',
  'payout',
  'multiplier',
  'win',
  'status',
  'params',
  'result',
  'seed_id',
  'nonce',
  'client_seed',
  'server_seed_hash',
  'created_at',
  'settled_at',
] as const satisfies ReadonlyArray<keyof BetRow>;
// Every column of the row is inserted: adding one to the table without listing it here fails to compile.
const everyColumn: Exclude<keyof BetRow, (typeof betColumns)[number]> extends never ? true : never = true;
void everyColumn;

export class SqliteBetStore implements BetStore {
  private readonly prepare: (text: string) => Statement;

  constructor(handle: DatabaseHandle) {
    if (!handle.prepare) throw new Error('SqliteBetStore needs a SQLite database');
    this.prepare = handle.prepare;
  }

  async byUuid(userId: number, uuid: string): Promise<BetRow | undefined> {
    return this.prepare('select * from bets where user_id = ? and uuid = ?').get(BigInt(userId), uuid) as BetRow | undefined;
  }

  // The literal 'active' lets SQLite use the partial unique index fair_seeds_one_active.
  async takeNonce(_tx: Tx, userId: number, currency: string): Promise<SeedRow | undefined> {
    return this.prepare(
      "update fair_seeds set nonce = nonce + 1 where user_id = ? and currency = ? and status = 'active' returning id, server_seed, server_seed_hash, client_seed, nonce",
    ).get(BigInt(userId), currency) as SeedRow | undefined;
  }

  async insert(_tx: Tx, row: BetRow): Promise<void> {
    this.prepare(`insert into bets (${betColumns.join(', ')}) values (${betColumns.map(() => '?').join(', ')})`).run(
      ...betColumns.map((c) => row[c]),
    );
  }
}

export const createBetStore = (handle: DatabaseHandle): BetStore =>
  handle.dialect === 'sqlite' ? new SqliteBetStore(handle) : new KyselyBetStore(handle.db);
