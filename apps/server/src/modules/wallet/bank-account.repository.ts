/**
 * Storage of players' bank accounts. A live account is one not deleted; every query is bounded by the
 * owner's id, so another player's account id matches nothing. The writes that place a withdrawal hold
 * run on the caller's transaction, so an account and its hold commit together.
 */
import type { Kysely, Selectable } from 'kysely';
import type { BankAccountsTable, Database } from '../../platform/db/schema.ts';

type Tx = Kysely<Database>;
export type BankAccountRow = Selectable<BankAccountsTable>;

export interface BankAccountFields {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export class BankAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  private live(userId: number) {
    return this.db.selectFrom('bank_accounts').where('user_id', '=', BigInt(userId)).where('deleted_at', 'is', null);
  }

  list(userId: number): Promise<BankAccountRow[]> {
    return this.live(userId).selectAll().orderBy('created_at', 'desc').execute();
  }

  /** The most recently changed active account. */
  latest(userId: number): Promise<BankAccountRow | undefined> {
    return this.live(userId).selectAll().where('status', '=', 'active').orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
  }

  get(userId: number, id: number): Promise<BankAccountRow | undefined> {
    return this.live(userId).selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  }

  async count(userId: number): Promise<number> {
    const row = await this.live(userId)
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  insert(tx: Tx, userId: number, fields: BankAccountFields, now: number): Promise<BankAccountRow> {
    return tx
      .insertInto('bank_accounts')
      .values({
        user_id: userId,
        bank_code: fields.bankCode,
        account_number: fields.accountNumber,
        holder_name: fields.holderName,
        status: 'active',
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(tx: Tx, userId: number, id: number, fields: BankAccountFields, now: number): Promise<BankAccountRow> {
    return tx
      .updateTable('bank_accounts')
      .set({ bank_code: fields.bankCode, account_number: fields.accountNumber, holder_name: fields.holderName, updated_at: now })
      .where('id', '=', BigInt(id))
      .where('user_id', '=', BigInt(userId))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async softDelete(userId: number, id: number, now: number): Promise<void> {
    await this.db
      .updateTable('bank_accounts')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', BigInt(id))
      .where('user_id', '=', BigInt(userId))
      .execute();
  }
}
