/**
 * The colour wheel: the 50 published segments (clockwise from segment 0 under the pointer) on an
 * SVG ring. A bet spins it five turns and more, easing out over `spinMs` (SPIN_MS; shorter in a fast
 * auto-bet, 0 under reduced motion or in Turbo) so that it stops with the
 * committed segment exactly under the pointer (a small offset inside the segment, taken from the bet
 * id, keeps stops from looking identical). The landed segment is outlined; the hub shows the result.
 */
import { useState, type ReactNode } from 'react';
import { WHEEL_SEGMENTS, wheelSegments, type WheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { wheelColorHex } from '../../../components/game-pieces/wheel-colors.ts';

export const SPIN_MS = 3_000;
/** Spin plus a beat for the landing to register. */
export const WHEEL_REVEAL_MS = SPIN_MS + 200;

const wheelColorDark: Record<WheelColor, string> = { grey: '#3d4456', green: '#0d7a40', blue: '#1f4fb8', gold: '#c7850a' };

const STEP = 360 / WHEEL_SEGMENTS;
const C = 150;
const R_OUT = 138;
const R_IN = 84;

const xy = (r: number, deg: number): [number, number] => {
  const a = (deg * Math.PI) / 180;
  return [Number((C + r * Math.sin(a)).toFixed(2)), Number((C - r * Math.cos(a)).toFixed(2))];
};
const point = (r: number, deg: number): string => xy(r, deg).join(' ');
const segmentPath = (i: number): string => {
  const a0 = i * STEP - STEP / 2;
  const a1 = a0 + STEP;
  return `M${point(R_IN, a0)} L${point(R_OUT, a0)} A${R_OUT} ${R_OUT} 0 0 1 ${point(R_OUT, a1)} L${point(R_IN, a1)} A${R_IN} ${R_IN} 0 0 0 ${point(R_IN, a0)} Z`;
};
const PATHS = Array.from({ length: WHEEL_SEGMENTS }, (_, i) => segmentPath(i));
const STUDS = Array.from({ length: WHEEL_SEGMENTS }, (_, i) => xy(R_OUT + 4.5, i * STEP));

/** A stable offset in (-2.4°, 2.4°) from the bet id. */
const offsetOf = (id: string): number => {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return ((h % 1000) / 1000 - 0.5) * STEP * 0.66;
};

/** The rotation after a spin from `from` that lands on `segment`: always forward, at least five turns. */
export function spinTarget(from: number, segment: number, offset: number): number {
  const want = (((-segment * STEP + offset) % 360) + 360) % 360;
  const base = from - (((from % 360) + 360) % 360) + 5 * 360;
  return base + want;
}

interface WheelProps {
  /** The bet being spun to (id + segment), or null before the first. */
  target: { id: string; segment: number } | null;
  /** The wheel has stopped on `target` (outline it). */
  landed: boolean;
  spinning: boolean;
  /** How long a spin takes (0: straight to the result). */
  spinMs: number;
  hub: ReactNode;
}

export function ColorWheel({ target, landed, spinning, spinMs, hub }: WheelProps) {
  // Each new target turns the wheel forward from where it rests.
  const [spun, setSpun] = useState<{ id: string | null; rotation: number }>({ id: null, rotation: 0 });
  if (target && target.id !== spun.id) setSpun({ id: target.id, rotation: spinTarget(spun.rotation, target.segment, offsetOf(target.id)) });
  return (
    <div
      className="relative mx-auto aspect-square w-[min(62vw,14.5rem)]"
      data-testid="colorwheel-wheel"
      data-segment={target?.segment ?? ''}
      data-landed={landed ? 'true' : 'false'}
    >
      <div
        className="absolute inset-[-6%] rounded-full bg-[radial-gradient(circle,rgb(99_102_241/0.35),transparent_65%)]"
        aria-hidden="true"
      />
      <svg viewBox="0 0 300 300" className="relative h-full w-full drop-shadow-[0_14px_30px_rgb(0_0_0/0.55)]" aria-hidden="true">
        <circle cx={C} cy={C} r={R_OUT + 9} fill="#1b1f3b" stroke="#3b3f7a" strokeWidth="2" />
        <g
          style={{
            transform: `rotate(${spun.rotation}deg)`,
            transformOrigin: '150px 150px',
            transition: spinMs === 0 || spun.id === null ? 'none' : `transform ${spinMs}ms cubic-bezier(0.12, 0.68, 0.1, 1)`,
          }}
          data-testid="colorwheel-rotor"
          data-rotation={spun.rotation}
        >
          {PATHS.map((d, i) => {
            const color = wheelSegments[i] as WheelColor;
            const dim = landed && target?.segment !== i;
            return (
              <path
                key={i}
                d={d}
                fill={wheelColorHex[color]}
                stroke={wheelColorDark[color]}
                strokeWidth={0.8}
                opacity={dim ? 0.5 : 1}
                style={{ transition: 'opacity 300ms' }}
              />
            );
          })}
          {landed && target && (
            <path
              d={PATHS[target.segment]}
              fill="none"
              stroke="#ffffff"
              strokeWidth="3.5"
              strokeLinejoin="round"
              data-testid="colorwheel-hit"
            />
          )}
          {STUDS.map(([x, y], i) => (
            <circle key={i} cx={x} cy={y} r="1.5" fill={i % 2 ? '#8b8fd6' : '#fff5cc'} />
          ))}
        </g>
        <circle cx={C} cy={C} r={R_IN - 2} fill="#121530" stroke="#2d3166" strokeWidth="3" />
        <circle cx={C} cy={C} r={R_IN - 12} fill="url(#hub-shine)" />
        <defs>
          <radialGradient id="hub-shine" cx="50%" cy="35%" r="70%">
            <stop offset="0%" stopColor="#2a2f66" />
            <stop offset="100%" stopColor="#0f1128" />
          </radialGradient>
        </defs>
      </svg>
      {/* The pointer, over segment 0's place. */}
      <div className={`absolute top-[-3%] left-1/2 -ml-3.5 ${spinning ? 'pointer-ticking' : ''}`} aria-hidden="true">
        <svg viewBox="0 0 28 34" className="h-[34px] w-7 drop-shadow-[0_3px_4px_rgb(0_0_0/0.6)]">
          <path d="M14 33 L2 8 A12 12 0 1 1 26 8 Z" fill="#ffffff" />
          <circle cx="14" cy="10" r="4.5" fill="#6366f1" />
        </svg>
      </div>
      <div className="absolute inset-[30%] flex flex-col items-center justify-center text-center">{hub}</div>
    </div>
  );
}
