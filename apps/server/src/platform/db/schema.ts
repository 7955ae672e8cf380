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
  deposit_orders: DepositOrdersTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  user_pins: UserPinsTable;
  fair_seeds: FairSeedsTable;
  bets: BetsTable;
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

export interface DepositOrdersTable {
  id: string;
  user_id: Int;
  currency: string;
  amount: Int;
  channel: string;
  provider: string;
  provider_ref: string | null;
  status: string;
  pay_info: string;
  idempotency_key: string | null;
  failure: string | null;
  created_at: Int;
  updated_at: Int;
  expires_at: Int;
  paid_at: Int | null;
}

export interface BankAccountsTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  bank_code: string;
  account_number: string;
  holder_name: string;
  status: string;
  created_at: Int;
  updated_at: Int;
  deleted_at: Int | null;
}

export interface WithdrawalsTable {
  id: string;
  user_id: Int;
  currency: string;
  amount: Int;
  fee: Int;
  bank_account_id: Int;
  bank_snapshot: string;
  status: string;
  idempotency_key: string | null;
  note: string | null;
  created_at: Int;
  updated_at: Int;
}

export interface UserPinsTable {
  user_id: Int;
  pin_hash: string;
  failed_attempts: Int;
  locked_until: Int | null;
  updated_at: Int;
}

export interface FairSeedsTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  currency: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Int;
  status: string;
  created_at: Int;
  revealed_at: Int | null;
}

export interface BetsTable {
  id: string;
  uuid: string;
  user_id: Int;
  game: string;
  currency: string;
  amount: Int;
  payout: Int;
  multiplier: string;
  win: Int;
  status: string;
  params: string;
  result: string;
  seed_id: Int;
  nonce: Int;
  client_seed: string;
  server_seed_hash: string;
  created_at: Int;
  settled_at: Int | null;
}
