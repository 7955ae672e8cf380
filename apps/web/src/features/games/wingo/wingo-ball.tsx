/** A Wingo number ball coloured by its colours (0 red+violet, 5 green+violet, even red, odd green: SPEC §9). */
import { wingoColours } from '@kasino/shared/fairness/games/rounds';
import { numberSelect } from '../../../lib/games/wingo-picks.ts';

export const WINGO_HEX = { green: '#18b660', red: '#fb4e4e', violet: '#c86eff' } as const;
export type WingoColour = keyof typeof WINGO_HEX;
/** Besar and Kecil, in the orange and blue players know, dark enough for white text (≥ 4.5:1). */
export const SIZE_HEX = { big: '#c2410c', small: '#2563eb' } as const;

/** The background of a ball: one colour, or two halves for 0 and 5. */
export function ballBackground(n: number): string {
  const [a, b] = wingoColours(n).map((c) => WINGO_HEX[c]);
  if (b) return `linear-gradient(135deg, ${a} 0 50%, ${b} 50% 100%)`;
  return `radial-gradient(circle at 35% 30%, color-mix(in srgb, ${a} 65%, white), ${a} 60%, color-mix(in srgb, ${a} 75%, black))`;
}

interface BallProps {
  n: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { xs: 'size-5 text-[10px]', sm: 'size-7 text-[13px]', md: 'size-12 text-xl', lg: 'size-20 text-4xl' };

export function WingoBall({ n, size = 'sm', className = '' }: BallProps) {
  return (
    <span
      className={`relative grid shrink-0 place-items-center rounded-full font-black text-white shadow-[inset_0_-3px_6px_rgb(0_0_0/0.25),0_4px_10px_-4px_rgb(0_0_0/0.6)] ring-2 ring-white/20 [text-shadow:0_1px_2px_rgb(0_0_0/0.45)] ${sizes[size]} ${className}`}
      style={{ background: ballBackground(n) }}
      aria-label={String(n)}
    >
      {n}
    </span>
  );
}

/** A selection's label key and colour: "green" → Hijau, "seven" → 7. */
export function selectColour(select: string): string {
  if (select === 'green' || select === 'red' || select === 'violet') return WINGO_HEX[select];
  if (select === 'big' || select === 'small') return SIZE_HEX[select];
  const n = numberSelect.indexOf(select as (typeof numberSelect)[number]);
  return n >= 0 ? WINGO_HEX[wingoColours(n)[0] ?? 'green'] : '#8d9ab8';
}
