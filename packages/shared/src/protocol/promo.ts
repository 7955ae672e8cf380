/**
 * Promotions wire shapes (SPEC §4 Bonus and Check-in, §7 `/main/promo/*`; PROMOTIONS.md): grants, the
 * bonus under wagering, the Bonus tab's cards and the daily check-in. Amounts are wire decimals (rupiah).
 */

/** The promotions the engine pays today. Each one's rules are in `apps/server/src/modules/promotions`. */
export const promotionIds = [
  'first_deposit',
  'second_deposit',
  'third_deposit',
  'check_in',
  'gift_code',
  'rescue',
  'newcomer',
  'vip_level',
  'vip_cashback',
  'vip_deposit_check',
  'thursday_cashback',
  'referral_rebate',
  'referral_first_deposit',
  'agency_task',
  'daily_wheel',
  'red_pocket',
  'invite_deposit',
  'holiday_sign',
  'continuous',
  'phone_recharge',
  'props_dist',
] as const;
export type PromotionId = (typeof promotionIds)[number];

/** claimable → claimed | expired (SPEC §4: an unclaimed bonus expires after 3 days). */
export type GrantStatus = 'claimable' | 'claimed' | 'expired';

/** How a claim pays: into the wallet, or as phone credit (pulsa) to the player's registered number. */
export type GrantPayout = 'balance' | 'phone_credit';

/** One reward: what it pays, why (formula and inputs, shown to the player), and its state. */
export interface GrantView {
  id: number;
  promotion: PromotionId;
  /** The period it belongs to: `deposit:{orderId}`, `day:2026-11-28` … */
  periodKey: string;
  amount: string;
  currency: string;
  /** Wagering on the bonus amount: 0 for none, at most 10. */
  wageringMultiple: number;
  status: GrantStatus;
  createdAt: number;
  claimableUntil: number;
  claimedAt: number | null;
  /** Indonesian, with the inputs filled in: "30% × Rp 100.000 = Rp 30.000 (maks. Rp 500.000)". */
  formula: string;
  inputs: Record<string, string>;
  payout: GrantPayout;
}

export type BonusStatus = 'active' | 'met' | 'forfeited' | 'depleted';

/** A claimed bonus with wagering: locked until its turnover is met. */
export interface BonusView {
  id: number;
  grantId: number;
  promotion: PromotionId;
  currency: string;
  bonus: string;
  /** Turnover required (bonus × multiple) and counted so far. */
  required: string;
  progress: string;
  remaining: string;
  /** The largest stake a bet may have while the bonus is active. */
  maxBet: string;
  status: BonusStatus;
  createdAt: number;
  closedAt: number | null;
}

/** A bet that counted towards a bonus's turnover. */
export interface BonusBetView {
  betId: string;
  game: string;
  category: string;
  stake: string;
  /** Percent of the stake that counts (the game contribution table). */
  contribution: number;
  counted: string;
  at: number;
}

export interface BonusDetail {
  bonus: BonusView;
  bets: BonusBetView[];
  /** Percent per game category. */
  contributions: Record<string, number>;
}

/** What the wallet may pay out now: the balance minus the bonus still locked. */
export interface WithdrawableView {
  balance: string;
  /** The bonus money in the wallet. */
  locked: string;
  /** The bonus money in bets not settled yet: what comes back for it is locked again. */
  inPlay: string;
  withdrawable: string;
  currency: string;
  /** Turnover still needed to release the lock, "0" without an active bonus. */
  remainingTurnover: string;
}

/** A forfeit's answer: the bonus closed, what left the wallet now, and what goes back when open bets settle. */
export interface ForfeitResult {
  bonus: BonusView;
  removed: string;
  inPlay: string;
}

/** A promotion as the Bonus tab lists it (public: the terms; per player: `info`). */
export interface PromotionView {
  id: PromotionId;
  enabled: boolean;
  /** Numbers for the card's copy: rates as percent strings, amounts as wire amounts. */
  terms: Record<string, string>;
  wageringMultiple: number;
}

