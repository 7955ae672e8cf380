/** How the game screens, the bet history and /verify write a multiplier ("1,98x") and a Roller roll ("50.123"). */
import { formatCount } from '../format-number.ts';

/** "1.9800" → "1,98x" (at least 2 decimals, trailing zeros dropped). */
export function formatMultiplier(wire: string): string {
  const [whole = '0', frac = ''] = wire.split('.');
  const trimmed = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${whole},${trimmed}x`;
}

/** A roll (0..100000) with dot thousands: 50123 → "50.123". */
export const formatRoll = formatCount;
