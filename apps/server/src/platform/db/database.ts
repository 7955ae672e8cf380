/**
 * Opens the database the configuration names: SQLite (embedded default, WAL, foreign keys on)
 * or PostgreSQL. Both return integers as bigint so repositories see one shape.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config/config.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * SQLite only: cached prepared statements on the one connection. Use them only inside a Kysely
   * transaction (which holds the connection), never beside one.
   */
  readonly prepare?: (text: string) => SQLite.Statement;
  /** Cheap liveness probe for /health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// int8 → BigInt, so money and ids never pass through a float.
pg.types.setTypeParser(20, (text) => BigInt(text));

/** Opens the configured database. */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.engine === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`synchronous = ${config.synchronous ?? 'FULL'}`);
    sqlite.pragma('busy_timeout = 5000');
    sqlite.defaultSafeIntegers(true);
    const cached = withStatementCache(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
    return {
      db,
      dialect: 'sqlite',
      prepare: (text) => cached.prepare(text),
      ping: async () => {
        try {
          sqlite.prepare('select 1').get();
          return true;
        } catch {
          return false;
        }
      },
      close: () => db.destroy(),
    };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  // A dropped connection in the pool must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a point lookup, so statements
 * are cached by their SQL text (bounded). Safe because better-sqlite3 runs each statement to
 * completion synchronously.
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

/** Reads an integer column (bigint on both engines) as a JS number, for ids and epoch ms. */
export const num = (value: bigint | number | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

/** True when an error is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