export interface PromoInfo {
  promotions: PromotionView[];
  /** The player's grants, newest first (claimable ones first). */
  grants: GrantView[];
  bonus: BonusView | null;
  withdrawable: WithdrawableView;
  /** Which nth deposit the player's next one is (1 for a new player). */
  nextDeposit: number;
  /**
   * The first-deposit rewards the player may still join (SPEC §3 Promo `canJoin`): the new-user reward
   * before the first deposit, and the invited player's reward when an inviter is bound too.
   */
  canJoin: DepositReward[];
}

export type DepositReward = 'DEPOSIT_REWARD_NEW_USER' | 'DEPOSIT_REWARD_SPA_INVITE';

export interface RewardSum {
  claimable: string;
  claimed: string;
  currency: string;
  claimableCount: number;
}

export interface ClaimResult {
  grant: GrantView;
  bonus: BonusView | null;
  balance: string;
  /** A phone-credit reward: the order that tops up the phone (its state after the provider's first answer). */
  phoneOrder?: PhoneOrderView;
}

/** One attempt to send a phone-credit reward: processing until the provider answers, then success or failed (refunded). */
export interface PhoneOrderView {
  id: string;
  grantId: number;
  amount: string;
  /** Masked: 0812****7890. */
  phone: string;
  status: 'processing' | 'success' | 'failed';
  /** Why it failed (the reward is claimable again). */
  reason: string | null;
  /** The provider's reference once known. */
  reference: string | null;
  createdAt: number;
  settledAt: number | null;
}

/** Phone recharge (`phoneRecharge`, SPEC §1, §6): phone credit for this WIB week's deposits, one per tier. */
export interface PhoneRechargeView {
  /** False when the promotion is off or no phone-credit provider is connected. */
  enabled: boolean;
  /** Monday of this WIB week, and when it ends (epoch ms). */
  week: string;
  weekEndsAt: number;
  phone: string;
  depositedThisWeek: string;
  tiers: PhoneRechargeTier[];
  orders: PhoneOrderView[];
}

export interface PhoneRechargeTier {
  index: number;
  minDeposit: string;
  reward: string;
  /**
   * locked: deposits short; open: may claim (again, after a failed top-up); claimed: sent or on its
   * way (see its orders); expired: made this week but not claimed within 3 days.
   */
  state: 'locked' | 'open' | 'claimed' | 'expired';
  /** This week's grant of the tier, once made. */
  grantId: number | null;
}

/** The daily check-in (SPEC §4; PROMOTIONS.md "Check-in"). */
export interface CheckInView {
  /** Today's WIB date. */
  today: string;
  quota: string;
  depositedToday: string;
  checkedInToday: boolean;
  /** The day (1-7) today's check-in counts as, or counted as. */
  day: number;
  /** Days already completed in the current streak (0-7). */
  streak: number;
  /** The reward of each day 1-7. */
  rewards: string[];
  wageringMultiple: number;
  enabled: boolean;
}

export interface CheckInRecord {
  day: string;
  streakDay: number;
  amount: string;
  grantId: number;
  at: number;
}

/** `POST /main/promo/gift`: the grant a code made, and its claim when it could be paid at once. */
export interface GiftRedeemResult {
  grant: GrantView;
  claim: ClaimResult | null;
  /** Why the grant waits in the Bonus tab instead (e.g. another bonus is under wagering). */
  pending: string | null;
}

/** A code as operators see it (`/ops/promo/gift-codes`). */
export interface GiftCodeView {
  code: string;
  amount: string;
  currency: string;
  wageringMultiple: number;
  maxClaims: number;
  claims: number;
  newUsersSince: number | null;
  /** The VIP level a player needs to redeem it (1051 below); 0 for everyone. */
  minVipLevel: number;
  startsAt: number;
  endsAt: number | null;
  createdAt: number;
}

