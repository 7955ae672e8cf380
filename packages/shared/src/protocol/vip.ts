/**
 * VIP club wire shapes (SPEC §3 "VIP info", §7 `/main/vip/*`; PROMOTIONS.md "Score" and "VIP").
 * The score is the player's theoretical house revenue (stake × the game's published edge, lifetime),
 * so hedged or wash betting earns nothing beyond what it really risks. Amounts are wire decimals (rupiah).
 */
import type { ClaimResult, GrantView } from './promo.ts';

/** One level of the club as the operator configured it; level 0 is where everyone starts. */
export interface VipLevelConfig {
  level: number;
  /** The score (theoretical revenue, rupiah) the level starts at. */
  score: string;
  /** Paid once when the level is first reached (claimable for 3 days). */
  levelBonus: string;
  /** Cashback rates on the theoretical revenue of originals and of third-party games, "0.05" = 5%. */
  originalBackRate: string;
  slotsBackRate: string;
}

export interface VipConfigs {
  enabled: boolean;
  levels: VipLevelConfig[];
}

/** What a level-up reward is: reached, claimable, claimed, expired or withheld (a block when it was reached). */
export type VipRewardStatus = 'locked' | 'claimable' | 'claimed' | 'expired' | 'withheld';

export interface VipLevelReward {
  level: number;
  amount: string;
  status: VipRewardStatus;
  grant: GrantView | null;
}

/** Where the score came from: one WIB day and lobby category of settled bets. */
export interface VipScoreDay {
  day: string;
  category: string;
  bets: number;
  wagered: string;
  /** Stake × edge: what this day and category added to the score. */
  score: string;
}

/** SPEC §3 VIP info, and what explains it. */
export interface VipInfo {
  level: number;
  score: string;
  /** The score the next level starts at; null at the top level. */
  nextScore: string | null;
  /** Percent of the way from this level's score to the next (0-100, one decimal as a string). */
  progressRate: string;
  /** The cashback claimable now at this level's rates. */
  cashbackBonus: string;
  originalBackRate: string;
  slotsBackRate: string;
  /** Theoretical revenue not yet turned into cashback, per kind. */
  originalsRevenue: string;
  slotsRevenue: string;
  /** The next level's reward; "0" at the top. */
  levelBonus: string;
  rewards: VipLevelReward[];
  recent: VipScoreDay[];
  /** Why VIP rewards are held back now (a cooling-off or self-exclusion), or null. */
  withheld: string | null;
}

/** The answer of a claim: paid now (`claim`), or kept claimable with the reason (`pending`); the club afterwards. */
export interface VipClaimAnswer {
  claim: ClaimResult | null;
  pending: string | null;
  info: VipInfo;
}

/**
 * The VIP deposit check (`/vip-deposit-check`, `checkInVip`): once per WIB day a VIP player whose
 * deposits of the day reach `minDeposit` claims the level's rate × those deposits (up to `maxBonus`),
 * with the wagering shown. VIP 0 has no rate (1051).
 */
export interface VipDepositCheck {
  enabled: boolean;
  /** The WIB day counted. */
  today: string;
  level: number;
  /** The player's level's rate, and every level's (index = level) so the page can show the table. */
  rate: string;
  rates: string[];
  minDeposit: string;
  maxBonus: string;
  turnover: number;
  depositedToday: string;
  /** What a claim would pay now; "0" below the minimum or at a level without a rate. */
  bonus: string;
  formula: string;
  claimedToday: boolean;
  withheld: string | null;
}

export interface VipDepositCheckAnswer {
  claim: ClaimResult | null;
  pending: string | null;
  check: VipDepositCheck;
}
