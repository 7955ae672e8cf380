/**
 * A migrated database of the engine with a ready ledger (house accounts open), for tests that drive
 * the ledger directly, and wallets for fresh users.
 */
import { parseDatabaseUrl } from '../src/config/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { createUnitRunner } from '../src/platform/db/unit-of-work.ts';
import { walletAccount } from '../src/modules/wallet/ledger.ts';
import { LedgerService } from '../src/modules/wallet/ledger.service.ts';
import { createLedgerStore } from '../src/modules/wallet/ledger.store.factory.ts';
import { createTestDatabase, type Engine } from './harness.ts';

export interface LedgerFixture {
  handle: DatabaseHandle;
  ledger: LedgerService;
  /** Inserts a user with an empty IDR wallet; `tag` keeps phone and invite code unique. */
  newWallet(tag: string): Promise<number>;
  close(): Promise<void>;
}

export async function openLedgerFixture(engine: Engine): Promise<LedgerFixture> {
  const database = await createTestDatabase(engine);
  const handle = openDatabase(parseDatabaseUrl(database.url, []));
  await migrateToLatest(handle);
  const ledger = new LedgerService(handle.db, createLedgerStore(handle), createUnitRunner(handle));
  await ledger.openHouseAccounts();
  let n = 0;
  return {
    handle,
    ledger,
    async newWallet(tag) {
      n++;
      const row = await handle.db
        .insertInto('users')
        .values({
          phone: `62819${String(n).padStart(8, '0')}`,
          password_hash: 'x',
          name: 'u',
          avatar: '',
          currency: 'IDR',
          invite_code: `${tag}${n}`,
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
      return id;
    },
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
