import { describe, expect, it } from 'vitest';
import {
  CLAIM_WINDOW_MS,
  checkInDay,
  claimableUntil,
  countedStake,
  currentStreak,
  isClaimable,
  percentText,
  rateBonus,
  rateBps,
  tieredBonus,
  roundTurnover,
  cashbackWeek,
  levelRate,
} from './promo.rules.ts';
import { roundGames } from '../rounds/round-games.ts';

const rp = (n: number) => BigInt(n) * 100n;

describe('rule 1: claimable for exactly 3 days', () => {
  const created = Date.UTC(2026, 10, 28, 16, 59, 59); // 23:59:59 WIB
  it.each([
    [created, true],
    [created + CLAIM_WINDOW_MS - 1, true],
    [created + CLAIM_WINDOW_MS, false],
    [created + CLAIM_WINDOW_MS + 1, false],
  ])('at %i claimable %s', (now, expected) => {
    expect(isClaimable({ status: 'claimable', claimableUntil: claimableUntil(created) }, now)).toBe(expected);
  });
  it('a claimed or expired grant is never claimable', () => {
    expect(isClaimable({ status: 'claimed', claimableUntil: created + CLAIM_WINDOW_MS }, created)).toBe(false);
    expect(isClaimable({ status: 'expired', claimableUntil: created + CLAIM_WINDOW_MS }, created)).toBe(false);
  });
});

describe('rule 2: deposit bonus', () => {
  const tiers = [
    { min: rp(20_000), rate: '0.3' },
    { min: rp(100_000), rate: '0.5' },
  ];
  it.each([
    [19_999, null],
    [20_000, 6_000],
    [99_999, 29_999.7],
    [100_000, 50_000],
    [2_000_000, 500_000],
  ])('deposit Rp %d gives %s', (deposit, bonus) => {
    const got = tieredBonus(rp(deposit), tiers, rp(20_000), rp(500_000));
    expect(got === null ? null : Number(got.amount) / 100).toBe(bonus);
  });
  it('refuses below the minimum even when a tier starts lower', () => {
    expect(tieredBonus(rp(15_000), [{ min: rp(10_000), rate: '0.5' }], rp(20_000), rp(100_000))).toBeNull();
  });
  it('rounds down to a whole sen and explains itself', () => {
    const b = rateBonus(333n, '0.1', rp(1_000));
    expect(b.amount).toBe(33n);
    const capped = rateBonus(rp(3_000_000), '0.2', rp(200_000));
    expect(capped.formula).toBe('20% × Rp 3.000.000 = Rp 200.000 (maks. Rp 200.000)');
  });
  it('reads rates to four decimals', () => {
    expect(rateBps('0.125')).toBe(1250n);
    expect(rateBps('1')).toBe(10_000n);
    expect(percentText('0.125')).toBe('12,5%');
    expect(percentText('0.05')).toBe('5%');
  });
});

describe('rule 3: check-in streak', () => {
  it.each([
    [null, '2026-11-28', 1],
    [{ day: '2026-11-27', streakDay: 1 }, '2026-11-28', 2],
    [{ day: '2026-11-27', streakDay: 6 }, '2026-11-28', 7],
    [{ day: '2026-11-27', streakDay: 7 }, '2026-11-28', 1],
    // a missed day: stopping on day 3 or 4 (or any other) restarts from day 1
    [{ day: '2026-11-26', streakDay: 3 }, '2026-11-28', 1],
    [{ day: '2026-11-26', streakDay: 4 }, '2026-11-28', 1],
    [{ day: '2026-11-20', streakDay: 6 }, '2026-11-28', 1],
    // across a month and a year
    [{ day: '2026-11-30', streakDay: 2 }, '2026-12-01', 3],
    [{ day: '2026-12-31', streakDay: 5 }, '2027-01-01', 6],
  ])('after %j, %s is day %i', (last, today, day) => {
    expect(checkInDay(last, today)).toBe(day);
  });
  it('shows a broken streak as 0 and today’s check-in as done', () => {
    expect(currentStreak({ day: '2026-11-26', streakDay: 4 }, '2026-11-28')).toBe(0);
    expect(currentStreak({ day: '2026-11-27', streakDay: 4 }, '2026-11-28')).toBe(4);
    expect(currentStreak({ day: '2026-11-28', streakDay: 5 }, '2026-11-28')).toBe(5);
    expect(currentStreak({ day: '2026-11-27', streakDay: 7 }, '2026-11-28')).toBe(0);
  });
});

