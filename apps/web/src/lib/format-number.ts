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
