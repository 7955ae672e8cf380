/**
 * Table types for Kysely. Both engines return integers as bigint (SQLite with safe integers,
 * PostgreSQL int8 parsed as BigInt), so reads are uniform; writes accept number or bigint.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Int = ColumnType<bigint, bigint | number, bigint | number>;
type IntId = ColumnType<bigint, bigint | number | undefined, never>;

export interface UsersTable {
  id: IntId & Generated<bigint>;
  phone: string;
  password_hash: string;
  name: string;
  avatar: string;
  currency: string;
  invite_code: string;
  inviter_id: Int | null;
  status: string;
  created_at: Int;
}

export interface SessionsTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  token_hash: string;
  client_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Int;
  last_seen_at: Int;
  expires_at: Int;
  revoked_at: Int | null;
}

export interface AccountsTable {
  id: IntId & Generated<bigint>;
  code: string;
  kind: string;
  owner_id: Int | null;
  currency: string;
  balance: Int;
  created_at: Int;
}

export interface SiteConfigTable {
  key: string;
  value: string;
  updated_at: Int;
}

export interface BoardsTable {
  id: IntId & Generated<bigint>;
  group_name: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  color: string;
  sort: Int;
  active: Int;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  site_config: SiteConfigTable;
  boards: BoardsTable;
  transfers: TransfersTable;
  reservations: ReservationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

export interface TransfersTable {
  id: string;
  debit_account_id: Int;
  credit_account_id: Int;
  amount: Int;
  currency: string;
  kind: string;
  reference: string;
  debit_balance_after: Int;
  credit_balance_after: Int;
  created_at: Int;
}

export interface ReservationsTable {
  id: string;
  wallet_account_id: Int;
  hold_account_id: Int;
  amount: Int;
  currency: string;
  kind: string;
  reference: string;
  status: string;
  deadline_at: Int;
  created_at: Int;
  resolved_at: Int | null;
}
