/**
 * Ledger throughput per store, beside a raw baseline of the same engine measured in the same run:
 * a bare transaction of one INSERT and one guarded UPDATE (what a transfer must at least do).
 * A "bet" is one transaction with a stake and a payout transfer, as the games use it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { minor } from '@kasino/shared/money';
import { parseDatabaseUrl } from '../apps/server/src/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { houseAccount, houseAccounts, walletAccount } from '../apps/server/src/modules/wallet/ledger.ts';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { createLedgerStore } from '../apps/server/src/modules/wallet/ledger.store.factory.ts';
import { createUnitRunner } from '../apps/server/src/platform/db/unit-of-work.ts';
import { ChainRepository } from '../apps/server/src/modules/rounds/chain.repository.ts';
import { ChainService } from '../apps/server/src/modules/rounds/chain.service.ts';
import { EmbeddedLeadership } from '../apps/server/src/platform/leadership/leadership.ts';
import { roundGames } from '../apps/server/src/modules/rounds/round-games.ts';
import { RoundService } from '../apps/server/src/modules/rounds/round.service.ts';
import { BetAdmission, HistoryRepository } from '../apps/server/src/modules/bets/bets.ts';
import { RoundsRepository } from '../apps/server/src/modules/rounds/rounds.repository.ts';

export interface LedgerFigures {
  engine: string;
  rawTxPerSec: number;
  transfersPerSec: number;
  betsPerSec: number;
  parallelBetsPerSec: number;
  /** Round bets placed (stake reserved into escrow, 16 at a time) and then settled by the leader, per second. */
  roundBetsPerSec: number;
  settledBetsPerSec: number;
}

async function timed(seconds: number, work: (i: number) => Promise<unknown>, concurrency = 1): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      for (let i = lane; performance.now() < deadline; i += concurrency) {
        await work(i);
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

async function setup(url: string): Promise<{ handle: DatabaseHandle; ledger: LedgerService; users: number[] }> {
  const handle = openDatabase(parseDatabaseUrl(url, []));
  await migrateToLatest(handle);
  const ledger = new LedgerService(handle.db, createLedgerStore(handle), createUnitRunner(handle));
  await ledger.openHouseAccounts();
  const users: number[] = [];
  for (let i = 0; i < 32; i++) {
    const row = await handle.db
      .insertInto('users')
      .values({
        phone: `62812990${i}`,
        password_hash: 'x',
        name: 'b',
        avatar: '',
        currency: 'IDR',
        invite_code: `B${i}`,
        inviter_id: null,
        status: 'active',
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await handle.db
      .insertInto('accounts')
      .values({ code: walletAccount(id, 'IDR'), kind: 'wallet', owner_id: id, currency: 'IDR', balance: 0, created_at: 0 })
      .execute();
    await ledger.transfer(handle.db, {
      id: `deposit:seed${i}`,
      debit: houseAccount(houseAccounts.paymentsIn, 'IDR', `s${i}`),
      credit: walletAccount(id, 'IDR'),
      amount: minor(10n ** 15n),
      currency: 'IDR',
      kind: 'deposit',
      reference: `deposit:seed${i}`,
    });
    users.push(id);
  }
  await sql`create table bench_raw (id text primary key, account bigint not null, amount bigint not null)`.execute(handle.db);
  return { handle, ledger, users };
}

/** The PostgreSQL server to measure: DATABASE_URL when it names one, else the local default if it answers. */
export async function postgresAdminUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

export async function benchLedger(
  engine: 'sqlite' | 'postgres',
  seconds: number,
  postgresUrl: string | null = null,
): Promise<LedgerFigures> {
  let url: string;
  let cleanup: () => Promise<void>;
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'kasino-ledger-bench-'));
    url = `file:${path.join(dir, 'ledger.db')}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const admin = postgresUrl ?? (process.env.DATABASE_URL as string);
    const name = `kasino_bench_${Date.now()}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const u = new URL(admin);
    u.pathname = `/${name}`;
    url = u.toString();
    cleanup = async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    };
  }
  const { handle, ledger, users } = await setup(url);
  const house = (key: string) => houseAccount(houseAccounts.games, 'IDR', key);
  try {
    const walletId = (
      await handle.db.selectFrom('accounts').select('id').where('code', '=', walletAccount(users[0]!, 'IDR')).executeTakeFirstOrThrow()
    ).id;
    // Raw baseline: the same engine doing the least a transfer needs, through the same driver.
    const rawTxPerSec =
      engine === 'sqlite'
        ? await timed(seconds, async (i) => {
            handle.prepare!('begin').run();
            handle.prepare!('insert into bench_raw (id, account, amount) values (?, ?, ?)').run(`raw${i}`, walletId, 1n);
            handle.prepare!("update accounts set balance = balance - ? where id = ? and (kind <> 'wallet' or balance >= ?)").run(
              1n,
              walletId,
              1n,
            );
            handle.prepare!('commit').run();
          })
        : await timed(seconds, (i) =>
            handle.db.transaction().execute(async (tx) => {
              await sql`insert into bench_raw (id, account, amount) values (${`raw${i}`}, ${walletId}, 1)`.execute(tx);
              await sql`update accounts set balance = balance - 1 where id = ${walletId} and (kind <> 'wallet' or balance >= 1)`.execute(
                tx,
              );
            }),
          );
    const transfersPerSec = await timed(seconds, (i) =>
      ledger.transfer(handle.db, {
        id: `stake:t${i}`,
        debit: walletAccount(users[0]!, 'IDR'),
        credit: house(`t${i}`),
        amount: minor(100n),
        currency: 'IDR',
        kind: 'stake',
        reference: `bet:t${i}`,
      }),
    );
    const bet = (i: number) => {
      const user = users[i % users.length]!;
      return ledger.inTransaction(async (tx) => {
        await ledger.transfer(tx, {
          id: `stake:b${i}`,
          debit: walletAccount(user, 'IDR'),
          credit: house(`b${i}`),
          amount: minor(100n),
          currency: 'IDR',
          kind: 'stake',
          reference: `bet:b${i}`,
        });
        await ledger.transfer(tx, {
          id: `payout:b${i}`,
          debit: house(`b${i}`),
          credit: walletAccount(user, 'IDR'),
          amount: minor(198n),
          currency: 'IDR',
          kind: 'payout',
          reference: `bet:b${i}`,
        });
      });
    };
    const betsPerSec = await timed(seconds, bet);
    const parallelBetsPerSec = await timed(seconds, (i) => bet(1_000_000 + i), 16);
    const { roundBetsPerSec, settledBetsPerSec } = await benchRoundSettlement(handle, ledger, users);
    return { engine, rawTxPerSec, transfersPerSec, betsPerSec, parallelBetsPerSec, roundBetsPerSec, settledBetsPerSec };
  } finally {
    await handle.close();
    await cleanup();
  }
}