/** The rescue bonus (`/main/promo/rescueBonus`): a share of yesterday's net game loss, claimed today. */
/** Thursday cashback (SPEC §5): the last week ended Thursday 16:00 WIB, its slot losses and the cashback. */
export interface ThursdayCashbackView {
  enabled: boolean;
  /** The week counted: from one Thursday 16:00 WIB to the next (epoch ms). */
  weekStart: number;
  weekEnd: number;
  /** The claim is open until then (3 days after the week's end). */
  claimUntil: number;
  /** Slot losses of that week: debits − credits, never below 0. */
  loss: string;
  vipLevel: number;
  rate: string;
  minLoss: string;
  cap: string;
  /** What a claim pays now ("0" below the minimum, after the window, or once claimed). */
  bonus: string;
  wageringMultiple: number;
  /** Slot losses of the week running now, counted for next Thursday. */
  runningLoss: string;
  nextWeekEnd: number;
  grant: GrantView | null;
}

export interface RescueView {
  enabled: boolean;
  /** Yesterday's WIB date, the day the loss is counted on. */
  day: string;
  wagered: string;
  payout: string;
  /** max(0, wagered − payout). */
  loss: string;
  minLoss: string;
  rate: string;
  cap: string;
  /** What a claim today pays ("0" below the minimum loss). */
  bonus: string;
  wageringMultiple: number;
  /** The grant once claimed today. */
  grant: GrantView | null;
}

/** The newcomer mission's tasks (PROMOTIONS.md): each pays its own reward once, before the deadline. */
export const newcomerTasks = ['bind_email', 'first_deposit', 'first_bet', 'enable_2fa', 'deposit_limit'] as const;
export type NewcomerTask = (typeof newcomerTasks)[number];

export interface NewcomerTaskView {
  key: NewcomerTask;
  reward: string;
  done: boolean;
  /** The grant once claimed. */
  grant: GrantView | null;
}

export interface NewcomerView {
  enabled: boolean;
  /** Epoch ms: registration + the mission's days. */
  deadline: number;
  open: boolean;
  version: number;
  wageringMultiple: number;
  tasks: NewcomerTaskView[];
  /** Rewards of tasks done and not yet claimed. */
  claimable: string;
  total: string;
}

/**
 * The daily wheel (PROMOTIONS.md; SPEC §9 1045, 1046): its published segments and how spins are earned,
 * and for a player today's figures, the spins left and the seed pair the next spin is drawn from.
 */
export interface WheelSegmentView {
  /** The prize ("0": try again). */
  amount: string;
  weight: number;
  /** weight / total weight, as "35%" or "0,1%". */
  chance: string;
}

export interface WheelEarnRule {
  kind: 'deposit' | 'wager';
  min: string;
  spins: number;
}

export interface WheelTerms {
  enabled: boolean;
  segments: WheelSegmentView[];
  totalWeight: number;
  earn: WheelEarnRule[];
  wageringMultiple: number;
}

