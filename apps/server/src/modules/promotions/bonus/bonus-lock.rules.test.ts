import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusClose, returnGoesTo, returnShare, stakeShare, withdrawableOf } from './bonus-lock.rules.ts';

const rp = (n: number) => BigInt(n) * 100n;

describe('rule 1: real money is staked first', () => {
  it.each([
    // locked, balance after the stake → share, lock after
    [50_000, 100_000, 0, 50_000], // Rp 150.000 wallet, Rp 50.000 stake: all real
    [50_000, 50_000, 0, 50_000], // exactly the real money
    [50_000, 49_000, 1_000, 49_000], // Rp 1.000 of bonus money
    [50_000, 0, 50_000, 0], // the attack's stake: the whole wallet is bonus money
    [0, 0, 0, 0],
  ])('lock Rp %d, Rp %d left: share Rp %d, lock Rp %d', (locked, after, share, lockedAfter) => {
    expect(stakeShare(rp(locked), rp(after))).toEqual({ share: rp(share), lockedAfter: rp(lockedAfter) });
  });

  it('never leaves a lock above the wallet, and takes only what real money could not cover', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (locked0, extra, stake) => {
          const before = locked0 + extra; // a lock never exceeds its wallet
          if (stake > before) return;
          const { share, lockedAfter } = stakeShare(locked0, before - stake);
          expect(lockedAfter).toBeLessThanOrEqual(before - stake);
          expect(share).toBeLessThanOrEqual(stake);
          expect(share).toBe(stake > extra ? stake - extra : 0n); // real money (extra) first
        },
      ),
    );
  });
});

describe('rule 2: a return carries its stake’s bonus share', () => {
  const position = (stake: number, share: number) => ({ stake: rp(stake), share: rp(share), credited: 0n, returned: 0n });

  it('a whole-bonus stake returns whole bonus; a half one half; a real one nothing', () => {
    expect(returnShare(position(50_000, 50_000), rp(50_500)).part).toBe(rp(50_500));
    expect(returnShare(position(10_000, 5_000), rp(19_800)).part).toBe(rp(9_900));
    expect(returnShare(position(10_000, 0), rp(19_800)).part).toBe(0n);
  });

  it('a refund gives the share back exactly', () => {
    expect(returnShare(position(7_777, 1_234), rp(7_777)).part).toBe(rp(1_234));
  });

  it('rounds towards the bonus, and several returns add up to the whole-return share', () => {
    // 1 sen of bonus in a 3-sen stake: a 1-sen return is ceil(1/3) = 1 sen of bonus.
    expect(returnShare({ stake: 3n, share: 1n, credited: 0n, returned: 0n }, 1n).part).toBe(1n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 10n }), { minLength: 1, maxLength: 6 }),
        (stake, rawShare, credits) => {
          const share = rawShare > stake ? stake : rawShare;
          let p = { stake, share, credited: 0n, returned: 0n };
          for (const c of credits) {
            const r = returnShare(p, c);
            expect(r.part).toBeGreaterThanOrEqual(0n);
            expect(r.part).toBeLessThanOrEqual(c);
            p = { ...p, credited: r.credited, returned: r.returned };
          }
          const total = credits.reduce((a, b) => a + b, 0n);
          expect(p.returned).toBe((total * share + stake - 1n) / stake);
        },
      ),
    );
  });
});

describe('rule 3: where a return’s bonus part goes', () => {
  it.each([
    ['active', 'lock'],
    ['met', 'player'],
    ['forfeited', 'promotions'],
    ['depleted', 'promotions'],
  ] as const)('%s → %s', (status, to) => {
    expect(returnGoesTo(status)).toBe(to);
  });
});

describe('rule 4: withdrawable', () => {
  it('is the wallet minus the lock, never below zero', () => {
    expect(withdrawableOf(rp(150_000), rp(50_000))).toBe(rp(100_000));
    expect(withdrawableOf(rp(50_500), rp(50_500))).toBe(0n);
    expect(withdrawableOf(rp(10), rp(50))).toBe(0n);
  });
});

describe('rule 5: when a bonus closes', () => {
  const base = { progress: rp(10), required: rp(100), bonus: rp(50_000), locked: rp(0), held: rp(0), depletedBelow: rp(1_000) };
  it('met once the turnover is reached, whatever the money', () => {
    expect(bonusClose({ ...base, progress: rp(100) })).toBe('met');
  });
  it('depleted on the lock plus the bonus money in open bets, not on the wallet', () => {
    expect(bonusClose(base)).toBe('depleted');
    expect(bonusClose({ ...base, locked: rp(999) })).toBe('depleted');
    expect(bonusClose({ ...base, held: rp(50_000) })).toBeNull(); // the Mines attack: all in an open round
    expect(bonusClose({ ...base, locked: rp(500), held: rp(500) })).toBeNull();
  });
  it('a bonus smaller than the threshold closes only once some of it is lost', () => {
    expect(bonusClose({ ...base, bonus: rp(500), locked: rp(500) })).toBeNull();
    expect(bonusClose({ ...base, bonus: rp(500), locked: rp(499) })).toBe('depleted');
  });
});
