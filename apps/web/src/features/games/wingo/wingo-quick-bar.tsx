/**
 * Under the number balls, as in the Wingo apps players know: "Acak" picks a number at random (the balls
 * flicker through a few before it settles, unless the player prefers reduced motion) and opens its bet
 * sheet; the ×1 … ×100 chips set the quantity the next sheet opens with; then Besar (5-9) and Kecil (0-4).
 */
import { Shuffle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTIPLIERS } from './wingo-bet-sheet.tsx';
import { SIZE_HEX } from './wingo-ball.tsx';
import { numberSelect } from '../../../lib/games/wingo-picks.ts';

const FLICKERS = 6;
const FLICKER_MS = 80;

/** A number 0-9 from the browser's CSPRNG (the pick is the player's, not the round's: any fair draw will do). */
export function randomNumber(): number {
  const buf = new Uint8Array(1);
  // 250 is the largest multiple of 10 below 256: redraw above it so every number is equally likely.
  do crypto.getRandomValues(buf);
  while ((buf[0] as number) >= 250);
  return (buf[0] as number) % 10;
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

interface QuickBarProps {
  quantity: number;
  onQuantity: (q: number) => void;
  /** Lights a ball while the random pick flickers (null: none). */
  onFlicker: (n: number | null) => void;
  onPick: (select: string) => void;
}

export function WingoQuickBar({ quantity, onQuantity, onFlicker, onPick }: QuickBarProps) {
  const { t } = useTranslation();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => clearTimeout(id)), []);
  const random = () => {
    timers.current.forEach((id) => clearTimeout(id));
    timers.current = [];
    const pick = randomNumber();
    const flickers = reducedMotion() ? 0 : FLICKERS;
    for (let i = 0; i < flickers; i++) timers.current.push(window.setTimeout(() => onFlicker(randomNumber()), i * FLICKER_MS));
    timers.current.push(
      window.setTimeout(() => {
        onFlicker(null);
        onPick(numberSelect[pick] as string);
      }, flickers * FLICKER_MS),
    );
  };
  return (
    <div className="mt-2 flex flex-col gap-2">
      <div className="grid grid-cols-[auto_1fr] gap-1.5">
        <button
          type="button"
          onClick={random}
          data-testid="wingo-random"
          className="flex h-11 items-center gap-1 rounded-xl px-3 text-[13px] font-extrabold text-danger ring-1 ring-danger/60 transition active:scale-95"
        >
          <Shuffle className="size-4" aria-hidden="true" />
          {t('rounds.wingo.random')}
        </button>
        <div className="grid grid-cols-6 gap-1" role="group" aria-label={t('rounds.wingo.quantity')}>
          {MULTIPLIERS.map((m) => (
            <button
              key={m}
              type="button"
              onClick={() => onQuantity(m)}
              aria-pressed={quantity === m}
              data-testid={`wingo-quick-${m}`}
              className={`h-11 min-w-0 rounded-xl text-[12px] font-extrabold tabular-nums ring-1 transition active:scale-95 ${quantity === m ? 'bg-accent text-accent-ink ring-transparent' : 'bg-surface-2 text-fg ring-line'}`}
            >
              X{m}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 overflow-hidden rounded-full ring-1 ring-line/60">
        {(['big', 'small'] as const).map((size) => (
          <button
            key={size}
            type="button"
            onClick={() => onPick(size)}
            data-testid={`wingo-${size}`}
            className="flex h-12 flex-col items-center justify-center text-[15px] leading-tight font-extrabold text-white shadow-[inset_0_-3px_0_rgb(0_0_0/0.2)] transition active:brightness-90"
            style={{ background: SIZE_HEX[size] }}
          >
            {t(`rounds.wingo.${size}`)}
            <span className="text-[10.5px] font-bold text-white">{t(`rounds.wingo.${size}Range`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
