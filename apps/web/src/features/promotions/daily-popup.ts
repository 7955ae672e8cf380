/**
 * Which promotion popup a player sees today, at most one a day (SPEC §4: "the check-in popup shows once
 * per day"; SPEC §2 promo popups): the check-in popup when there is a check-in to do or a streak to keep
 * (today's deposits reach the quota, or the streak has begun), else the promo popup when rewards wait to
 * be claimed, else none, so a new player who has nothing to do is not interrupted. The WIB day it was
 * decided on is kept per player in this browser; a later or equal day stored means already decided.
 */
import type { CheckInView, RewardSum } from '@kasino/shared/protocol/promo';
import { parseAmount } from '@kasino/shared/money';
import { apiCall } from '../../lib/api/client.ts';

export type DailyPopupKey = 'checkIn' | 'promo';
export const dailyPopupStorageKey = (userId: number) => `kasino.daily-popup.${userId}`;

/** The rule, pure: the check-in first, then waiting rewards. */
export function dailyPopupOf(check: CheckInView, sum: RewardSum | null): DailyPopupKey | null {
  const canCheckIn = (parseAmount(check.depositedToday) ?? 0n) >= (parseAmount(check.quota) ?? 0n);
  if (check.enabled && !check.checkedInToday && (canCheckIn || check.streak > 0)) return 'checkIn';
  if (sum && sum.claimableCount > 0) return 'promo';
  return null;
}

/** Decides today's popup for the player once (later calls today answer null). */
export async function decideDailyPopup(userId: number): Promise<DailyPopupKey | null> {
  const check = await apiCall('GET /main/promo/checkIn', { quiet: true });
  const key = dailyPopupStorageKey(userId);
  const decided = window.localStorage.getItem(key);
  if (decided !== null && decided >= check.today) return null;
  window.localStorage.setItem(key, check.today);
  const first = dailyPopupOf(check, null);
  if (first) return first;
  return dailyPopupOf(check, await apiCall('GET /main/promo/sum/reward', { quiet: true }));
}
