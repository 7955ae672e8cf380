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
  /** Bound email (lower case), unique when set (0005-identity). */
  email: string | null;
  password_changed_at: Int | null;
  /** The VIP level reached (0027), kept by the VIP subscriber. */
  vip_level: ColumnType<number, number | undefined, number>;
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
  deposit_reviews: DepositReviewsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  user_pins: UserPinsTable;
  fair_seeds: FairSeedsTable;
  bets: BetsTable;
  leadership: LeadershipTable;
  round_chains: RoundChainsTable;
  rounds: RoundsTable;
  round_bets: RoundBetsTable;
  email_codes: EmailCodesTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  avatars: AvatarsTable;
  player_limits: PlayerLimitsTable;
  player_protection: PlayerProtectionTable;
  play_sessions: PlaySessionsTable;
  support_tickets: SupportTicketsTable;
  support_ticket_images: SupportTicketImagesTable;
  slot_games: SlotGamesTable;
  slot_favorites: SlotFavoritesTable;
  slot_recent: SlotRecentTable;
  slot_sessions: SlotSessionsTable;
  slot_transactions: SlotTransactionsTable;
  sandbox_slot_spins: SandboxSlotSpinsTable;
  domain_events: DomainEventsTable;
  event_cursors: EventCursorsTable;
  wager_daily: WagerDailyTable;
  slot_big_wins: SlotBigWinsTable;
  withdrawal_holds: WithdrawalHoldsTable;
  mails: MailsTable;
  docs: DocsTable;
  site_messages: SiteMessagesTable;
  site_message_reads: SiteMessageReadsTable;
  promo_grants: PromoGrantsTable;
  promo_budgets: PromoBudgetsTable;
  bonus_wagers: BonusWagersTable;
  bonus_wager_bets: BonusWagerBetsTable;
  bonus_stakes: BonusStakesTable;
  promo_check_ins: PromoCheckInsTable;
  promo_gift_codes: PromoGiftCodesTable;
  vip_accounts: VipAccountsTable;
  referral_ancestors: ReferralAncestorsTable;
  referral_rebates: ReferralRebatesTable;
  referral_days: ReferralDaysTable;
  referral_first_deposits: ReferralFirstDepositsTable;
  agency_agents: AgencyAgentsTable;
  agency_spam_reports: AgencySpamReportsTable;
  promo_wheel_spins: PromoWheelSpinsTable;
  promo_pocket_drops: PromoPocketDropsTable;
  promo_pocket_claims: PromoPocketClaimsTable;
  promo_phone_orders: PromoPhoneOrdersTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  audit_checkpoints: AuditCheckpointsTable;
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
  /** Why it ended as it did beyond its status, e.g. paid after it expired (0013). */
  note: string | null;
}

/** A verified payment kept for an operator because it could not be credited automatically (0013). */
export interface DepositReviewsTable {
  id: string;
  order_id: string;
  provider: string;
  provider_ref: string;
  user_id: Int;
  currency: string;
  order_amount: Int;
  paid_amount: Int;
  order_status: string;
  reason: string;
  status: string;
  created_at: Int;
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

export interface PlayerLimitsTable {
  user_id: Int;
  kind: string;
  period: string;
  amount: Int | null;
  pending_amount: Int | null;
  pending_from: Int | null;
  updated_at: Int;
}

export interface PlayerProtectionTable {
  user_id: Int;
  block_kind: string | null;
  block_duration: string | null;
  block_since: Int | null;
  block_until: Int | null;
  reality_interval: Int;
  updated_at: Int;
}

export interface PlaySessionsTable {
  session_id: Int;
  user_id: Int;
  started_at: Int;
}

export interface SupportTicketsTable {
  id: string;
  user_id: Int;
  subject: string;
  message: string;
  status: string;
  created_at: Int;
  updated_at: Int;
}

export interface SupportTicketImagesTable {
  id: string;
  ticket_id: string;
  position: Int;
  mime: string;
  size: Int;
  /** The bytes of an image written before 0012; null once images live in the blob store. */
  data: Uint8Array | null;
  /** Where the bytes are in the blob store (0012). */
  storage_key: string | null;
  created_at: Int;
}

export interface EmailCodesTable {
  id: IntId & Generated<bigint>;
  purpose: string;
  email: string;
  user_id: Int;
  code_hash: string;
  attempts: Int;
  created_at: Int;
  expires_at: Int;
  used_at: Int | null;
}

export interface UserMfaTable {
  user_id: Int;
  /** Sealed with DATA_KEY (platform/crypto/secret-box.ts), never plaintext. */
  secret: string;
  /** The data key that sealed `secret` (0010). */
  secret_key_id: string | null;
  enabled_at: Int | null;
  last_step: Int;
  created_at: Int;
}

/** The newest withdrawal hold of a player after a security change (0010). */
export interface WithdrawalHoldsTable {
  user_id: Int;
  until: Int;
  reason: string;
  created_at: Int;
}

export interface MfaRecoveryCodesTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  code_hash: string;
  used_at: Int | null;
  created_at: Int;
}

