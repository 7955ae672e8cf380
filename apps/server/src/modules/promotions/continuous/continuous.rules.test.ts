/**
 * Setoran Beruntun rules (continuous.rules.ts) as tables: WIB day boundaries (16:59:59 UTC is still the
 * day before, 17:00:00 UTC the next), gaps, a streak kept alive by yesterday, exactly the minimum, and a
 * streak past the top milestone.
 */
import { describe, expect, it } from 'vitest';
import { minor, rupiah } from '@kasino/shared/money';
import { wibDay } from '../../protection/periods.ts';
import {
  currentDepositStreak,
  dailyDepositTotals,
  daysFrom,
  missingToday,
  nextMilestone,
  reachedMilestones,
  streakKey,
  type PaidDeposit,
} from './continuous.rules.ts';

const MIN = rupiah(100_000);
const DAY = 86_400_000;
const MILESTONES = [
  { days: 3, reward: rupiah(10_000) },
  { days: 7, reward: rupiah(30_000) },
  { days: 15, reward: rupiah(80_000) },
  { days: 30, reward: rupiah(200_000) },
];

/** A deposit of `rp` rupiah paid at an ISO instant (UTC). */
const paid = (iso: string, rp: number): PaidDeposit => ({ paidAt: Date.parse(iso), amount: minor(Math.round(rp * 100)) });
/** One deposit of `rp` at 12:00 WIB (05:00 UTC) on each WIB date. */
const daily = (dates: readonly string[], rp = 100_000): PaidDeposit[] => dates.map((d) => paid(`${d}T05:00:00Z`, rp));

interface Row {
  name: string;
  deposits: PaidDeposit[];
  /** The moment the streak is read at (UTC). */
  now: string;
  streak: { start: string; end: string; days: number } | null;
  missing: number;
}

const rows: Row[] = [
  { name: 'no deposits', deposits: [], now: '2026-11-21T05:00:00Z', streak: null, missing: 100_000 },
  {
    name: 'two deposits either side of WIB midnight: two days',
    deposits: [paid('2026-11-20T16:59:59Z', 100_000), paid('2026-11-20T17:00:00Z', 100_000)],
    now: '2026-11-20T17:00:01Z',
    streak: { start: '2026-11-20', end: '2026-11-21', days: 2 },
    missing: 0,
  },
  {
    name: '16:59:59 UTC is still the day before: both on 2026-11-20, today not counted yet',
    deposits: [paid('2026-11-20T16:59:58Z', 100_000), paid('2026-11-20T16:59:59Z', 100_000)],
    now: '2026-11-20T17:00:00Z',
    streak: { start: '2026-11-20', end: '2026-11-20', days: 1 },
    missing: 100_000,
  },
  {
    name: 'half before and half after midnight: neither day reaches the minimum',
    deposits: [paid('2026-11-20T16:59:59Z', 50_000), paid('2026-11-20T17:00:00Z', 50_000)],
    now: '2026-11-21T05:00:00Z',
    streak: null,
    missing: 50_000,
  },
  {
    name: 'several deposits of one day add up',
    deposits: [paid('2026-11-21T01:00:00Z', 30_000), paid('2026-11-21T02:00:00Z', 30_000), paid('2026-11-21T16:59:59Z', 40_000)],
    now: '2026-11-21T16:59:59Z',
    streak: { start: '2026-11-21', end: '2026-11-21', days: 1 },
    missing: 0,
  },
  {
    name: 'three consecutive days ending today',
    deposits: daily(['2026-11-19', '2026-11-20', '2026-11-21']),
    now: '2026-11-21T10:00:00Z',
    streak: { start: '2026-11-19', end: '2026-11-21', days: 3 },
    missing: 0,
  },
  {
    name: 'today not deposited yet: the streak is alive from yesterday',
    deposits: daily(['2026-11-19', '2026-11-20']),
    now: '2026-11-21T10:00:00Z',
    streak: { start: '2026-11-19', end: '2026-11-20', days: 2 },
    missing: 100_000,
  },
  {
    name: 'today short of the minimum: alive from yesterday, the rest missing',
    deposits: [...daily(['2026-11-19', '2026-11-20']), paid('2026-11-21T03:00:00Z', 99_999.99)],
    now: '2026-11-21T10:00:00Z',
    streak: { start: '2026-11-19', end: '2026-11-20', days: 2 },
    missing: 0.01,
  },
  {
    name: 'yesterday missed: the streak is over',
    deposits: daily(['2026-11-18', '2026-11-19']),
    now: '2026-11-21T10:00:00Z',
    streak: null,
    missing: 100_000,
  },
  {
    name: 'a gap day restarts the streak from the next counting day',
    deposits: daily(['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-21']),
    now: '2026-11-21T10:00:00Z',
    streak: { start: '2026-11-21', end: '2026-11-21', days: 1 },
    missing: 0,
  },
  {
    name: 'a day short by one sen breaks the run',
    deposits: [...daily(['2026-11-19', '2026-11-21']), paid('2026-11-20T05:00:00Z', 99_999.99)],
    now: '2026-11-21T10:00:00Z',
    streak: { start: '2026-11-21', end: '2026-11-21', days: 1 },
    missing: 0,
  },
  {
    name: 'exactly the minimum counts',
    deposits: daily(['2026-11-20', '2026-11-21'], 100_000),
    now: '2026-11-21T10:00:00Z',
    streak: { start: '2026-11-20', end: '2026-11-21', days: 2 },
    missing: 0,
  },
  {
    name: '35 days in a row, across a month end',
    deposits: daily(Array.from({ length: 35 }, (_, i) => wibDay(Date.parse('2026-11-01T05:00:00Z') + i * DAY))),
    now: '2026-12-05T16:59:59Z',
    streak: { start: '2026-11-01', end: '2026-12-05', days: 35 },
    missing: 0,
  },
];

