/**
 * The wheel drawn from the published segments, clockwise from the pointer at the top (as the server
 * numbers them). Every segment gets an equal slice; the chances are the weights, shown on the rule
 * page. `rotation` turns it clockwise; the page sets it so the landed segment's middle stops under the
 * pointer.
 */
import type { WheelSegmentView } from '@kasino/shared/protocol/promo';
import { useTranslation } from 'react-i18next';
import { compactRupiah } from '../../wheel-format.ts';

const PALETTE = ['#7c3aed', '#0ea5e9', '#f59e0b', '#10b981', '#ec4899', '#6366f1'];
const EMPTY = '#334155';
const R = 100;

const point = (deg: number, r: number) => {
  const rad = (deg * Math.PI) / 180;
  return `${(Math.sin(rad) * r).toFixed(3)},${(-Math.cos(rad) * r).toFixed(3)}`;
};

export function WheelGraphic({
  segments,
  rotation,
  durationMs,
  landed,
}: {
  segments: readonly WheelSegmentView[];
  rotation: number;
  durationMs: number;
  landed: number | null;
}) {
  const { t } = useTranslation();
  const slice = 360 / segments.length;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[300px]" data-testid="wheel" data-landed={landed ?? undefined}>
      <svg
        viewBox="-105 -105 210 210"
        className="size-full drop-shadow-[0_8px_24px_rgba(0,0,0,0.45)]"
        role="img"
        aria-label={t('routes.dailyWheel')}
      >
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: `transform ${durationMs}ms cubic-bezier(0.15, 0.7, 0.12, 1)`,
          }}
          data-testid="wheel-disc"
          data-rotation={rotation}
        >
          <circle r={R + 4} fill="#0b1220" stroke="#f5c451" strokeWidth="3" />
          {segments.map((segment, i) => {
            const from = i * slice;
            const to = (i + 1) * slice;
            const mid = from + slice / 2;
            const empty = segment.amount === '0';
            const fill = empty ? EMPTY : (PALETTE[i % PALETTE.length] as string);
            return (
              <g key={i} data-testid={`wheel-segment-${i}`}>
                <path
                  d={`M0,0 L${point(from, R)} A${R},${R} 0 ${slice > 180 ? 1 : 0} 1 ${point(to, R)} Z`}
                  fill={fill}
                  stroke="#0b1220"
                  strokeWidth="1.2"
                  opacity={landed === null || landed === i ? 1 : 0.55}
                />
                <text
                  transform={`rotate(${mid}) translate(0 ${-R * 0.7})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className="fill-white text-[10px] font-extrabold"
                  style={{ paintOrder: 'stroke' }}
                  stroke="rgba(0,0,0,0.35)"
                  strokeWidth="2"
                >
                  {empty ? t('promo.wheel.tryAgain') : compactRupiah(segment.amount)}
                </text>
              </g>
            );
          })}
        </g>
        <circle r="18" fill="#0b1220" stroke="#f5c451" strokeWidth="3" />
        <polygon points="-9,-112 9,-112 0,-92" fill="#f5c451" stroke="#0b1220" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