export interface MfaChallengesTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  challenge_hash: string;
  attempts: Int;
  client_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Int;
  expires_at: Int;
  used_at: Int | null;
}

export interface AvatarsTable {
  id: string;
  user_id: Int;
  mime: string;
  data: Uint8Array;
  created_at: Int;
}

export interface LeadershipTable {
  name: string;
  epoch: Int;
  node: string;
  since: Int;
}

export interface RoundChainsTable {
  id: IntId & Generated<bigint>;
  game: string;
  commitment: string;
  last_seed: string;
  length: Int;
  salt: string;
  used: Int;
  created_at: Int;
}

export interface RoundsTable {
  id: string;
  game: string;
  chain_id: Int;
  chain_index: Int;
  server_seed: string;
  server_seed_hash: string;
  status: string;
  start_at: Int;
  close_at: Int;
  end_at: Int;
  result: string | null;
  bet_count: Int;
  epoch: Int;
  settled_at: Int | null;
}

export interface RoundBetsTable {
  id: string;
  uuid: string;
  round_id: string;
  game: string;
  user_id: Int;
  currency: string;
  select: string;
  amount: Int;
  payout: Int;
  multiplier: string;
  status: string;
  created_at: Int;
  settled_at: Int | null;
}

/** Catalogue rows on top of the seeded catalogue (0007-slots). */
export interface SlotGamesTable {
  id: string;
  provider: string;
  name: string;
  type: string;
  tags: string;
  position: Int;
  enabled: Int;
  created_at: Int;
}

export interface SlotFavoritesTable {
  user_id: Int;
  game_id: string;
  created_at: Int;
}

export interface SlotRecentTable {
  user_id: Int;
  game_id: string;
  launched_at: Int;
}

export interface SlotSessionsTable {
  token_hash: string;
  user_id: Int;
  provider: string;
  game_id: string;
  currency: string;
  created_at: Int;
  expires_at: Int;
}

export interface SlotTransactionsTable {
  provider: string;
  tx_id: string;
  kind: string;
  status: string;
  user_id: Int;
  game_id: string;
  round_id: string;
  amount: Int;
  currency: string;
  ref_tx_id: string | null;
  created_at: Int;
  /** The game session of the call (0013); null on older rows. */
  session_hash: string | null;
}

export interface SlotBigWinsTable {
  id: string;
  user_id: Int;
  game_id: string;
  amount: Int;
  payout: Int;
  currency: string;
  created_at: Int;
}

export interface SandboxSlotSpinsTable {
  session_hash: string;
  nonce: Int;
  bet: Int;
  win: Int;
  result: string;
  created_at: Int;
}

/** The outbox (0016): one row per domain event, written with its change. */
export interface DomainEventsTable {
  id: IntId & Generated<bigint>;
  /** PostgreSQL: the writing transaction's id (readers order by it); SQLite: 0. */
  tx_id: Generated<bigint>;
  type: string;
  user_id: Int | null;
  payload: string;
  created_at: Int;
}

/** A durable subscriber's position in the outbox. */
export interface EventCursorsTable {
  name: string;
  last_tx_id: Int;
  last_id: Int;
  updated_at: Int;
}

/** Wagers per player, WIB day, lobby category and currency (minor units). */
export interface WagerDailyTable {
  user_id: Int;
  day: string;
  category: string;
  currency: string;
  bets: Int;
  wagered: Int;
  payout: Int;
  theoretical_revenue: Int;
}

