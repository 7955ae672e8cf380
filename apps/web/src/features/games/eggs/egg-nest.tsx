/**
 * Three golden eggs in a straw nest. An egg is whole (wobbling to invite a tap, shaking while its bet
 * is placed) or open: its top shell flies off and the prize it held pops out; the picked egg opens
 * first, the other two after `OTHERS_DELAY_MS`, dimmer. Keyed by the bet, so each bet replays it.
 * `scale` shortens the whole reveal (a fast auto-bet; 0 opens them at once).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import '../../../i18n/tables-strings.ts';

/** The picked egg opens at once; the others this much later. */
export const OTHERS_DELAY_MS = 750;
/** When the whole reveal has played (the outcome is shown then). */
export const EGGS_REVEAL_MS = OTHERS_DELAY_MS + 900;

export type EggLook = { kind: 'whole'; wobble: boolean; shake: boolean } | { kind: 'open'; prize: string; picked: boolean };

interface NestProps {
  /** Identity of the reveal (the bet id), so a new bet replays the cracks. */
  revealKey: string;
  looks: [EggLook, EggLook, EggLook];
  /** The egg chosen for auto-bet (a ring), or null. */
  selected: number | null;
  disabled: boolean;
  onEgg: (egg: number) => void;
  /** Share of the full reveal's time it plays in (1 by default). */
  scale?: number;
}

export function EggNest({ revealKey, looks, selected, disabled, onEgg, scale = 1 }: NestProps) {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto h-[13.5rem] w-full max-w-[22rem]" style={{ ['--reveal-scale' as string]: scale }}>
      <Nest />
      <div className="absolute inset-x-0 top-1 flex items-end justify-center gap-1.5 px-2">
        {looks.map((look, egg) => (
          <button
            key={`${revealKey}-${egg}`}
            type="button"
            onClick={() => onEgg(egg)}
            disabled={disabled}
            aria-label={t('eggs.egg', { n: egg + 1 })}
            aria-pressed={selected === egg}
            data-testid={`eggs-egg-${egg}`}
            data-state={look.kind}
            data-prize={look.kind === 'open' ? look.prize : ''}
            className={`relative h-[10.5rem] w-[6.6rem] rounded-[45%] outline-offset-4 transition disabled:cursor-default ${egg === 1 ? '-translate-y-2' : ''} ${
              selected === egg ? 'ring-2 ring-gold/80 ring-offset-2 ring-offset-transparent' : ''
            } ${look.kind === 'whole' && !disabled ? 'active:scale-95' : ''}`}
          >
            <Egg look={look} delay={look.kind === 'open' && !look.picked ? Math.round(OTHERS_DELAY_MS * scale) : 0} />
          </button>
        ))}
      </div>
    </div>
  );
}