describe('rule 4: wagering', () => {
  const table = { instant: 100, slot: 100, live: 10 };
  it.each([
    ['instant', 1_000, 100, 1_000],
    ['live', 1_000, 10, 100],
    ['live', 15, 10, 1.5],
    ['sports', 1_000, 0, 0],
  ])('%s stake Rp %d counts %i%%', (category, stake, pct, counted) => {
    const got = countedStake(rp(stake), category, table);
    expect(got.contribution).toBe(pct);
    expect(Number(got.counted) / 100).toBe(counted);
  });
});

describe('rule 6: hedged bets in one shared round', () => {
  const game = (name: string) => roundGames().find((g) => g.game === name)!;
  const turnover = (name: string, bets: [string, number][]) =>
    [
      ...roundTurnover(
        bets.map(([select, stake], i) => ({ betId: `b${i}`, select, stake: rp(stake) })),
        game(name).outcomes,
        (select, o) => game(name).payX100(select, o),
      ).values(),
    ].map((v) => Number(v) / 100);

  it.each([
    ['a lone Wingo colour counts whole', 'wingo', [['red', 1_000]], [1_000]],
    [
      'Wingo red and green in one period count what 0 or 5 can cost',
      'wingo',
      [
        ['red', 1_000],
        ['green', 1_000],
      ],
      [250, 250],
    ],
    [
      'Wingo big and small numbers spread over all ten count little',
      'wingo',
      [
        ['zero', 100],
        ['one', 100],
        ['two', 100],
        ['three', 100],
        ['four', 100],
        ['five', 100],
        ['six', 100],
        ['seven', 100],
        ['eight', 100],
        ['nine', 100],
      ],
      [5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
    ],
    [
      'every Roulette pool in one round counts only the house’s share',
      'roulette',
      [
        ['black', 100],
        ['red', 700],
        ['green', 700],
      ],
      [6.66, 46.66, 46.66],
    ],
    [
      'two dice faces still lose together on some rolls',
      'dice',
      [
        ['1', 1_000],
        ['2', 1_000],
      ],
      [1_000, 1_000],
    ],
    [
      'every dice face is hedged: only what a pair or a triple costs counts',
      'dice',
      [
        ['1', 100],
        ['2', 100],
        ['3', 100],
        ['4', 100],
        ['5', 100],
        ['6', 100],
      ],
      [16.66, 16.66, 16.66, 16.66, 16.66, 16.66],
    ],
  ] as [string, string, [string, number][], number[]][])('%s', (_name, name, bets, expected) => {
    expect(turnover(name, bets)).toEqual(expected);
  });
});

describe('rule 7: the Thursday cashback week ends Thursday 16:00 WIB', () => {
  const thursday = Date.UTC(2026, 11, 3, 9); // 16:00 WIB
  const WEEK = 7 * 86_400_000;
  it.each([
    ['a minute before', thursday - 60_000, thursday - WEEK],
    ['at 16:00', thursday, thursday],
    ['Friday', thursday + 86_400_000, thursday],
    ['the next Thursday 15:59 WIB', thursday + WEEK - 60_000, thursday],
    ['Thursday 00:30 WIB (Wednesday in UTC)', thursday - 15.5 * 3_600_000, thursday - WEEK],
  ])('%s → the week ending %i', (_, now, end) => {
    const week = cashbackWeek(now);
    expect(week.end).toBe(end);
    expect(week.start).toBe(end - WEEK);
    expect(week.claimUntil).toBe(end + CLAIM_WINDOW_MS);
    expect(week.key).toBe(`week:${new Date(end).toISOString().slice(0, 10)}`);
  });
  it('takes the rate of the VIP level, the last one above the table', () => {
    expect(levelRate(['0.03', '0.05'], 0)).toBe('0.03');
    expect(levelRate(['0.03', '0.05'], 1)).toBe('0.05');
    expect(levelRate(['0.03', '0.05'], 7)).toBe('0.05');
  });
});
