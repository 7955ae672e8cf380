/** Plain numbers the Indonesian way (SPEC §5, like the amounts): dot thousands, comma decimals. */

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A whole number: 10000 → "10.000". */
export const formatCount = (value: number): string => (value < 0 ? '-' : '') + groupThousands(Math.trunc(Math.abs(value)).toString());

/** A decimal as the server sends it, its digits kept: "12.50" → "12,50", "1234.5" → "1.234,5". */
export function formatDecimal(wire: string): string {
  const [whole = '0', fraction] = wire.split('.');
  const negative = whole.startsWith('-');
  const grouped = groupThousands(negative ? whole.slice(1) : whole);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A number with up to three decimals (as Intl's id-ID would write it): 1234.5 → "1.234,5", 0.125 → "0,125". */
export function formatNumber(value: number): string {
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * 1_000) / 1_000).split('.');
  return `${value < 0 ? '-' : ''}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

const COMPACT_UNITS = [
  [1e12, 'T'],
  [1e9, 'M'],
  [1e6, 'jt'],
  [1e3, 'rb'],
] as const;

/** A count in short, to one decimal, the unit kept to its number (no-break space): 1234 → "1,2 rb", 1250000 → "1,3 jt", 999999 → "1 jt", 999 → "999". */
export function formatCompact(value: number): string {
  const n = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const at = COMPACT_UNITS.findIndex(([unit]) => n >= unit);
  if (at === -1) return sign + formatNumber(Math.round(n));
  let index = at;
  let tenths = Math.round((n * 10) / COMPACT_UNITS[index]![0]);
  // 999.96 rb rounds to 1000 rb: that is 1 jt.
  if (tenths >= 10_000 && index > 0) tenths = Math.round((n * 10) / COMPACT_UNITS[--index]![0]);
  return `${sign}${formatNumber(tenths / 10)}\u00a0${COMPACT_UNITS[index]![1]}`;
}
