/**
 * Generated artwork for the in-house games (UI.md: artwork is generated SVG per title, no external
 * images). One small scene per game on a 100×100 canvas; the card supplies the background.
 */
import { useId, type ReactNode } from 'react';
import type { InHouseGameId } from '../game-registry.ts';

interface ArtDefs {
  /** Glossy highlight overlay for round things. */
  gloss: string;
  /** Gold gradient for coins, curves and stars. */
  gold: string;
  /** Soft glow filter. */
  glow: string;
}

type Scene = (d: ArtDefs) => ReactNode;

const point = (cx: number, cy: number, r: number, angle: number): [number, number] => [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];

/** Pie-slice path from angle a0 to a1 (radians). */
function slice(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const [x0, y0] = point(cx, cy, r, a0);
  const [x1, y1] = point(cx, cy, r, a1);
  return `M${cx} ${cy}L${x0.toFixed(2)} ${y0.toFixed(2)}A${r} ${r} 0 0 1 ${x1.toFixed(2)} ${y1.toFixed(2)}Z`;
}

function Ball({ x, y, r, color, label, d }: { x: number; y: number; r: number; color: string; label: string; d: ArtDefs }) {
  return (
    <g>
      <circle cx={x} cy={y + 2} r={r} fill="#000" opacity="0.25" />
      <circle cx={x} cy={y} r={r} fill={color} />
      <circle cx={x} cy={y} r={r - 4.5} fill="#fff" opacity="0.92" />
      <text x={x} y={y + 5.2} textAnchor="middle" fontSize="15" fontWeight="900" fill={color} fontFamily="Inter Variable, sans-serif">
        {label}
      </text>
      <circle cx={x} cy={y} r={r} fill={`url(#${d.gloss})`} />
    </g>
  );
}

function Die({
  x,
  y,
  size,
  rotate,
  pips,
  color = '#fff',
  pip = '#1a1f2e',
}: {
  x: number;
  y: number;
  size: number;
  rotate: number;
  pips: number;
  color?: string;
  pip?: string;
}) {
  const s = size;
  const c = s / 2;
  const o = s * 0.26;
  const layouts: Record<number, Array<[number, number]>> = {
    1: [[c, c]],
    2: [
      [o, o],
      [s - o, s - o],
    ],
    3: [
      [o, o],
      [c, c],
      [s - o, s - o],
    ],
    4: [
      [o, o],
      [s - o, o],
      [o, s - o],
      [s - o, s - o],
    ],
    5: [
      [o, o],
      [s - o, o],
      [c, c],
      [o, s - o],
      [s - o, s - o],
    ],
    6: [
      [o, o],
      [s - o, o],
      [o, c],
      [s - o, c],
      [o, s - o],
      [s - o, s - o],
    ],
  };
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate} ${c} ${c})`}>
      <rect x="1.5" y="3" width={s} height={s} rx={s * 0.22} fill="#000" opacity="0.3" />
      <rect width={s} height={s} rx={s * 0.22} fill={color} />
      <rect width={s} height={s * 0.5} rx={s * 0.22} fill="#fff" opacity="0.25" />
      {(layouts[pips] ?? []).map(([px, py], i) => (
        <circle key={i} cx={px} cy={py} r={s * 0.09} fill={pip} />
      ))}
    </g>
  );
}

/**
 * The suits drawn (24-unit box) rather than typed: Inter has no ♠ or ♥, and a glyph from outside the
 * page's font sends the browser's first layout looking through the system's fonts for one.
 */
const suitPaths = {
  spade:
    'M12 1 5 8c-1.5 1.5-3 3.2-3 5.5A5.5 5.5 0 0 0 7.5 19c1.8 0 3-.5 4.5-2 1.5 1.5 2.7 2 4.5 2a5.5 5.5 0 0 0 5.5-5.5c0-2.3-1.5-4-3-5.5ZM12 16l-3 7h6Z',
  heart:
    'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
} as const;

function Card({
  x,
  y,
  rotate,
  rank,
  suit,
  red,
}: {
  x: number;
  y: number;
  rotate: number;
  rank: string;
  suit: keyof typeof suitPaths;
  red: boolean;
}) {
  const ink = red ? '#e11d48' : '#111827';
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate} 17 24)`}>
      <rect x="1.5" y="3" width="34" height="48" rx="5" fill="#000" opacity="0.3" />
      <rect width="34" height="48" rx="5" fill="#fdfdfd" />
      <rect x="2.5" y="2.5" width="29" height="43" rx="3.5" fill="none" stroke={ink} strokeOpacity="0.15" />
      <text x="6" y="13" fontSize="11" fontWeight="900" fill={ink} fontFamily="Inter Variable, sans-serif">
        {rank}
      </text>
      <path d={suitPaths[suit]} fill={ink} transform="translate(9.8 21) scale(0.6)" />
    </g>
  );
}

