/**
 * Wallet accounts: one per user and currency. The ledger that moves money between accounts builds on
 * this table; here the foundation opens a wallet at registration, and the one balance query lives.
 */
import type { Kysely } from 'kysely';
import { minor, type Minor } from '@kasino/shared/money';
import type { Database } from '../../platform/db/schema.ts';
import { walletAccount } from './ledger.ts';

export class WalletRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Opens the user's wallet inside the registration transaction (idempotent by its unique code). */
  async openWallet(trx: Kysely<Database>, userId: number, currency: string, now: number): Promise<void> {
    await trx
      .insertInto('accounts')
      .values({ code: walletAccount(userId, currency), kind: 'wallet', owner_id: userId, currency, balance: 0, created_at: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }

  /** The wallet balance (`walletBalance`, as `LedgerService.balanceOf` reads it). */
  balanceOf(userId: number, currency: string): Promise<Minor> {
    return walletBalance(this.db, userId, currency);
  }
}

/**
 * The one query for a player's balance in minor units (a missing wallet reads as zero); everything
 * else asks `LedgerService.balanceOf`, which runs it on the caller's unit when given one.
 */
export async function walletBalance(db: Kysely<Database>, userId: number, currency: string): Promise<Minor> {
  const row = await db.selectFrom('accounts').select('balance').where('code', '=', walletAccount(userId, currency)).executeTakeFirst();
  return minor(row?.balance ?? 0n);
}
