/**
 * The published return to player of every in-house game, in basis points (9900 = 99%), as
 * docs/FAIRNESS.md states it; the house edge a statistic charges a stake with is 10000 − this.
 * Round games whose selections differ take their published per-selection figure (all equal):
 * Wingo 95% (number 9.5x × 1/10, red/green, violet, Besar/Kecil 1.9x × 1/2), Roulette 93.33% (14x × 1/15, 2x × 7/15),
 * Dice 94.44% (204/216 for one face), Dingdong 96% per pool.
 */
import type { GameId } from '../games.ts';

export const publishedRtpBps: Readonly<Record<GameId, number>> = {
  wingo: 9500,
  crash: 9900,
  roller: 9900,
  hilo: 9900,
  mines: 9700,
  dice: 9444,
  roulette: 9333,
  dingdong: 9600,
  coinflip: 9900,
  eggs: 9800,
  colorwheel: 9900,
  stairs: 9800,
  cryptos: 9767,
};

/** A third-party title's published RTP (a fraction such as 0.965) in basis points. */
export const rtpBpsOf = (rtp: number): number => Math.round(rtp * 10_000);

/** The theoretical house revenue of a stake: stake × (1 − RTP), rounded down (integer arithmetic). */
export const theoreticalRevenue = (stake: bigint, rtpBps: number): bigint => (stake * BigInt(10_000 - rtpBps)) / 10_000n;
