/**
 * Money: integer minor units (1 rupiah = 100 sen) as branded bigints. No floats on a money path.
 * Wire form is a decimal rupiah string ("15000", "1500.25"); display form is "Rp 1.234.567,5".
 */
export type Minor = bigint & { readonly __brand: 'Minor' };

/** Minor units per rupiah. */
export const MINOR_PER_UNIT = 100n;

/** Brands an integer count of minor units. */
export const minor = (value: bigint | number): Minor => BigInt(value) as Minor;

/** Whole rupiah to minor units. */
export const rupiah = (units: bigint | number): Minor => (BigInt(units) * MINOR_PER_UNIT) as Minor;

const WIRE_AMOUNT = /^-?\d{1,15}(\.\d{1,2})?$/;

/**
 * Parses an amount from the wire: a decimal string or a number with at most 2 decimals.
 * Returns null when the value is not an exact amount (too many decimals, NaN, exponent, too large).
 */
export function parseAmount(value: unknown): Minor | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    // Numbers like 1e21 or 1.005 (binary noise) are refused rather than rounded.
    if (/e/i.test(text)) return null;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (!WIRE_AMOUNT.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(whole) * MINOR_PER_UNIT + BigInt((frac + '00').slice(0, 2));
  return (negative ? -units : units) as Minor;
}

/** Minor units to the wire's decimal rupiah string: 150025n → "1500.25", 1500000n → "15000". */
export function toWireAmount(amount: Minor | bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = abs / MINOR_PER_UNIT;
  const frac = abs % MINOR_PER_UNIT;
  const fracText = frac === 0n ? '' : '.' + frac.toString().padStart(2, '0').replace(/0+$/, '');
  return (negative ? '-' : '') + whole.toString() + fracText;
}

/**
 * Display form of SPEC §5: dot thousands, comma decimals, trailing zeros dropped.
 * formatIdr(123456750n) → "Rp 1.234.567,5".
 */
export function formatIdr(amount: Minor | bigint, options: { prefix?: boolean } = {}): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = (abs / MINOR_PER_UNIT).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = abs % MINOR_PER_UNIT;
  const fracText = frac === 0n ? '' : ',' + frac.toString().padStart(2, '0').replace(/0+$/, '');
  const body = (negative ? '-' : '') + whole + fracText;
  return options.prefix === false ? body : `Rp ${body}`;
}

/** A balance as players see it: a negative balance shows as zero (SPEC §3). */
export function formatBalance(amount: Minor | bigint): string {
  return formatIdr(amount < 0n ? 0n : amount);
}

/** Parses a wire amount and formats it for display; unparseable input shows as Rp 0. */
export function formatWireIdr(wire: string | number, options: { balance?: boolean } = {}): string {
  const parsed = parseAmount(wire) ?? 0n;
  return options.balance ? formatBalance(parsed) : formatIdr(parsed);
}
