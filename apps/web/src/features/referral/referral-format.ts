/** How the referral programme's figures read: rates, WIB days, the invite link, the bar to the next agent level. */
import { INVITE_CODE_PATTERN } from '@kasino/shared/validation';
import type { Paged } from '@kasino/shared/protocol/referral';

/** A rate as a percent with at most two decimals: "0.1" → "10%", "0.125" → "12,5%". */
export const ratePercent = (rate: string): string => {
  const percent = Math.round(Number(rate) * 10_000) / 100;
  return Number.isFinite(percent) ? `${String(percent).replace('.', ',')}%` : rate;
};

/** The server settles by WIB day ("2026-11-28"): shown as "28 Nov 2026" on that calendar day. */
export { formatWibDay } from '../../lib/format-time.ts';

/** The link a friend opens: this site's origin and the server's path (`/register?inviteCode=…`). */
export const inviteLink = (origin: string, invitePath: string): string =>
  `${origin.replace(/\/+$/, '')}${invitePath.startsWith('/') ? '' : '/'}${invitePath}`;

/** A code as a shared link carries it, or null when it is not one the register form would take. */
const inviteRegex = new RegExp(INVITE_CODE_PATTERN);
export const inviteCodeOrNull = (value: string | null): string | null => {
  const code = value?.trim() ?? '';
  return inviteRegex.test(code) ? code : null;
};

export interface LevelProgress {
  /** 0-100, one decimal. */
  percent: number;
  /** Active tier-1 downlines still needed, or null at the top level. */
  left: number | null;
}

/**
 * Where an agent stands between its level (reached at `from` active downlines) and the next one
 * (`to`, null at the top): the bar fills from the current level's threshold, so a new level starts empty.
 */
export function levelProgress(active: number, from: number, to: number | null): LevelProgress {
  if (to === null) return { percent: 100, left: null };
  const span = to - from;
  const done = active - from;
  const percent = span <= 0 ? 100 : Math.round(Math.min(1, Math.max(0, done / span)) * 1_000) / 10;
  return { percent, left: Math.max(0, to - active) };
}

/** Whole days from `now` until `at`, counted up ("dalam 1 hari" until the moment itself), never below 0. */
export const daysUntil = (at: number, now: number): number => Math.max(0, Math.ceil((at - now) / 86_400_000));

/** The next page of a paged list, or undefined once every row the server counts is loaded. */
export function nextPageOf<T>(last: Paged<T>, all: readonly Paged<T>[]): number | undefined {
  const loaded = all.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}
