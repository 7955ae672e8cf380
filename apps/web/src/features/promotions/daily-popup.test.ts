import { describe, expect, it } from 'vitest';
import type { CheckInView, RewardSum } from '@kasino/shared/protocol/promo';
import { dailyPopupOf } from './daily-popup.ts';

const check = (over: Partial<CheckInView>): CheckInView => ({
  today: '2026-11-29',
  quota: '50000',
  depositedToday: '0',
  checkedInToday: false,
  day: 1,
  streak: 0,
  rewards: ['1000', '2000', '3000', '5000', '8000', '10000', '20000'],
  wageringMultiple: 1,
  enabled: true,
  ...over,
});
const sum = (claimableCount: number): RewardSum => ({ claimable: '1000', claimed: '0', currency: 'IDR', claimableCount });

describe('dailyPopupOf', () => {
  it.each([
    ['a new player with nothing to do', check({}), sum(0), null],
    ['today’s deposits reach the quota', check({ depositedToday: '50000' }), sum(0), 'checkIn'],
    ['a streak to keep', check({ streak: 2, day: 3 }), sum(0), 'checkIn'],
    ['already checked in, rewards waiting', check({ depositedToday: '50000', checkedInToday: true }), sum(2), 'promo'],
    ['check-in off, rewards waiting', check({ depositedToday: '50000', enabled: false }), sum(1), 'promo'],
    ['checked in, nothing waiting', check({ checkedInToday: true, streak: 1 }), sum(0), null],
  ] as const)('%s → %s', (_name, view, rewards, expected) => {
    expect(dailyPopupOf(view, rewards)).toBe(expected);
  });
});
