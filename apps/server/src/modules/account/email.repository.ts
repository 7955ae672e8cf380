/**
 * The SQL of email binding and of the mailed codes: the player's bound address (`users.email`, unique
 * when set) and `email_codes`, where only a code's hash is kept. Every change to a code is guarded by
 * its row's state (unused, tries left), so parallel requests cannot use one code twice.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailCodesTable } from '../../platform/db/schema.ts';

type Tx = Kysely<Database>;
export type EmailCodeRow = Selectable<EmailCodesTable>;

export interface NewEmailCode {
  purpose: string;
  email: string;
  userId: number;
  codeHash: string;
  now: number;
  expiresAt: number;
}

export class EmailRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The account the address is bound to, if any. */
  ownerOf(email: string): Promise<{ id: bigint } | undefined> {
    return this.db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();
  }

  /** The account and its state that the address is bound to, if any. */
  accountOf(email: string): Promise<{ id: bigint; status: string } | undefined> {
    return this.db.selectFrom('users').select(['id', 'status']).where('email', '=', email).executeTakeFirst();
  }

  /** The player's bound address (null when none); the player must exist. */
  async emailOf(userId: number): Promise<string | null> {
    const user = await this.db.selectFrom('users').select(['email']).where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
    return user.email;
  }

  /** The player's bound address; null when none or when there is no such player. */
  async boundEmail(userId: number): Promise<string | null> {
    const row = await this.db.selectFrom('users').select(['email']).where('id', '=', BigInt(userId)).executeTakeFirst();
    return row?.email ?? null;
  }

  /** Binds the address in the caller's transaction (one bound elsewhere raises the unique violation). */
  async setEmail(tx: Tx, userId: number, email: string): Promise<void> {
    await tx.updateTable('users').set({ email }).where('id', '=', BigInt(userId)).execute();
  }

  /** Stores a new code in place of the player's unused ones of the same purpose, in one transaction. */
  async replaceCode(c: NewEmailCode): Promise<void> {
    await this.transaction(async (tx) => {
      await tx
        .updateTable('email_codes')
        .set({ used_at: c.now })
        .where('user_id', '=', BigInt(c.userId))
        .where('purpose', '=', c.purpose)
        .where('used_at', 'is', null)
        .execute();
      await tx
        .insertInto('email_codes')
        .values({
          purpose: c.purpose,
          email: c.email,
          user_id: c.userId,
          code_hash: c.codeHash,
          attempts: 0,
          created_at: c.now,
          expires_at: c.expiresAt,
          used_at: null,
        })
        .execute();
    });
  }

  /** The newest unused, unexpired code for the purpose and address (and account, when given). */
  liveCode(purpose: string, email: string, now: number, userId?: number): Promise<EmailCodeRow | undefined> {
    let query = this.db
      .selectFrom('email_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .where('expires_at', '>', BigInt(now));
    if (userId !== undefined) query = query.where('user_id', '=', BigInt(userId));
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  }

  /** Counts a try on an unused code with fewer than `maxTries`; its tries so far, or undefined when refused. */
  async countTry(id: bigint, maxTries: number): Promise<bigint | undefined> {
    const counted = await this.db
      .updateTable('email_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
      .where('id', '=', id)
      .where('attempts', '<', BigInt(maxTries))
      .where('used_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    return counted?.attempts;
  }

  /** Uses a code up; false when a parallel request used it first. */
  async use(id: bigint, now: number): Promise<boolean> {
    const used = await this.db
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }
}
