import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@kasino/shared/events';
import { vipLevelsValid } from '../content/site-settings.ts';
import { cashbackOf, levelOf, progressRate, toLevelTerms, vipDeltas } from './vip.rules.ts';

const rp = (n: number) => BigInt(n) * 100n;
const levels = toLevelTerms([
  { score: '0', levelBonus: '0', originalBackRate: '0', slotsBackRate: '0' },
  { score: '5000', levelBonus: '1000', originalBackRate: '0.05', slotsBackRate: '0.1' },
  { score: '25000', levelBonus: '3000', originalBackRate: '0.125', slotsBackRate: '0.1' },
]);

let seq = 0;
function bet(type: 'bet.settled' | 'bet.voided', over: Partial<Record<string, unknown>> = {}): StoredEvent {
  return {
    id: ++seq,
    type,
    userId: 1,
    betId: `b${seq}`,
    game: 'roller',
    category: 'instant',
    source: 'single',
    stake: String(rp(10_000)),
    payout: '0',
    currency: 'IDR',
    rtpBps: 9900,
    multiplier: '0',
    win: false,
    placedAt: 0,
    settledAt: 1,
    voidedAt: 2,
    ...over,
  } as unknown as StoredEvent;
}

describe('rule 1: the score is stake × published edge, a void takes it back', () => {
  it('adds Rp 100 for Rp 10.000 at 99%, splits originals from third-party play, ignores other currencies', () => {
    const deltas = vipDeltas(
      [
        bet('bet.settled'),
        bet('bet.settled', { source: 'slot', category: 'slot', rtpBps: 9600, stake: String(rp(1_000)) }),
        bet('bet.settled', { currency: 'USDT' }),
        bet('bet.settled', { userId: 2, stake: '0', payout: String(rp(50)) }), // a provider's credit
      ],
      'IDR',
    );
    expect(deltas).toEqual([{ userId: 1, score: rp(140), originals: rp(100), slots: rp(40) }]);
  });
  it('rounds down per bet and a void of a settled bet cancels it; a void of an unsettled bet adds nothing', () => {
    const odd = bet('bet.settled', { stake: '12345' }); // 123,45 sen × 1% = 123 sen
    expect(vipDeltas([odd], 'IDR')[0]!.score).toBe(123n);
    expect(vipDeltas([bet('bet.settled'), bet('bet.voided')], 'IDR')).toEqual([{ userId: 1, score: 0n, originals: 0n, slots: 0n }]);
    expect(vipDeltas([bet('bet.voided', { settledAt: null })], 'IDR')).toEqual([]);
  });
});

describe('rule 2: the level a score reaches', () => {
  it.each([
    [0, 0],
    [4_999.99, 0],
    [5_000, 1],
    [24_999, 1],
    [25_000, 2],
    [10_000_000, 2],
  ])('score Rp %d → VIP %d', (score, level) => {
    expect(levelOf(BigInt(Math.round(score * 100)), levels)).toBe(level);
  });
});

describe('rule 3: progress to the next level', () => {
  it.each([
    [0, 0, '0'],
    [2_500, 0, '50'],
    [1, 0, '0'],
    [5_000, 1, '0'],
    [15_000, 1, '50'],
    [24_999.99, 1, '99.9'],
    [30_000, 2, '100'],
  ])('score Rp %d at VIP %d → %s%', (score, level, rate) => {
    expect(progressRate(BigInt(Math.round(score * 100)), level, levels)).toBe(rate);
  });
});

describe('rule 4: cashback at the level rates, rounded down per kind', () => {
  it('pays 12,5% of originals and 10% of slots revenue', () => {
    const c = cashbackOf(rp(1_000) + 3n, rp(333), levels[2]!);
    expect(c.originals).toBe(12_500n); // 100.003 sen × 12,5% = 12.500,375 → 12.500
    expect(c.slots).toBe(3_330n);
    expect(c.amount).toBe(15_830n);
    expect(c.formula).toBe('VIP 2: 12,5% × Rp 1.000,03 pendapatan teoretis originals + 10% × Rp 333 slot = Rp 158,3');
  });
  it('pays nothing at a level without rates', () => {
    expect(cashbackOf(rp(1_000), rp(1_000), levels[0]!).amount).toBe(0n);
  });
});

describe('the level table an operator saves', () => {
  const row = (score: string, rate = '0.1') => ({ score, levelBonus: '0', originalBackRate: rate, slotsBackRate: rate });
  it.each([
    [[row('0'), row('100'), row('200')], true],
    [[row('0')], true],
    [[row('1'), row('100')], false],
    [[row('0'), row('100'), row('100')], false],
    [[row('0'), row('100'), row('50')], false],
    [[row('0'), row('100', '1.5')], false],
  ])('%j valid: %s', (table, valid) => {
    expect(vipLevelsValid(table)).toBe(valid);
  });
});