/** One Roulette round with 4,000 bets from 16 parallel clients, then the leader's fenced settlement of all of them. */
async function benchRoundSettlement(
  handle: DatabaseHandle,
  ledger: LedgerService,
  users: number[],
): Promise<{ roundBetsPerSec: number; settledBetsPerSec: number }> {
  const chains = new ChainService(new ChainRepository(handle.db), 100);
  const range = async () => ({ min: minor(1n), max: minor(10n ** 15n) });
  const rounds = new RoundService(
    new RoundsRepository(handle.db),
    ledger,
    chains,
    new BetAdmission(undefined, range),
    new HistoryRepository(handle.db),
  );
  const leadership = new EmbeddedLeadership(handle.db, 'bench', Date.now);
  await leadership.start(() => undefined);
  // An hour-long round, so the betting window cannot close during the measurement.
  const def = { ...roundGames(1).find((d) => d.key === 'roulette')!, periodMs: 3_600_000, closeBeforeMs: 0, idDigit: 9 };
  const opened = await rounds.openSlot(def, leadership.epoch);
  const count = 4_000;
  let start = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async (_, lane) => {
      for (let i = lane; i < count; i += 16) {
        await rounds.place(users[i % users.length]!, def, {
          uuid: `bench-round-${i}`,
          roundId: opened!.round.id,
          selects: [(['black', 'red', 'green'] as const)[i % 3] as string],
          amount: minor(100n),
          currency: 'IDR',
        });
      }
    }),
  );
  const roundBetsPerSec = count / ((performance.now() - start) / 1000);
  start = performance.now();
  const settled = await rounds.settle(def, opened!.round.id, leadership.epoch);
  const settledBetsPerSec = settled.length / ((performance.now() - start) / 1000);
  await leadership.stop();
  return { roundBetsPerSec, settledBetsPerSec };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.env.BENCH_DURATION ?? 3);
  const postgres = await postgresAdminUrl();
  console.log(await benchLedger('sqlite', seconds));
  if (postgres) console.log(await benchLedger('postgres', seconds, postgres));
}
