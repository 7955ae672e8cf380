/** The wheel's pure parts: how a prize is written on its slice, and the turn that lands a segment. */
import { parseAmount } from '@kasino/shared/money';

/** "500", "1 rb", "2,5 rb", "100 rb", "1 jt". */
export function compactRupiah(wire: string): string {
  const minor = parseAmount(wire) ?? 0n;
  const rupiah = Number(minor / 100n);
  const short = (value: number, unit: string) => `${String(Math.floor(value * 10) / 10).replace('.', ',')} ${unit}`;
  if (rupiah >= 1_000_000) return short(rupiah / 1_000_000, 'jt');
  if (rupiah >= 1_000) return short(rupiah / 1_000, 'rb');
  return String(rupiah);
}

/** The rotation past `current` (at least `turns` full turns more) that stops segment `s` of `n` under the pointer. */
export function rotationToLand(current: number, s: number, n: number, turns = 5): number {
  const mid = (s + 0.5) * (360 / n);
  const least = current + turns * 360;
  const target = (((-mid - least) % 360) + 360) % 360;
  return least + target;
}
