/**
 * Account security: the bound email (unique when set), mailed codes, 2FA (TOTP secret, recovery
 * codes, login challenges) and avatars. Codes, recovery codes and challenges are stored hashed.
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function identityMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email', 'text').execute();
      await db.schema.alterTable('users').addColumn('password_changed_at', 'bigint').execute();
      // Several NULLs are allowed on both engines; a bound address belongs to one account.
      await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

      await withId(dialect, db.schema.createTable('email_codes'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('email_codes_lookup').on('email_codes').columns(['purpose', 'email', 'created_at']).execute();
      await db.schema.createIndex('email_codes_user').on('email_codes').columns(['user_id', 'purpose']).execute();

      await db.schema
        .createTable('user_mfa')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('enabled_at', 'bigint')
        // The newest TOTP time step accepted: a code is never accepted twice (RFC 6238 §5.2).
        .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(dialect, db.schema.createTable('mfa_recovery_codes'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mfa_recovery_user').on('mfa_recovery_codes').columns(['user_id', 'code_hash']).unique().execute();

      await withId(dialect, db.schema.createTable('mfa_challenges'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
        .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('client_id', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('avatars')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('avatars_user').on('avatars').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['avatars', 'mfa_challenges', 'mfa_recovery_codes', 'user_mfa', 'email_codes'])
        await db.schema.dropTable(table).execute();
      await db.schema.dropIndex('users_email_unique').execute();
      await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
      await db.schema.alterTable('users').dropColumn('email').execute();
    },
  };
}
