/**
 * Users and their sessions in the database.
 */
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../platform/db/schema.ts';

export interface NewSession {
  userId: number;
  tokenHash: string;
  clientId: string | null;
  ip: string | null;
  userAgent: string | null;
  now: number;
  expiresAt: number;
}

export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByPhone(phone: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  }

  findByInviteCode(code: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('invite_code', '=', code.toUpperCase()).executeTakeFirst();
  }

  /** Inserts a user inside `trx`; a taken phone or invite code raises a unique violation. */
  async insert(
    trx: Kysely<Database>,
    user: {
      phone: string;
      passwordHash: string;
      name: string;
      inviteCode: string;
      inviterId: number | null;
      currency: string;
      now: number;
    },
  ): Promise<number> {
    const row = await trx
      .insertInto('users')
      .values({
        phone: user.phone,
        password_hash: user.passwordHash,
        name: user.name,
        avatar: '',
        currency: user.currency,
        invite_code: user.inviteCode,
        inviter_id: user.inviterId,
        status: 'active',
        created_at: user.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async insertSession(trx: Kysely<Database>, s: NewSession): Promise<number> {
    const row = await trx
      .insertInto('sessions')
      .values({
        user_id: s.userId,
        token_hash: s.tokenHash,
        client_id: s.clientId,
        ip: s.ip,
        user_agent: s.userAgent,
        created_at: s.now,
        last_seen_at: s.now,
        expires_at: s.expiresAt,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  findSession(tokenHash: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Sessions by stored token hash, for many links at once; chunked to stay within bind-parameter limits. */
  async findSessions(tokenHashes: readonly string[]): Promise<SessionRow[]> {
    const rows: SessionRow[] = [];
    for (let i = 0; i < tokenHashes.length; i += 500) {
      const chunk = tokenHashes.slice(i, i + 500);
      rows.push(...(await this.db.selectFrom('sessions').selectAll().where('token_hash', 'in', chunk).execute()));
    }
    return rows;
  }

  async touchSession(id: number, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', BigInt(id)).execute();
  }

  async revokeSession(id: number, now: number, tx: Kysely<Database> = this.db): Promise<void> {
    await tx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', BigInt(id)).where('revoked_at', 'is', null).execute();
  }

  /** Sets a new password hash in the caller's transaction; returns the user's phone. */
  async setPassword(tx: Kysely<Database>, userId: number, passwordHash: string, now: number): Promise<string> {
    const user = await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where('id', '=', BigInt(userId))
      .returning('phone')
      .executeTakeFirstOrThrow();
    return user.phone;
  }

  /** Revokes the user's open sessions other than `except` (only `only`, when given); returns how many. */
  async revokeOpenSessions(
    tx: Kysely<Database>,
    userId: number,
    which: { except: number | null; only?: number },
    now: number,
  ): Promise<number> {
    let revoke = tx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', BigInt(userId)).where('revoked_at', 'is', null);
    if (which.except !== null) revoke = revoke.where('id', '<>', BigInt(which.except));
    if (which.only !== undefined) revoke = revoke.where('id', '=', BigInt(which.only));
    return Number((await revoke.executeTakeFirst()).numUpdatedRows);
  }

  async revokeAllSessions(userId: number, now: number, tx: Kysely<Database> = this.db): Promise<number> {
    const result = await tx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', BigInt(userId))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
