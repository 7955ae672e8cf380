/**
 * Player protection and support-ticket wire contract: the choices a player has (limit kinds and
 * periods, cool-off and self-exclusion lengths, reality-check intervals), the request bodies of
 * `/main/user/protection/*` and `/main/support/tickets`, and the views they return.
 */
import { Type, type Static } from 'typebox';
import { AmountInput } from './rest.ts';

/** What a limit caps: money deposited, or net loss (stakes − payouts) from bets. */
export const limitKinds = ['deposit', 'loss'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** Calendar periods in WIB (Asia/Jakarta): today, this week from Monday, this month from the 1st. */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** A raised or removed limit waits this long before it applies; a lowered one applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 3_600_000;

/** Cool-off is a short break; self-exclusion a long one. Neither can be ended early. */
export const blockKinds = ['cool_off', 'self_exclusion'] as const;
export type BlockKind = (typeof blockKinds)[number];

/** Every length a player can choose, with the block it starts. `permanent` never ends. */
export const blockDurations = {
  '24h': { kind: 'cool_off', hours: 24 },
  '7d': { kind: 'cool_off', hours: 7 * 24 },
  '30d': { kind: 'cool_off', hours: 30 * 24 },
  '6m': { kind: 'self_exclusion', months: 6 },
  '1y': { kind: 'self_exclusion', months: 12 },
  permanent: { kind: 'self_exclusion' },
} as const satisfies Record<string, { kind: BlockKind; hours?: number; months?: number }>;
export type BlockDuration = keyof typeof blockDurations;
export const blockDurationIds = Object.keys(blockDurations) as BlockDuration[];

/** Reality-check reminder intervals in minutes; 0 is off. */
export const realityIntervals = [0, 15, 30, 60] as const;
export type RealityInterval = (typeof realityIntervals)[number];

export const LimitBody = Type.Object(
  {
    kind: Type.Enum([...limitKinds]),
    period: Type.Enum([...limitPeriods]),
    /** The new limit in rupiah; null removes it (which, like a raise, waits 24 h). Null first: the validator coerces types. */
    amount: Type.Union([Type.Null(), AmountInput]),
  },
  { additionalProperties: false },
);
export type LimitBody = Static<typeof LimitBody>;

export const BlockBody = Type.Object(
  {
    duration: Type.Enum([...blockDurationIds]),
    /** The player confirmed the warning that this cannot be undone. */
    confirm: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type BlockBody = Static<typeof BlockBody>;

export const RealityBody = Type.Object(
  { interval: Type.Union(realityIntervals.map((i) => Type.Literal(i))) },
  { additionalProperties: false },
);
export type RealityBody = Static<typeof RealityBody>;

/** One limit as the player sees it. Amounts are wire rupiah strings; null means no limit. */
export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force now. */
  amount: string | null;
  /** A raise or removal waiting for its 24 h: the value it becomes (null = removed) and when. */
  pending: { amount: string | null; from: number } | null;
  /** Deposited (confirmed + pending orders) or net loss in the current period. */
  used: string;
  /** When the current period started and when the next one starts (epoch ms). */
  periodStart: number;
  periodEnd: number;
}

/** An active cool-off or self-exclusion; `until` null is permanent. */
export interface BlockView {
  kind: BlockKind;
  duration: BlockDuration;
  since: number;
  until: number | null;
}

/** The reality check: the chosen interval and the session so far. */
export interface RealityView {
  interval: RealityInterval;
  sessionStart: number;
  playedMs: number;
  /** Payouts − stakes since the session started (signed wire rupiah). */
  net: string;
  bets: number;
}

export interface ProtectionView {
  limits: LimitView[];
  block: BlockView | null;
  reality: RealityView;
  serverTime: number;
}

/** Support tickets (work orders): at most 3 images, each at most 2 MB, PNG / JPEG / WebP. */
export const MAX_TICKET_IMAGES = 3;
export const MAX_TICKET_IMAGE_BYTES = 2 * 1024 * 1024;
export const ticketImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TicketImageType = (typeof ticketImageTypes)[number];
export const TICKET_SUBJECT_MAX = 100;
export const TICKET_MESSAGE_MAX = 2_000;

export interface TicketImageView {
  id: string;
  type: TicketImageType;
  size: number;
  /** Path of the image bytes (owner only). */
  url: string;
}

export interface TicketView {
  id: string;
  subject: string;
  message: string;
  status: 'open' | 'answered' | 'closed';
  images: TicketImageView[];
  createdAt: number;
}
