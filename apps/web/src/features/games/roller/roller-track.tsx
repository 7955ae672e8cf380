/**
 * The Roller track: 0..100000 with the lose zone red and the win zone green, a draggable target
 * (a native range input, so keyboard and screen readers work) and the rolled number travelling to
 * its place (motion; instant under prefers-reduced-motion). `travelMs` shortens the trip in a fast
 * auto-bet (0: straight to its place).
 */
import { useReducedMotion } from 'motion/react';
import * as motion from 'motion/react-m';
import type { BetView } from '@kasino/shared/games';
import { formatRoll } from '../../../lib/games/format-multiplier.ts';

interface RollerTrackProps {
  choose: number;
  isHigher: boolean;
  onChoose: (choose: number) => void;
  last: BetView | null;
  disabled: boolean;
  label: string;
  /** How long the rolled number travels (ROLLER_TRAVEL_MS: the full spring). */
  travelMs?: number;
}

const pct = (value: number): string => `${(value / 100_000) * 100}%`;
const spring = { type: 'spring', stiffness: 140, damping: 18 } as const;

/** About how long the rolled number's spring takes to settle. */
export const ROLLER_TRAVEL_MS = 800;

export function RollerTrack({ choose, isHigher, onChoose, last, disabled, label, travelMs = ROLLER_TRAVEL_MS }: RollerTrackProps) {
  const reduced = useReducedMotion() || travelMs === 0;
  const travel = travelMs >= ROLLER_TRAVEL_MS ? spring : { duration: travelMs / 1000, ease: 'easeOut' as const };
  const roll = last ? (last.result as { result: number }).result : null;
  const red = '#fb4e4e';
  const green = '#18b660';
  const left = isHigher ? red : green;
  const right = isHigher ? green : red;
  return (
    <div className="relative px-3 pt-14 pb-5 select-none">
      {/* The rolled number, travelling from the left end to its place: laid over the track's own width, so the
          needle points at the number's exact place, while the flag slides along it (its left edge on the track's
          start at 0, its right edge on the track's end at 100000) and never leaves the stage. */}
      {roll !== null && last && (
        <div className="pointer-events-none absolute inset-x-3 top-1 z-10">
          <motion.div
            key={last.id}
            className="absolute top-0 w-0"
            initial={reduced ? false : { left: '0%', opacity: 0, scale: 0.8 }}
            animate={{ left: pct(roll), opacity: 1, scale: 1 }}
            transition={travel}
            style={{ left: pct(roll) }}
          >
            <motion.div
              data-testid="roller-result"
              data-result={roll}
              className={`w-max rounded-xl px-2.5 py-1 text-base font-black tabular-nums shadow-lg ${last.win ? 'bg-gold text-[#2b1700] shadow-gold/30' : 'bg-surface-3 text-fg ring-1 ring-line'}`}
              initial={reduced ? false : { x: '0%' }}
              animate={{ x: `-${pct(roll)}` }}
              transition={travel}
              style={{ x: `-${pct(roll)}` }}
            >
              {formatRoll(roll)}
            </motion.div>
            <div className={`mt-0.5 h-7 w-0.5 -translate-x-1/2 rounded-full ${last.win ? 'bg-gold' : 'bg-fg/70'}`} />
          </motion.div>
        </div>
      )}
      <div
        className="relative h-4 rounded-full ring-1 ring-black/40"
        style={{ background: `linear-gradient(90deg, ${left} 0%, ${left} ${pct(choose)}, ${right} ${pct(choose)}, ${right} 100%)` }}
      >
        <div className="absolute inset-0 rounded-full bg-gradient-to-b from-white/25 to-transparent" aria-hidden="true" />
        <div
          className="pointer-events-none absolute top-1/2 z-[5] grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-xl bg-fg shadow-[0_4px_14px_rgb(0_0_0/0.5)]"
          style={{ left: pct(choose) }}
          aria-hidden="true"
        >
          <span className="h-3.5 w-0.5 rounded bg-canvas/60 shadow-[4px_0_0_rgb(11_17_29/0.6),-4px_0_0_rgb(11_17_29/0.6)]" />
        </div>
        <input
          type="range"
          min={1}
          max={99_999}
          step={1}
          value={choose}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => onChoose(Number(event.target.value))}
          data-testid="roller-slider"
          className="absolute inset-x-0 -top-3 h-10 w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>
      <div className="mt-2 flex justify-between text-[11px] font-semibold text-faint tabular-nums">
        {[0, 25_000, 50_000, 75_000, 100_000].map((v) => (
          <span key={v}>{formatRoll(v)}</span>
        ))}
      </div>
    </div>
  );
}