/** Inbox mails (0022): one row per player and mail. */
export interface MailsTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  tag: string;
  title: string;
  content: string;
  /** `showToast` as JSON text, or null. */
  show_toast: string | null;
  display_mode: Int;
  metadata_id: string | null;
  /** Unique per player: `event:{id}` or `campaign:{id}`. */
  source_key: string;
  send_time: Int;
  expire_time: Int;
  read_at: Int | null;
  deleted_at: Int | null;
  reward_amount: Int | null;
  reward_currency: string | null;
  claimed_at: Int | null;
}

/** Help documents (0023): FAQ answers, terms, privacy; `body` is sanitized HTML. */
export interface DocsTable {
  id: IntId & Generated<bigint>;
  key: string;
  module: string;
  title: string;
  body: string;
  sort: Int;
  views: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  updated_at: Int;
}

/** Site messages (0023): announcements for every player. */
export interface SiteMessagesTable {
  id: IntId & Generated<bigint>;
  title: string;
  content: string;
  send_time: Int;
  expire_time: Int | null;
}

export interface SiteMessageReadsTable {
  message_id: Int;
  user_id: Int;
  read_at: Int;
}

/** Promotion grants (0025): one reward per (promotion, player, period key). */
export interface PromoGrantsTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  promotion: string;
  period_key: string;
  amount: Int;
  currency: string;
  wagering_multiple: Int;
  /** claimable | claimed | expired */
  status: string;
  formula: string;
  /** JSON object of the formula's inputs. */
  inputs: string;
  created_at: Int;
  claimable_until: Int;
  claimed_at: Int | null;
  /** How a claim pays (0033): `balance` (the wallet) or `phone_credit` (a provider tops up the phone). */
  payout: ColumnType<string, string | undefined, string>;
}

/** Spent budget per promotion (0025); `day_spent` belongs to the WIB `day`. */
export interface PromoBudgetsTable {
  promotion: string;
  spent: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  day: ColumnType<string, string | undefined, string>;
  day_spent: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A claimed bonus under wagering (0025). */
export interface BonusWagersTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  grant_id: Int;
  promotion: string;
  currency: string;
  bonus: Int;
  required: Int;
  progress: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  max_bet: Int;
  /** active | met | forfeited | depleted */
  status: string;
  created_at: Int;
  closed_at: Int | null;
  /** The bonus money in the wallet (the rest of it is in open stakes, `bonus_stakes`). */
  locked: ColumnType<bigint, bigint | number | undefined, bigint | number>;
}

/** A stake that took bonus money (decision 0014), keyed by its ledger reference. */
export interface BonusStakesTable {
  position: string;
  wager_id: Int;
  user_id: Int;
  currency: string;
  stake: Int;
  share: Int;
  /** What has come back against the stake so far, and the bonus part of it. */
  credited: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  returned: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  /** 1 until the bonus-wagering subscriber has seen its bet settle. */
  open: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  created_at: Int;
}

export interface BonusWagerBetsTable {
  wager_id: Int;
  bet_id: string;
  game: string;
  category: string;
  stake: Int;
  contribution: Int;
  counted: Int;
  at: Int;
}

export interface PromoCheckInsTable {
  user_id: Int;
  day: string;
  streak_day: Int;
  grant_id: Int;
  created_at: Int;
}

/** Gift codes (0026). */
export interface PromoGiftCodesTable {
  code: string;
  amount: Int;
  currency: string;
  wagering_multiple: Int;
  max_claims: Int;
  claims: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  new_users_since: Int | null;
  starts_at: Int;
  ends_at: Int | null;
  created_at: Int;
  /** The VIP level a redeemer needs (0030); 0 for everyone. */
  min_vip_level: ColumnType<number, number | undefined, number>;
}

/** The VIP club per player (0027): lifetime score, level reached, revenue not yet paid as cashback. */
export interface VipAccountsTable {
  user_id: Int;
  score: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  level: ColumnType<number, number | undefined, number>;
  originals_revenue: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  slots_revenue: ColumnType<bigint, bigint | number | undefined, bigint | number>;
  cashback_claims: ColumnType<number, number | undefined, number>;
}

