/**
 * Storage behind the account pages: the player's row (nickname, avatar, phone), avatar images, and
 * the sessions list. Every query is bounded by the user id it is given.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable, UsersTable } from '../../platform/db/schema.ts';

type Tx = Kysely<Database>;

export class ProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  user(userId: number): Promise<Selectable<UsersTable>> {
    return this.db.selectFrom('users').selectAll().where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
  }

  async setName(userId: number, name: string): Promise<void> {
    await this.db.updateTable('users').set({ name }).where('id', '=', BigInt(userId)).execute();
  }

  /** Sets the phone in the caller's transaction (a taken phone raises the unique violation). */
  async setPhone(tx: Tx, userId: number, phone: string): Promise<void> {
    await tx.updateTable('users').set({ phone }).where('id', '=', BigInt(userId)).execute();
  }

  async phoneTaken(phone: string): Promise<boolean> {
    return (await this.db.selectFrom('users').select(['id']).where('phone', '=', phone).executeTakeFirst()) !== undefined;
  }

  /** Keeps only the newest avatar: the old image goes, the new one is stored and the profile points at it. */
  async replaceAvatar(userId: number, avatar: { id: string; path: string; mime: string; data: Uint8Array; now: number }): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.deleteFrom('avatars').where('user_id', '=', BigInt(userId)).execute();
      await tx
        .insertInto('avatars')
        .values({ id: avatar.id, user_id: userId, mime: avatar.mime, data: avatar.data, created_at: avatar.now })
        .execute();
      await tx.updateTable('users').set({ avatar: avatar.path }).where('id', '=', BigInt(userId)).execute();
    });
  }

  async avatar(id: string): Promise<{ mime: string; data: Uint8Array } | null> {
    return (await this.db.selectFrom('avatars').select(['mime', 'data']).where('id', '=', id).executeTakeFirst()) ?? null;
  }

  /** Unrevoked sessions not past `expires_at`, newest login first (at most 50). */
  openSessions(userId: number, now: number): Promise<Array<Selectable<SessionsTable>>> {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', BigInt(now))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
  }

  /** The newest login of the player other than this session. */
  previousLogin(userId: number, sessionId: number): Promise<{ created_at: bigint; ip: string | null } | undefined> {
    return this.db
      .selectFrom('sessions')
      .select(['created_at', 'ip'])
      .where('user_id', '=', BigInt(userId))
      .where('id', '<>', BigInt(sessionId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }
}