function Egg({ look, delay }: { look: EggLook; delay: number }) {
  const id = useId().replace(/:/g, '');
  const open = look.kind === 'open';
  const prize = open ? look.prize : '0.00';
  const empty = Number(prize) === 0;
  const dim = open && !look.picked;
  const motionClass = look.kind === 'whole' ? (look.shake ? 'egg-shake' : look.wobble ? 'egg-idle' : '') : 'egg-open';
  // The crack: a zigzag across the egg at 52% of its height.
  const zigzag = 'L88 62 L76 54 L64 64 L52 54 L40 64 L28 54 L16 62 L0 56';
  return (
    <div
      className={`absolute inset-0 ${motionClass} ${dim ? 'opacity-55 saturate-50' : ''} transition-[opacity,filter] duration-500`}
      style={{ ['--egg-delay' as string]: `${delay}ms` }}
    >
      <svg viewBox="0 0 100 124" className="absolute inset-0 h-full w-full overflow-visible" aria-hidden="true">
        <defs>
          <radialGradient id={`${id}-shell`} cx="36%" cy="28%" r="78%">
            <stop offset="0%" stopColor="#fffbe6" />
            <stop offset="22%" stopColor="#ffe27a" />
            <stop offset="62%" stopColor="#f0b323" />
            <stop offset="100%" stopColor="#a4660a" />
          </radialGradient>
          <radialGradient id={`${id}-inside`} cx="50%" cy="30%" r="70%">
            <stop offset="0%" stopColor="#3b2606" />
            <stop offset="100%" stopColor="#1b1003" />
          </radialGradient>
          <clipPath id={`${id}-top`}>
            <path d={`M0 0 L100 0 L100 56 ${zigzag} Z`} />
          </clipPath>
          <clipPath id={`${id}-bottom`}>
            <path d={`M0 124 L100 124 L100 56 ${zigzag} Z`} />
          </clipPath>
        </defs>
        <ellipse cx="50" cy="119" rx="34" ry="5" fill="rgb(0 0 0 / 0.45)" />
        {open ? (
          <>
            {/* Bottom shell, the dark inside, and the top shell that flies off. */}
            <g clipPath={`url(#${id}-bottom)`}>
              <path d={EGG_PATH} fill={`url(#${id}-shell)`} />
              <Speckles />
            </g>
            <ellipse className="egg-inside" cx="50" cy="59" rx="40" ry="7.5" fill={`url(#${id}-inside)`} />
            <g className="egg-top" clipPath={`url(#${id}-top)`}>
              <path d={EGG_PATH} fill={`url(#${id}-shell)`} />
              <Speckles />
              <ellipse cx="36" cy="26" rx="9" ry="14" fill="white" opacity="0.55" transform="rotate(-18 36 26)" />
            </g>
          </>
        ) : (
          <>
            <path d={EGG_PATH} fill={`url(#${id}-shell)`} stroke="#8a5300" strokeOpacity="0.35" strokeWidth="1.2" />
            <Speckles />
            <ellipse cx="36" cy="26" rx="9" ry="14" fill="white" opacity="0.55" transform="rotate(-18 36 26)" />
          </>
        )}
        {open && (
          <circle
            className="egg-flash"
            cx="50"
            cy="56"
            r="30"
            fill="#fff6c8"
            style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
          />
        )}
      </svg>
      {open && (
        <span
          className={`egg-prize absolute top-[30%] left-1/2 -ml-[2.4rem] flex w-[4.8rem] flex-col items-center rounded-2xl px-1 py-1 text-center leading-none ${
            empty
              ? 'bg-[#1c1f2b]/90 text-white/70 ring-1 ring-white/15'
              : 'bg-gradient-to-b from-[#fff3b0] to-[#f5b41f] text-[#3a2200] shadow-[0_0_24px_rgb(255_200_61/0.7)] ring-2 ring-white/70'
          }`}
          data-testid="eggs-prize"
        >
          <span className="text-[19px] font-black tracking-tight tabular-nums">{empty ? '0x' : formatMultiplier(prize)}</span>
        </span>
      )}
    </div>
  );
}

const EGG_PATH = 'M50 4 C76 4 94 46 94 76 C94 104 74 120 50 120 C26 120 6 104 6 76 C6 46 24 4 50 4 Z';

function Speckles() {
  return (
    <g fill="#b9760d" opacity="0.35">
      <circle cx="64" cy="30" r="2.2" />
      <circle cx="72" cy="48" r="1.6" />
      <circle cx="30" cy="70" r="2" />
      <circle cx="60" cy="92" r="2.4" />
      <circle cx="40" cy="100" r="1.5" />
      <circle cx="78" cy="80" r="1.8" />
    </g>
  );
}

/** The straw nest the eggs sit in (drawn once, in front of their lower part). */
function Nest() {
  const straws = Array.from({ length: 26 }, (_, i) => {
    const x = 12 + ((i * 37) % 330);
    const y = 150 + ((i * 13) % 34);
    const bend = ((i * 29) % 40) - 20;
    const len = 44 + ((i * 17) % 40);
    return `M${x} ${y} q ${len / 2} ${bend} ${len} ${((i * 7) % 14) - 7}`;
  });
  return (
    <svg
      viewBox="0 0 352 216"
      className="pointer-events-none absolute inset-x-0 bottom-0 z-10 w-full"
      aria-hidden="true"
      preserveAspectRatio="xMidYMax meet"
    >
      <defs>
        <linearGradient id="nest-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#a8742d" />
          <stop offset="100%" stopColor="#4a2c0c" />
        </linearGradient>
      </defs>
      <path
        d="M6 150 C20 204 110 214 176 214 C242 214 332 204 346 150 C300 170 230 176 176 176 C122 176 52 170 6 150 Z"
        fill="url(#nest-body)"
      />
      <g fill="none" stroke="#e0b468" strokeOpacity="0.55" strokeWidth="2.2" strokeLinecap="round">
        {straws.map((d, i) => (
          <path key={i} d={d} stroke={i % 3 === 0 ? '#f3d08a' : undefined} />
        ))}
      </g>
      <path
        d="M6 150 C52 170 122 176 176 176 C230 176 300 170 346 150"
        fill="none"
        stroke="#f3d08a"
        strokeOpacity="0.6"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