describe('the current deposit streak (rules 1, 2, 3, 5)', () => {
  it.each(rows)('$name', ({ deposits, now, streak, missing }) => {
    const totals = dailyDepositTotals(deposits);
    const today = wibDay(Date.parse(now));
    expect(currentDepositStreak(totals, today, MIN)).toEqual(streak);
    expect(missingToday(totals, today, MIN)).toBe(BigInt(Math.round(missing * 100)));
  });

  it('puts 16:59:59 UTC on the WIB day before and 17:00:00 UTC on the next', () => {
    const totals = dailyDepositTotals([paid('2026-11-20T16:59:59Z', 1), paid('2026-11-20T17:00:00Z', 2)]);
    expect([...totals]).toEqual([
      ['2026-11-20', rupiah(1)],
      ['2026-11-21', rupiah(2)],
    ]);
  });
});

describe('milestones (rule 4)', () => {
  const table: { days: number; reached: number[]; next: number | null }[] = [
    { days: 0, reached: [], next: 3 },
    { days: 2, reached: [], next: 3 },
    { days: 3, reached: [3], next: 7 },
    { days: 6, reached: [3], next: 7 },
    { days: 7, reached: [3, 7], next: 15 },
    { days: 15, reached: [3, 7, 15], next: 30 },
    { days: 29, reached: [3, 7, 15], next: 30 },
    { days: 30, reached: [3, 7, 15, 30], next: null },
    // Past the top milestone the streak counts on but earns nothing more.
    { days: 45, reached: [3, 7, 15, 30], next: null },
    { days: 365, reached: [3, 7, 15, 30], next: null },
  ];
  it.each(table)('a streak of $days days', ({ days, reached, next }) => {
    expect(reachedMilestones(MILESTONES, days).map((m) => m.days)).toEqual(reached);
    expect(nextMilestone(MILESTONES, days)?.days ?? null).toBe(next);
  });

  it('keys each milestone by the streak’s first day, so a new streak earns again', () => {
    expect(streakKey('2026-11-19', 3)).toBe('streak:2026-11-19:3');
    expect(streakKey('2026-11-25', 3)).not.toBe(streakKey('2026-11-19', 3));
  });
});

it('lists a streak’s days, across a month end', () => {
  expect(daysFrom('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  expect(daysFrom('2026-12-02', '2026-12-02')).toEqual(['2026-12-02']);
});
