import { describe, expect, it } from 'vitest';
import { rupiah } from '@kasino/shared/money';
import {
  MIN_BET_INTERVAL_MS,
  nextStake,
  revealAt,
  stopAfterBet,
  suggestedLossLimit,
  waitBeforeNext,
  type SessionLimits,
} from './auto-bet-rules.ts';
import { amountsOf, isBigWinOf } from '../frame/celebrate.ts';

const S = rupiah(1000);
const none: SessionLimits = { loss: null, profit: null };
const session = (done: number, profit: bigint, total = 100) => ({ done, total, profit });

describe('auto-bet speed', () => {
  it('plays the whole reveal at Normal, a quarter at Cepat and none at Turbo, with a shorter pause each', () => {
    expect(revealAt(1300, 'normal')).toBe(1300);
    expect(revealAt(1300, 'fast')).toBe(325);
    expect(revealAt(1300, 'turbo')).toBe(0);
    // After the result shows: a beat at Normal (also under reduced motion, so each result is seen), less at Cepat.
    expect(waitBeforeNext('normal', 0, 2000)).toBeGreaterThan(waitBeforeNext('fast', 0, 2000));
    expect(waitBeforeNext('turbo', 0, 2000)).toBeLessThanOrEqual(0);
  });

  it('never starts bets closer than MIN_BET_INTERVAL_MS, even in Turbo on a fast server', () => {
    expect(waitBeforeNext('turbo', 1000, 1010)).toBe(MIN_BET_INTERVAL_MS - 10);
    expect(waitBeforeNext('turbo', 1000, 1000 + MIN_BET_INTERVAL_MS + 5)).toBeLessThanOrEqual(0);
    expect(waitBeforeNext('normal', 1000, 1010)).toBe(waitBeforeNext('normal', 0, 2000));
  });
});

describe('nextStake', () => {
  it('goes back to the base, or raises by the percentage in whole rupiah inside the range', () => {
    const range = { min: rupiah(1000), max: rupiah(5000) };
    expect(nextStake(rupiah(4000), S, 'reset', 0, range)).toBe(S);
    expect(nextStake(S, S, 'increase', 100, range)).toBe(rupiah(2000));
    expect(nextStake(S, S, 'increase', 33, range)).toBe(rupiah(1330));
    expect(nextStake(rupiah(3000), S, 'increase', 100, range)).toBe(rupiah(5000));
    expect(nextStake(rupiah(1001), S, 'increase', 0, null)).toBe(rupiah(1001));
    expect(nextStake(rupiah(1000) + 55n, S, 'increase', 0, null)).toBe(rupiah(1000));
  });
});

describe('stopAfterBet: the limits are about the session, not the balance', () => {
  it('stops once the net loss of the session reaches the loss limit, whatever the balance', () => {
    const limits = { loss: 2n * S, profit: null };
    const rich = rupiah(10_000_000);
    expect(stopAfterBet(session(1, -S), limits, S, rich)).toBeNull();
    expect(stopAfterBet(session(2, -2n * S), limits, S, rich)).toBe('stopLoss');
    // A win earlier in the series counts: down 1.020 after three bets is not yet 2.000 …
    expect(stopAfterBet(session(3, -S - rupiah(20)), limits, S, rich)).toBe('stopLossNext');
    // … and a next bet that could pass the limit is not placed (a raised stake after a loss).
    expect(stopAfterBet(session(1, -S), limits, 2n * S, rich)).toBe('stopLossNext');
    expect(stopAfterBet(session(1, -S), { loss: 3n * S, profit: null }, 2n * S, rich)).toBeNull();
  });

  it('stops once the net profit of the session reaches the profit limit', () => {
    const limits = { loss: null, profit: rupiah(500) };
    expect(stopAfterBet(session(1, rupiah(499)), limits, S, null)).toBeNull();
    expect(stopAfterBet(session(1, rupiah(980)), limits, S, null)).toBe('stopProfit');
    expect(stopAfterBet(session(1, rupiah(1)), { loss: null, profit: rupiah(1) }, S, null)).toBe('stopProfit');
  });

  it('stops when every bet is placed, and when the balance cannot pay the next stake', () => {
    expect(stopAfterBet(session(10, 0n, 10), none, S, rupiah(50_000))).toBe('done');
    expect(stopAfterBet(session(9, 0n, 10), none, S, rupiah(50_000))).toBeNull();
    expect(stopAfterBet(session(3, -3n * S), none, 2n * S, rupiah(1500))).toBe('funds');
    // Without a loss limit a losing series goes on to its count.
    expect(stopAfterBet(session(50, -50n * S), none, S, rupiah(1_000_000))).toBeNull();
  });

  it('a reached limit wins over the count', () => {
    expect(stopAfterBet(session(10, -S, 10), { loss: S, profit: null }, S, null)).toBe('stopLoss');
  });
});

describe('suggestedLossLimit', () => {
  it('is ten stakes, not above the balance, never below one stake', () => {
    expect(suggestedLossLimit(S, rupiah(1_000_000))).toBe(rupiah(10_000));
    expect(suggestedLossLimit(S, rupiah(4_550))).toBe(rupiah(4_550));
    expect(suggestedLossLimit(S, rupiah(500))).toBe(S);
    expect(suggestedLossLimit(S, null)).toBe(rupiah(10_000));
  });
});

describe('big win', () => {
  it('is at least 10x the stake, or Rp 1.000.000 back, as in the big-wins feed', () => {
    expect(isBigWinOf({ amount: '1000', payout: '10000' })).toBe(true);
    expect(isBigWinOf({ amount: '1000', payout: '9999.99' })).toBe(false);
    expect(isBigWinOf({ amount: '200000', payout: '1000000' })).toBe(true);
    expect(isBigWinOf({ amount: '1000', payout: '1980' })).toBe(false);
    expect(isBigWinOf({ amount: '0', payout: '0' })).toBe(false);
  });

  it('adds up a round result: every bet is the stake, winAmount the payout', () => {
    const result = { bets: [{ amount: '1000' }, { amount: '1000' }, { amount: '500' }], winAmount: '24500' };
    expect(amountsOf(result)).toEqual({ stake: rupiah(2500), payout: rupiah(24500) });
    expect(isBigWinOf(result)).toBe(false);
    expect(isBigWinOf({ ...result, winAmount: '25000' })).toBe(true);
  });
});
