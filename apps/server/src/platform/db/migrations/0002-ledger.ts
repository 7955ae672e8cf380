/**
 * The ledger: immutable transfers with deterministic ids, reservations that resolve once, and the
 * database-level guards (CHECKs, unique ids, triggers refusing UPDATE/DELETE on transfers).
 * On PostgreSQL a function applies one transfer in a single round trip.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export function ledgerMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('transfers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('debit_account_id', 'bigint', (c) => c.notNull().references('accounts.id'))
        .addColumn('credit_account_id', 'bigint', (c) => c.notNull().references('accounts.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('debit_balance_after', 'bigint', (c) => c.notNull())
        .addColumn('credit_balance_after', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('transfers_amount_positive', sql`amount > 0`)
        .addCheckConstraint('transfers_distinct_accounts', sql`debit_account_id <> credit_account_id`)
        .execute();
      await db.schema.createIndex('transfers_debit_idx').on('transfers').columns(['debit_account_id', 'created_at']).execute();
      await db.schema.createIndex('transfers_credit_idx').on('transfers').columns(['credit_account_id', 'created_at']).execute();

      await db.schema
        .createTable('reservations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('wallet_account_id', 'bigint', (c) => c.notNull().references('accounts.id'))
        .addColumn('hold_account_id', 'bigint', (c) => c.notNull().references('accounts.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('deadline_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('resolved_at', 'bigint')
        .addCheckConstraint('reservations_amount_positive', sql`amount > 0`)
        .addCheckConstraint('reservations_status', sql`status in ('pending', 'posted', 'voided')`)
        .execute();
      await db.schema.createIndex('reservations_pending_idx').on('reservations').columns(['status', 'deadline_at']).execute();

      if (dialect === 'sqlite') {
        await sql`create trigger transfers_immutable_update before update on transfers begin select raise(abort, 'transfers are immutable'); end`.execute(
          db,
        );
        await sql`create trigger transfers_immutable_delete before delete on transfers begin select raise(abort, 'transfers are immutable'); end`.execute(
          db,
        );
        return;
      }
      await sql`create function transfers_immutable() returns trigger language plpgsql as $$
        begin raise exception 'transfers are immutable'; end $$`.execute(db);
      await sql`create trigger transfers_immutable before update or delete on transfers
        for each row execute function transfers_immutable()`.execute(db);
      await sql`create trigger transfers_no_truncate before truncate on transfers
        for each statement execute function transfers_immutable()`.execute(db);
      // One transfer in one round trip. Same-id calls are serialised by an advisory lock, so a
      // replay always sees the first; accounts are updated in id order, so transfers never deadlock.
      // SQLSTATE P0700: insufficient balance; P0409: same id with a different payload.
      await sql`create function ledger_transfer(
          p_id text, p_debit bigint, p_credit bigint, p_amount bigint, p_currency text,
          p_kind text, p_reference text, p_now bigint)
        returns table(replayed boolean, debit_balance_after bigint, credit_balance_after bigint)
        language plpgsql as $$
        declare
          t transfers%rowtype;
          d bigint;
          c bigint;
        begin
          perform pg_advisory_xact_lock(hashtextextended(p_id, 0));
          select * into t from transfers where id = p_id;
          if found then
            if t.debit_account_id <> p_debit or t.credit_account_id <> p_credit or t.amount <> p_amount
               or t.kind <> p_kind or t.reference <> p_reference then
              raise exception 'transfer % exists with another payload', p_id using errcode = 'P0409';
            end if;
            return query select true, t.debit_balance_after, t.credit_balance_after;
            return;
          end if;
          if p_debit < p_credit then
            update accounts set balance = balance - p_amount
              where id = p_debit and (kind <> 'wallet' or balance >= p_amount) returning balance into d;
            if not found then raise exception 'insufficient balance' using errcode = 'P0700'; end if;
            update accounts set balance = balance + p_amount where id = p_credit returning balance into c;
          else
            update accounts set balance = balance + p_amount where id = p_credit returning balance into c;
            update accounts set balance = balance - p_amount
              where id = p_debit and (kind <> 'wallet' or balance >= p_amount) returning balance into d;
            if not found then raise exception 'insufficient balance' using errcode = 'P0700'; end if;
          end if;
          insert into transfers (id, debit_account_id, credit_account_id, amount, currency, kind, reference,
                                 debit_balance_after, credit_balance_after, created_at)
            values (p_id, p_debit, p_credit, p_amount, p_currency, p_kind, p_reference, d, c, p_now);
          return query select false, d, c;
        end $$`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await sql`drop function if exists ledger_transfer`.execute(db);
      await db.schema.dropTable('reservations').execute();
      await db.schema.dropTable('transfers').execute();
    },
  };
}
