import { describe, expect, it } from 'vitest';
import type { Paged } from '@kasino/shared/protocol/referral';
import { daysUntil, formatWibDay, inviteCodeOrNull, inviteLink, levelProgress, nextPageOf, ratePercent } from './referral-format.ts';

const DAY = 86_400_000;

describe('how the referral figures read', () => {
  it.each([
    ['0', '0%'],
    ['0.1', '10%'],
    ['0.15', '15%'],
    ['0.125', '12,5%'],
    ['0.0005', '0,05%'],
  ])('rate %s reads %s', (rate, shown) => {
    expect(ratePercent(rate)).toBe(shown);
  });

  it('reads a WIB day as its calendar date, and leaves anything else as it came', () => {
    expect(formatWibDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatWibDay('kemarin')).toBe('kemarin');
  });

  it.each([
    ['https://kasino.id', '/register?inviteCode=ABCD2345', 'https://kasino.id/register?inviteCode=ABCD2345'],
    ['https://kasino.id/', '/register?inviteCode=ABCD2345', 'https://kasino.id/register?inviteCode=ABCD2345'],
    ['http://127.0.0.1:3000', 'register?inviteCode=X1Y2', 'http://127.0.0.1:3000/register?inviteCode=X1Y2'],
  ])('the link from %s and %s is %s', (origin, path, link) => {
    expect(inviteLink(origin, path)).toBe(link);
  });

  it.each([
    ['ABCD2345', 'ABCD2345'],
    [' QWER ', 'QWER'],
    ['ab', null],
    ['ABC-123', null],
    ['', null],
    [null, null],
  ])('a code from a link %o is %o', (value, code) => {
    expect(inviteCodeOrNull(value)).toBe(code);
  });

  it.each([
    [0, 0, 5, { percent: 0, left: 5 }],
    [2, 0, 5, { percent: 40, left: 3 }],
    [5, 0, 5, { percent: 100, left: 0 }],
    [7, 5, 20, { percent: 13.3, left: 13 }],
    [3, 5, 20, { percent: 0, left: 17 }],
    [25, 20, null, { percent: 100, left: null }],
  ])('%i active downlines between %i and %o: %o', (active, from, to, progress) => {
    expect(levelProgress(active, from, to)).toEqual(progress);
  });

  it('counts the days to a due time up, never below zero', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(daysUntil(now + 7 * DAY, now)).toBe(7);
    expect(daysUntil(now + 6 * DAY + 1, now)).toBe(7);
    expect(daysUntil(now + 1, now)).toBe(1);
    expect(daysUntil(now, now)).toBe(0);
    expect(daysUntil(now - DAY, now)).toBe(0);
  });

  it('asks for the next page until every counted row is loaded', () => {
    const page = (n: number, rows: number, total: number): Paged<number> => ({
      page: n,
      count: 20,
      total,
      list: Array.from({ length: rows }, (_, i) => i),
    });
    const first = page(1, 20, 45);
    expect(nextPageOf(first, [first])).toBe(2);
    const second = page(2, 20, 45);
    expect(nextPageOf(second, [first, second])).toBe(3);
    const third = page(3, 5, 45);
    expect(nextPageOf(third, [first, second, third])).toBeUndefined();
    const empty = page(1, 0, 0);
    expect(nextPageOf(empty, [empty])).toBeUndefined();
    // A total that grew while paging never asks past an empty page.
    const short = page(2, 0, 60);
    expect(nextPageOf(short, [first, short])).toBeUndefined();
  });
});