/** A player's uplines (0028): tier 1 invited them; fixed when bound. */
export interface ReferralAncestorsTable {
  user_id: Int;
  tier: number;
  ancestor_id: Int;
  bound_at: Int;
}

/** One settled rebate (0028): an agent's share of a downline's revenue on a WIB day at a tier. */
export interface ReferralRebatesTable {
  agent_id: Int;
  downline_id: Int;
  tier: number;
  day: string;
  revenue: Int;
  level: string;
  rate: string;
  amount: Int;
}

/** A settled WIB day (0028). */
export interface ReferralDaysTable {
  day: string;
  settled_at: Int;
  rows: number;
  paid: Int;
}

/** A downline's first deposit and the inviter's bonus it may bring (0028). */
export interface ReferralFirstDepositsTable {
  downline_id: Int;
  agent_id: Int;
  order_id: string;
  deposit: Int;
  paid_at: Int;
  due_at: Int;
  status: 'waiting' | 'granted' | 'refused';
  reason: string | null;
}

/** An agent application, or a suspension for spam (0029). */
export interface AgencyAgentsTable {
  user_id: Int;
  status: 'pending' | 'approved' | 'rejected' | 'suspended';
  channel: string;
  audience: string;
  contact: string;
  plan: string;
  applied_at: Int;
  decided_at: Int | null;
  note: string | null;
}

/** A player's report of unsolicited messages by another player's code (0029). */
export interface AgencySpamReportsTable {
  agent_id: Int;
  reporter_id: Int;
  detail: string;
  status: 'open' | 'upheld' | 'dismissed';
  created_at: Int;
}

/** One daily wheel spin (0031): how it was drawn, so it can be verified, and what it paid. */
export interface PromoWheelSpinsTable {
  id: IntId & Generated<bigint>;
  user_id: Int;
  /** The WIB day whose earned spins it used, and its place among them (1, 2 …). */
  day: string;
  seq: Int;
  currency: string;
  seed_id: Int;
  server_seed_hash: string;
  client_seed: string;
  nonce: Int;
  /** JSON array of the segments' weights at the spin. */
  weights: string;
  segment: Int;
  amount: Int;
  grant_id: Int | null;
  created_at: Int;
}

/** A red pocket drop (0032): its key (WIB day and time), window, split terms (rupiah) and secret seed. */
export interface PromoPocketDropsTable {
  id: IntId & Generated<bigint>;
  drop_key: string;
  day: string;
  opens_at: Int;
  closes_at: Int;
  /** Whole rupiah, as the split works in. */
  pot: Int;
  shares: Int;
  min_share: Int;
  max_share: Int;
  seed: string;
  seed_hash: string;
  created_at: Int;
}

/** One opened share (0032): the drop, its place in claim order, the player and the amount (minor units). */
export interface PromoPocketClaimsTable {
  drop_id: Int;
  seq: Int;
  user_id: Int;
  day: string;
  amount: Int;
  grant_id: Int | null;
  created_at: Int;
}

/**
 * One attempt to send a phone-credit reward (0033): `{grantId}-{attempt}`, the number topped up, and
 * created → sent → success | failed (a pending provider answer stays `sent` until it is known).
 */
export interface PromoPhoneOrdersTable {
  id: string;
  grant_id: Int;
  attempt: Int;
  user_id: Int;
  msisdn: string;
  amount: Int;
  currency: string;
  provider: string;
  status: string;
  reference: string | null;
  reason: string | null;
  created_at: Int;
  sent_at: Int | null;
  settled_at: Int | null;
}

/** One audited action, hash-chained to the one before it (modules/audit/audit.rules.ts). */
export interface AuditLogTable {
  id: Int;
  at: Int;
  actor: string;
  role: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  request_id: string | null;
  ip: string | null;
  prev_hash: string;
  hash: string;
}

/** The chain head: one row (id 1), locked by every writer first. */
export interface AuditHeadTable {
  id: number;
  last_id: Int;
  hash: string;
}

/** A signed chain head (Ed25519, the key outside the database). */
export interface AuditCheckpointsTable {
  last_id: Int;
  at: Int;
  head_hash: string;
  key_id: string;
  signature: string;
}