const wheelColors = ['#18b660', '#fb4e4e', '#c86eff', '#ffc83d', '#3b82f6', '#f97316', '#14b8a6', '#ec4899'];

const scenes: Record<InHouseGameId, Scene> = {
  wingo: (d) => (
    <g>
      <Ball x={50} y={34} r={17} color="#c86eff" label="5" d={d} />
      <Ball x={31} y={60} r={17} color="#18b660" label="7" d={d} />
      <Ball x={69} y={60} r={17} color="#fb4e4e" label="2" d={d} />
    </g>
  ),
  crash: (d) => (
    <g>
      {[25, 45, 65, 85].map((y) => (
        <line key={y} x1="8" x2="92" y1={y} y2={y} stroke="#fff" strokeOpacity="0.07" />
      ))}
      <path d="M8 88 C40 86 62 70 80 26 L80 88Z" fill="#ffc83d" opacity="0.12" />
      <path
        d="M8 88 C40 86 62 70 80 26"
        fill="none"
        stroke={`url(#${d.gold})`}
        strokeWidth="4.5"
        strokeLinecap="round"
        filter={`url(#${d.glow})`}
      />
      <g transform="translate(80 24) rotate(40)">
        <path d="M-3 8 L0 18 L3 8Z" fill="#ff7a1a" />
        <path d="M0 -12 C6 -6 6 4 4 8 L-4 8 C-6 4 -6 -6 0 -12Z" fill="#f3f4f6" />
        <circle cy="-2" r="2.6" fill="#38bdf8" stroke="#0f172a" strokeWidth="1" />
        <path d="M-4 3 L-8 9 L-4 8Z M4 3 L8 9 L4 8Z" fill="#fb4e4e" />
      </g>
      <text x="12" y="30" fontSize="17" fontWeight="900" fill="#fff" fontFamily="Inter Variable, sans-serif">
        2.97×
      </text>
    </g>
  ),
  roller: (d) => (
    <g>
      <text x="50" y="42" textAnchor="middle" fontSize="22" fontWeight="900" fill="#fff" fontFamily="Inter Variable, sans-serif">
        50.00
      </text>
      <rect x="10" y="58" width="80" height="11" rx="5.5" fill="#0b1220" opacity="0.6" />
      <rect x="10" y="58" width="38" height="11" rx="5.5" fill="#fb4e4e" />
      <rect x="48" y="58" width="42" height="11" rx="5.5" fill="#1fe07f" />
      <rect x="44" y="58" width="8" height="11" fill="#1fe07f" />
      <circle cx="60" cy="63.5" r="9" fill="#fff" filter={`url(#${d.glow})`} />
      <circle cx="60" cy="63.5" r="4" fill="#0ea5e9" />
      <path d="M24 80 l5-5 5 5Z M70 75 l5 5 5-5Z" fill="#fff" opacity="0.7" />
    </g>
  ),
  hilo: () => (
    <g>
      <Card x={18} y={24} rotate={-14} rank="A" suit="spade" red={false} />
      <Card x={42} y={22} rotate={10} rank="K" suit="heart" red />
      <path d="M86 30 l-7 9 h14Z" fill="#1fe07f" />
      <path d="M86 80 l-7 -9 h14Z" fill="#fb4e4e" />
    </g>
  ),
  mines: (d) => (
    <g>
      {Array.from({ length: 9 }, (_, i) => {
        const x = 17 + (i % 3) * 23;
        const y = 17 + Math.floor(i / 3) * 23;
        const revealed = i === 4 || i === 2;
        return (
          <rect key={i} x={x} y={y} width="20" height="20" rx="5" fill={revealed ? '#0b1220' : '#fff'} opacity={revealed ? 0.55 : 0.14} />
        );
      })}
      <g transform="translate(50 50)" filter={`url(#${d.glow})`}>
        <path d="M-8 -3 L-4 -8 H4 L8 -3 L0 8Z" fill="#34f5a4" />
        <path d="M-8 -3 H8 L0 8Z" fill="#12b866" />
        <path d="M-4 -8 L-2 -3 L2 -3 L4 -8Z" fill="#b6ffe0" />
      </g>
      <g transform="translate(73 27)">
        <circle r="6.5" fill="#111827" />
        <circle cx="-2" cy="-2" r="2" fill="#fff" opacity="0.5" />
        <path d="M4 -5 q3 -4 6 -3" stroke="#ffc83d" strokeWidth="1.6" fill="none" />
        <circle cx="10.5" cy="-8" r="2" fill="#ff7a1a" />
      </g>
    </g>
  ),
  dice: () => (
    <g>
      <Die x={14} y={20} size={30} rotate={-14} pips={5} />
      <Die x={52} y={16} size={30} rotate={12} pips={3} color="#fb4e4e" pip="#fff" />
      <Die x={33} y={52} size={30} rotate={-4} pips={6} />
    </g>
  ),
  roulette: (d) => {
    const n = 16;
    return (
      <g>
        <circle cx="50" cy="52" r="39" fill={`url(#${d.gold})`} />
        <circle cx="50" cy="52" r="35" fill="#1a0d05" />
        {Array.from({ length: n }, (_, i) => (
          <path
            key={i}
            d={slice(50, 52, 34, (i / n) * Math.PI * 2, ((i + 1) / n) * Math.PI * 2)}
            fill={i === 0 ? '#18b660' : i % 2 ? '#111827' : '#dc2626'}
          />
        ))}
        <circle cx="50" cy="52" r="20" fill="#3b1d0a" />
        <circle cx="50" cy="52" r="14" fill={`url(#${d.gold})`} />
        <circle cx="50" cy="52" r="4" fill="#fff7d6" />
        <circle cx="71" cy="29" r="3.6" fill="#fff" />
        <circle cx="50" cy="52" r="39" fill={`url(#${d.gloss})`} />
      </g>
    );
  },
  dingdong: (d) => (
    <g>
      <path
        d="M70 12 l5.5 11 12 1.8 -8.7 8.5 2 12 -10.8 -5.7 -10.8 5.7 2 -12 -8.7 -8.5 12 -1.8Z"
        fill={`url(#${d.gold})`}
        filter={`url(#${d.glow})`}
      />
      <g>
        {[
          [22, 40],
          [30, 40],
          [26, 47],
          [18, 47],
          [34, 47],
          [22, 54],
          [30, 54],
          [26, 61],
        ].map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r="5" fill="#9333ea" stroke="#581c87" strokeWidth="0.8" />
        ))}
        <path d="M26 36 q2 -6 8 -7" stroke="#16a34a" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </g>
      <path d="M56 52 Q60 34 70 30 M76 54 Q72 38 70 30" stroke="#15803d" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M70 30 q8 -6 14 -2 q-7 5 -14 2Z" fill="#22c55e" />
      <circle cx="55" cy="62" r="11" fill="#e11d48" />
      <circle cx="77" cy="64" r="11" fill="#be123c" />
      <circle cx="55" cy="62" r="11" fill={`url(#${d.gloss})`} />
      <circle cx="77" cy="64" r="11" fill={`url(#${d.gloss})`} />
    </g>
  ),
  coinflip: (d) => (
    <g>
      <ellipse cx="62" cy="62" rx="24" ry="24" fill="#7a4b00" opacity="0.6" transform="rotate(-18 62 62)" />
      <circle cx="46" cy="48" r="30" fill="#b7791f" />
      <circle cx="46" cy="46" r="30" fill={`url(#${d.gold})`} />
      <circle cx="46" cy="46" r="23" fill="none" stroke="#9a6200" strokeWidth="2" strokeDasharray="3 2.2" />
      <path
        d="M39 33v26M39 46l12-13M42 44l10 15"
        stroke="#7a4800"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="46" cy="46" r="30" fill={`url(#${d.gloss})`} />
      <path d="M84 18 l1.6 4.4 4.4 1.6 -4.4 1.6 -1.6 4.4 -1.6 -4.4 -4.4 -1.6 4.4 -1.6Z" fill="#fff" />
    </g>
  ),
  eggs: (d) => (
    <g>
      <path d="M14 66 Q50 92 86 66 Q84 84 50 88 Q16 84 14 66Z" fill="#7c4a1e" />
      <path d="M18 70 Q50 80 82 70" stroke="#a16207" strokeWidth="2" fill="none" />
      <ellipse cx="30" cy="58" rx="12" ry="15" fill="#f8fafc" />
      <ellipse cx="70" cy="58" rx="12" ry="15" fill="#f1f5f9" />
      <ellipse cx="50" cy="50" rx="16" ry="21" fill={`url(#${d.gold})`} filter={`url(#${d.glow})`} />
      <path d="M36 48 l5 -4 4 5 5 -5 4 5 5 -5 5 4" stroke="#7a4800" strokeWidth="1.8" fill="none" strokeLinejoin="round" />
      <ellipse cx="50" cy="50" rx="16" ry="21" fill={`url(#${d.gloss})`} />
      <ellipse cx="30" cy="58" rx="12" ry="15" fill={`url(#${d.gloss})`} />
      <ellipse cx="70" cy="58" rx="12" ry="15" fill={`url(#${d.gloss})`} />
    </g>
  ),
  colorwheel: (d) => (
    <g>
      <circle cx="50" cy="54" r="37" fill="#fff" opacity="0.9" />
      {wheelColors.map((color, i) => (
        <path
          key={color}
          d={slice(50, 54, 34, (i / 8) * Math.PI * 2 - Math.PI / 2, ((i + 1) / 8) * Math.PI * 2 - Math.PI / 2)}
          fill={color}
        />
      ))}
      <circle cx="50" cy="54" r="9" fill="#fff" />
      <circle cx="50" cy="54" r="4" fill="#312e81" />
      <circle cx="50" cy="54" r="37" fill={`url(#${d.gloss})`} />
      <path d="M50 24 l-7 -12 h14Z" fill="#fff" stroke="#1e1b5c" strokeWidth="1.5" strokeLinejoin="round" />
    </g>
  ),
  stairs: (d) => (
    <g>
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect x={10 + i * 16} y={78 - i * 13} width="16" height={12 + i * 13} fill="#064e3b" />
          <rect x={10 + i * 16} y={78 - i * 13} width="16" height="4" fill="#34d399" />
        </g>
      ))}
      <g filter={`url(#${d.glow})`}>
        <circle cx="82" cy="16" r="8" fill={`url(#${d.gold})`} />
        <text x="82" y="19.6" textAnchor="middle" fontSize="10" fontWeight="900" fill="#7a4800" fontFamily="Inter Variable, sans-serif">
          ×
        </text>
      </g>
      <path d="M18 58 L40 36" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity="0.85" />
      <path
        d="M33 35 L41 35 L41 43"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
        opacity="0.85"
      />
    </g>
  ),
  cryptos: (d) => (
    <g>
      {[
        [14, 50, 20, '#1fe07f'],
        [24, 44, 18, '#fb4e4e'],
        [34, 38, 22, '#1fe07f'],
        [44, 30, 16, '#1fe07f'],
      ].map(([x, y, h, color], i) => (
        <g key={i}>
          <line
            x1={Number(x) + 3}
            x2={Number(x) + 3}
            y1={Number(y) - 5}
            y2={Number(y) + Number(h) + 5}
            stroke={String(color)}
            strokeWidth="1.2"
          />
          <rect x={Number(x)} y={Number(y)} width="6" height={Number(h)} rx="1" fill={String(color)} />
        </g>
      ))}
      <circle cx="64" cy="62" r="24" fill="#f7931a" filter={`url(#${d.glow})`} />
      <circle cx="64" cy="62" r="19" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
      {/* ₿ as a B and its two strokes: the sign is in another cut of the font, one more file and layout. */}
      <text x="65" y="71" textAnchor="middle" fontSize="26" fontWeight="900" fill="#fff" fontFamily="Inter Variable, sans-serif">
        B
      </text>
      <path d="M59.5 48.5v4.5m5-4.5v4.5m-5 18v4.5m5-4.5v4.5" stroke="#fff" strokeWidth="2.4" />
      <circle cx="64" cy="62" r="24" fill={`url(#${d.gloss})`} />
    </g>
  ),
};

export function GameArt({ id, className = '' }: { id: InHouseGameId; className?: string }) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const defs: ArtDefs = { gloss: `${base}-gloss`, gold: `${base}-gold`, glow: `${base}-glow` };
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true">
      <defs>
        <radialGradient id={defs.gloss} cx="0.32" cy="0.26" r="0.75">
          <stop offset="0" stopColor="#fff" stopOpacity="0.6" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="0.08" />
          <stop offset="0.7" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.28" />
        </radialGradient>
        <linearGradient id={defs.gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.45" stopColor="#ffc83d" />
          <stop offset="1" stopColor="#e08a00" />
        </linearGradient>
        <filter id={defs.glow} x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="2.2" result="blur" />
          <feMerge>
            <feMergeNode in="blur" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      {scenes[id](defs)}
    </svg>
  );
}
