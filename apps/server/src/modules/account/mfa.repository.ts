/**
 * Storage of two-factor authentication: the sealed TOTP secret with its last accepted step
 * (`user_mfa`), recovery code hashes (`mfa_recovery_codes`) and login challenges (`mfa_challenges`).
 * Every claim (a step, a recovery code, a challenge try or its use) is one guarded UPDATE that answers
 * whether it won, so parallel requests cannot both succeed.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MfaChallengesTable, UserMfaTable } from '../../platform/db/schema.ts';

export type MfaRow = Selectable<UserMfaTable>;
export type ChallengeRow = Selectable<MfaChallengesTable>;
const one = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

export class MfaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  mfa(userId: number): Promise<MfaRow | undefined> {
    return this.db.selectFrom('user_mfa').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const left = await this.db
      .selectFrom('mfa_recovery_codes')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(left.n);
  }

  /** A new pending secret, replacing an earlier unconfirmed one. */
  async savePending(userId: number, sealed: { ciphertext: string; keyId: string }, now: number): Promise<void> {
    const values = { secret: sealed.ciphertext, secret_key_id: sealed.keyId, enabled_at: null, last_step: 0, created_at: now };
    await this.db
      .insertInto('user_mfa')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** Turns the pending secret on and replaces the recovery codes, in one transaction. */
  async enable(userId: number, recoveryHashes: readonly string[], now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('user_mfa').set({ enabled_at: now }).where('user_id', '=', BigInt(userId)).execute();
      await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', BigInt(userId)).execute();
      await trx
        .insertInto('mfa_recovery_codes')
        .values(recoveryHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
        .execute();
    });
  }

  /** Removes 2FA, its recovery codes, and ends the open challenges, in one transaction. */
  async disable(userId: number, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', BigInt(userId)).execute();
      await trx.deleteFrom('user_mfa').where('user_id', '=', BigInt(userId)).execute();
      await trx
        .updateTable('mfa_challenges')
        .set({ used_at: now })
        .where('user_id', '=', BigInt(userId))
        .where('used_at', 'is', null)
        .execute();
    });
  }

  async addChallenge(challenge: {
    userId: number;
    hash: string;
    clientId: string | null;
    ip: string | null;
    userAgent: string | null;
    now: number;
    expiresAt: number;
  }): Promise<void> {
    await this.db
      .insertInto('mfa_challenges')
      .values({
        user_id: challenge.userId,
        challenge_hash: challenge.hash,
        attempts: 0,
        client_id: challenge.clientId,
        ip: challenge.ip,
        user_agent: challenge.userAgent,
        created_at: challenge.now,
        expires_at: challenge.expiresAt,
        used_at: null,
      })
      .execute();
  }

  challenge(hash: string): Promise<ChallengeRow | undefined> {
    return this.db.selectFrom('mfa_challenges').selectAll().where('challenge_hash', '=', hash).executeTakeFirst();
  }

  /** Counts one try of an open challenge; false when it is used or out of tries. */
  async countTry(id: bigint, maxTries: number): Promise<boolean> {
    return one(
      await this.db
        .updateTable('mfa_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('attempts', '<', BigInt(maxTries))
        .executeTakeFirst(),
    );
  }

  /** Uses an open challenge; false when another request used it first. */
  async useChallenge(id: bigint, now: number): Promise<boolean> {
    return one(
      await this.db
        .updateTable('mfa_challenges')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst(),
    );
  }

  /** Uses an unused recovery code; false when there is none with this hash. */
  async useRecoveryCode(userId: number, hash: string, now: number): Promise<boolean> {
    return one(
      await this.db
        .updateTable('mfa_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', BigInt(userId))
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst(),
    );
  }

  /** Claims a TOTP time step; false unless it is newer than the last accepted one. */
  async claimStep(userId: number, step: number): Promise<boolean> {
    return one(
      await this.db
        .updateTable('user_mfa')
        .set({ last_step: step })
        .where('user_id', '=', BigInt(userId))
        .where('last_step', '<', BigInt(step))
        .executeTakeFirst(),
    );
  }
}
