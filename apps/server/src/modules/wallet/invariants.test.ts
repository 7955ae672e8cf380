import { describe, expect, it } from 'vitest';
import { creditsWithoutDebit, depositsTooFast, payoutsAtCap, rtpBreaches, rtpTolerance, type Volume } from './invariants.ts';

/** n equal bets of `stake` that paid `ratio` of what was staked in total. */
const volume = (bets: number, ratio: number, over: Partial<Volume> = {}): Volume => {
  const stake = 100_000;
  return {
    scope: 'game:roller',
    bets,
    staked: bets * stake,
    stakedSquares: bets * stake * stake,
    maxStake: stake,
    paid: bets * stake * ratio,
    rtp: 0.99,
    maxMultiplier: 200,
    ...over,
  };
};

describe('business invariants', () => {
  it('RTP: the band narrows with volume, a normal lucky streak is no breach, a leak is', () => {
    expect(rtpTolerance(volume(1_000_000, 0))).toBeLessThan(rtpTolerance(volume(10_000, 0)));
    // A simulated honest game that paid out 1.5x over 10.000 bets: luck at 200x max, inside the band.
    expect(rtpBreaches([volume(10_000, 1.5)])).toEqual([]);
    // The same excess over a million bets is a leak.
    expect(rtpBreaches([volume(1_000_000, 1.5)])).toMatchObject([{ invariant: 'rtp', scope: 'game:roller' }]);
    // Too little volume is never judged; paying less than published is not a leak.
    expect(rtpBreaches([volume(499, 50)])).toEqual([]);
    expect(rtpBreaches([volume(1_000_000, 0.5)])).toEqual([]);
  });

  it('RTP: an honest simulated coin flip at 1.98x never breaches over many windows', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let window = 0; window < 50; window++) {
      let paid = 0;
      for (let i = 0; i < 1000; i++) if (random() < 0.5) paid += 198_000;
      expect(rtpBreaches([{ ...volume(1000, 0), paid, maxMultiplier: 1.98 }])).toEqual([]);
    }
  });

  it('slot credits must name an existing debit of the same player', () => {
    const ok = { provider: 'sandbox', txId: 'w1', refTxId: 'b1', debitUserId: 7, userId: 7 };
    expect(creditsWithoutDebit([ok])).toEqual([]);
    const bad = creditsWithoutDebit([
      { ...ok, txId: 'w2', refTxId: null, debitUserId: null },
      { ...ok, txId: 'w3', refTxId: 'nope', debitUserId: null },
      { ...ok, txId: 'w4', debitUserId: 8 },
    ]);
    expect(bad.map((b) => b.detail)).toEqual([
      'credit w2 names no debit',
      'credit w3 names debit nope, which does not exist',
      "credit w4 names debit b1, which is another player's",
    ]);
    expect(bad.every((b) => b.invariant === 'slotCreditWithoutDebit' && b.scope === 'slot:sandbox')).toBe(true);
  });

  it('payouts at the cap: any slot round, or one player three times in an in-house game', () => {
    const slot = { scope: 'slot:sandbox', userId: 1, stake: 1000, paid: 12_500_000, maxMultiplier: 12_500 };
    expect(payoutsAtCap([slot])).toMatchObject([{ invariant: 'payoutAtCap', scope: 'slot:sandbox' }]);
    expect(payoutsAtCap([{ ...slot, paid: 12_499_999 }])).toEqual([]);
    const mines = { scope: 'game:mines', userId: 2, stake: 1000, paid: 200_000, maxMultiplier: 200 };
    expect(payoutsAtCap([mines, mines])).toEqual([]);
    expect(payoutsAtCap([mines, mines, mines])).toMatchObject([
      { scope: 'game:mines', detail: 'player 2 paid at the max multiplier 3 time(s)' },
    ]);
    expect(payoutsAtCap([mines, { ...mines, userId: 3 }, { ...mines, userId: 4 }])).toEqual([]);
  });

  it('deposits confirmed faster than their gateway can', () => {
    const gateways = new Map([['sandbox', 1000]]);
    expect(depositsTooFast([{ id: 'D1', provider: 'sandbox', createdAt: 0, paidAt: 1000 }], gateways)).toEqual([]);
    expect(depositsTooFast([{ id: 'D2', provider: 'sandbox', createdAt: 0, paidAt: 999 }], gateways)).toMatchObject([
      { invariant: 'depositTooFast', scope: 'gateway:sandbox' },
    ]);
    expect(depositsTooFast([{ id: 'D3', provider: 'other', createdAt: 0, paidAt: 0 }], gateways)).toEqual([]);
  });
});
