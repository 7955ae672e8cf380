/**
 * Account step-up: withdrawal holds after security changes, and TOTP secrets encrypted at rest.
 *  1. `withdrawal_holds`: one row per player, the end of the newest hold and why (PIN reset, email or
 *     phone change, bank account added or changed); withdrawals are refused until `until`;
 *  2. `user_mfa.secret_key_id`: the id of the data key that sealed `secret` (secret-box.ts); every
 *     existing plaintext secret is sealed here with DATA_KEY, on both engines, so no plaintext stays.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { totpAssociated, totpBox } from '../../crypto/secret-box.ts';

/** Rule 2: seals every TOTP secret that has no key id yet; returns how many. */
export async function sealPlaintextTotpSecrets(db: Kysely<unknown>, dataKey: string | null): Promise<number> {
  const rows = await sql<{
    user_id: string | number | bigint;
    secret: string;
  }>`select user_id, secret from user_mfa where secret_key_id is null`.execute(db);
  if (rows.rows.length === 0) return 0;
  if (!dataKey) throw new Error('0010-step-up: DATA_KEY is needed to encrypt the existing TOTP secrets');
  const box = totpBox(dataKey);
  for (const row of rows.rows) {
    const sealed = box.seal(row.secret, totpAssociated(BigInt(row.user_id)));
    await sql`update user_mfa set secret = ${sealed.ciphertext}, secret_key_id = ${sealed.keyId} where user_id = ${BigInt(row.user_id)} and secret_key_id is null`.execute(
      db,
    );
  }
  return rows.rows.length;
}

export function stepUpMigration(dataKey: string | null): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('withdrawal_holds')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('until', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('user_mfa').addColumn('secret_key_id', 'text').execute();
      await sealPlaintextTotpSecrets(db, dataKey);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('withdrawal_holds').execute();
      // Sealed secrets cannot be read back without the key: 2FA is reset rather than left unreadable.
      await sql`delete from mfa_recovery_codes`.execute(db);
      await sql`delete from user_mfa`.execute(db);
      await db.schema.alterTable('user_mfa').dropColumn('secret_key_id').execute();
    },
  };
}
