/** How the club's figures read: points (rupiah of theoretical revenue) and cashback rates. */
import { formatIdr, parseAmount } from '@kasino/shared/money';
import type { VipInfo } from '@kasino/shared/protocol/vip';

/** Points are rupiah of theoretical revenue, shown as a number: "1234.5" → "1.234,5". */
export const formatPoints = (wire: string): string => formatIdr(parseAmount(wire) ?? 0n, { prefix: false });

/** Points still needed for the next level, counted exactly (never below 0), or null at the top level. */
export const pointsLeft = (info: Pick<VipInfo, 'score' | 'nextScore'>): string | null => {
  if (info.nextScore === null) return null;
  const left = (parseAmount(info.nextScore) ?? 0n) - (parseAmount(info.score) ?? 0n);
  return formatIdr(left > 0n ? left : 0n, { prefix: false });
};

/** A rate as a percent with at most two decimals: "0.05" → "5%", "0.125" → "12,5%". */
export const ratePercent = (rate: string): string => {
  const percent = Math.round(Number(rate) * 10_000) / 100;
  return Number.isFinite(percent) ? `${String(percent).replace('.', ',')}%` : rate;
};