export interface WheelPlayer {
  /** Today's WIB date: spins earned today are used today. */
  today: string;
  deposited: string;
  wagered: string;
  earned: number;
  used: number;
  left: number;
  /** The pair the next spin is drawn from (the server seed itself shows after rotating it). */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** `GET /main/promo/wheel`: the terms, and the player's day when logged in. */
export interface WheelView {
  terms: WheelTerms;
  player: WheelPlayer | null;
}

/** One spin, with what verifies it (`serverSeed` once the pair was rotated, else null). */
export interface WheelSpinView {
  id: number;
  day: string;
  segment: number;
  amount: string;
  weights: number[];
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  createdAt: number;
  grant: GrantView | null;
}

/** `POST /main/promo/wheel/spin`: the spin, its prize's claim (or why it waits), and the day after it. */
export interface WheelSpinAnswer {
  spin: WheelSpinView;
  claim: ClaimResult | null;
  pending: string | null;
  view: WheelView;
}

/**
 * The red pocket (Angpao): today's drops with their state, the hash of the seed that fixed each split
 * (the seed itself once the drop is empty or closed), and for a player what they opened and may open.
 */
export type RedPocketState = 'upcoming' | 'open' | 'empty' | 'closed';

export interface RedPocketDrop {
  id: number;
  /** "2026-11-29 12:00": the WIB day and time, the split's public client seed. */
  key: string;
  opensAt: number;
  closesAt: number;
  pot: string;
  shares: number;
  min: string;
  max: string;
  claimed: number;
  state: RedPocketState;
  seedHash: string;
  seed: string | null;
  /** What the caller opened from it (null when not, or for a visitor). */
  mine: string | null;
}

export interface RedPocketView {
  enabled: boolean;
  today: string;
  dailyLimit: number;
  depositToday: string;
  wageringMultiple: number;
  drops: RedPocketDrop[];
  /** The caller's day (null for a visitor). */
  player: { deposited: string; opened: number } | null;
}

/** One opened share of a drop: who (masked), which place, how much. */
export interface RedPocketClaimView {
  seq: number;
  user: string;
  amount: string;
  createdAt: number;
}

export interface RedPocketOpenAnswer {
  amount: string;
  seq: number;
  claim: ClaimResult | null;
  pending: string | null;
  view: RedPocketView;
}

/** Holiday check-in (`holidaySign`): the listed holidays and, for a player, what they did on each. */
export type HolidayState = 'upcoming' | 'today' | 'signed' | 'missed';

export interface HolidayDay {
  date: string;
  name: string;
  reward: string;
  minDeposit: string;
  state: HolidayState;
}

export interface HolidaySignView {
  enabled: boolean;
  today: string;
  wageringMultiple: number;
  days: HolidayDay[];
  /** Today's paid deposits (null for a visitor). */
  depositedToday: string | null;
}

/**
 * Setoran Beruntun (`continuous`): consecutive WIB days each with paid deposits of at least `minDaily`;
 * each milestone of a streak pays its reward once (a grant claimed in the Bonus tab).
 * upcoming: not reached in the current streak; reached: reached but no grant (yet, or withheld);
 * granted: its grant waits to be claimed; claimed; expired: its grant was not claimed in 3 days.
 */
export type ContinuousMilestoneState = 'upcoming' | 'reached' | 'granted' | 'claimed' | 'expired';

export interface ContinuousMilestone {
  days: number;
  reward: string;
  state: ContinuousMilestoneState;
  /** The grant of this milestone in the current streak (null without one). */
  grantId: number | null;
  claimableUntil: number | null;
}

/** One WIB day of the current streak with its paid deposits. */
export interface ContinuousDay {
  date: string;
  deposited: string;
}

/** The player's current streak (`GET /main/promo/continuous` with a session). */
export interface ContinuousPlayer {
  /** The streak's first WIB day, its key; null when no streak is alive (none yesterday or today). */
  start: string | null;
  /** Days in the streak, today included once today's deposits reach the minimum. */
  days: number;
  /** The streak's days, oldest first. */
  streakDays: ContinuousDay[];
  depositedToday: string;
  /** What today's deposits still need to count ("0" once today counts). */
  missingToday: string;
  todayCounts: boolean;
  /** The next milestone of this streak and the qualifying days it still needs; null past the top one. */
  next: { days: number; reward: string; daysLeft: number } | null;
  /** Why rewards are withheld from this player (cool-off, self-exclusion); null when they are not. */
  withheld: string | null;
}

export interface ContinuousView {
  enabled: boolean;
  /** Today's WIB date. */
  today: string;
  /** The day's paid deposits that make it count. */
  minDaily: string;
  wageringMultiple: number;
  /** Rising by days; for a visitor (or with no streak) every state is `upcoming`. */
  milestones: ContinuousMilestone[];
  /** Null for a visitor. */
  player: ContinuousPlayer | null;
}
