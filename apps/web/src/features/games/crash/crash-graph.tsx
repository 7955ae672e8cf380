/**
 * The Crash stage: a canvas curve of rate(t) = floor(100 × e^(growth × t)) / 100 (the shared formula)
 * drawn every frame with the rocket at its tip and the multiplier in large type; the countdown to the
 * flight in preparation; an explosion and the target on SQUIB.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { crashRateX100 } from '@kasino/shared/fairness/games/crash';
import { formatSeconds } from '../../../lib/format-time.ts';
import type { CrashStatus } from './crash-api.ts';
import { formatCount } from '../../../lib/format-number.ts';

export const formatRate = (x100: bigint | number): string => {
  const n = typeof x100 === 'bigint' ? Number(x100) : x100;
  return `${formatCount(Math.floor(n / 100))},${String(Math.floor(n % 100)).padStart(2, '0')}x`;
};

/** The rate (×100) as a string "2.31" → 231. */
export const x100Of = (rate: string | null | undefined): number => (rate ? Math.round(Number(rate) * 100) : 100);

interface GraphProps {
  status: CrashStatus | null;
  growth: number;
  /** Local epoch ms when the flight began, or null. */
  flightStart: { current: number | null };
  /** Flight start by the server clock (preparation countdown). */
  startsIn: number;
  target: string | null;
  /** Called each frame with the live rate × 100 (auto cash-out display). */
  onRate?: (x100: number) => void;
}

const W = 366;
const H = 230;
const PAD = { l: 34, r: 14, t: 16, b: 22 };

export function CrashGraph({ status, growth, flightStart, startsIn, target, onRate }: GraphProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const rateText = useRef<HTMLParagraphElement>(null);
  const rocket = useRef<HTMLDivElement>(null);
  const onRateRef = useRef(onRate);
  useEffect(() => {
    onRateRef.current = onRate;
  });

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    el.width = W * dpr;
    el.height = H * dpr;
    ctx.scale(dpr, dpr);
    let frame = 0;
    const crashed = status === 'SQUIB';
    const targetX100 = x100Of(target);
    // Flight length at the target, for drawing the crashed curve whole.
    const crashedMs = crashed ? Math.log(targetX100 / 100) / growth : 0;

    const draw = () => {
      const start = flightStart.current;
      const elapsed = crashed ? crashedMs : status === 'GOUP' && start !== null ? Math.max(0, Date.now() - start) : 0;
      const rateX100 = crashed ? targetX100 : Number(crashRateX100(elapsed, growth));
      const spanMs = Math.max(8_000, elapsed * 1.15);
      const top = Math.max(2, (rateX100 / 100) * 1.2);
      const x = (ms: number) => PAD.l + (ms / spanMs) * (W - PAD.l - PAD.r);
      const y = (rate: number) => H - PAD.b - ((rate - 1) / (top - 1)) * (H - PAD.t - PAD.b);

      ctx.clearRect(0, 0, W, H);
      // Grid lines with their rates.
      ctx.font = '600 10px Inter Variable, system-ui, sans-serif';
      ctx.fillStyle = 'rgba(255,255,255,0.45)';
      ctx.strokeStyle = 'rgba(255,255,255,0.08)';
      ctx.lineWidth = 1;
      const step = top <= 3 ? 0.5 : top <= 6 ? 1 : top <= 20 ? 5 : top <= 60 ? 10 : 50;
      for (let r = 1; r <= top; r += step) {
        ctx.beginPath();
        ctx.moveTo(PAD.l, y(r));
        ctx.lineTo(W - PAD.r, y(r));
        ctx.stroke();
        ctx.fillText(`${r.toFixed(r % 1 ? 1 : 0)}x`, 4, y(r) + 3);
      }
      const seconds = Math.max(2, Math.ceil(spanMs / 1000 / 4));
      for (let s = seconds; s * 1000 < spanMs; s += seconds) ctx.fillText(formatSeconds(s), x(s * 1000) - 10, H - 6);

      let tipX = x(0);
      let tipY = y(1);
      if (status === 'GOUP' || crashed) {
        const colour = crashed ? '#fb4e4e' : '#1fe07f';
        const points: Array<[number, number]> = [];
        const n = 80;
        for (let i = 0; i <= n; i++) {
          const ms = (elapsed * i) / n;
          points.push([x(ms), y(Math.exp(growth * ms))]);
        }
        [tipX, tipY] = points[points.length - 1] ?? [tipX, tipY];
        const fill = ctx.createLinearGradient(0, PAD.t, 0, H - PAD.b);
        fill.addColorStop(0, crashed ? 'rgba(251,78,78,0.35)' : 'rgba(31,224,127,0.35)');
        fill.addColorStop(1, 'rgba(0,0,0,0)');
        ctx.beginPath();
        ctx.moveTo(x(0), y(1));
        for (const [px, py] of points) ctx.lineTo(px, py);
        ctx.lineTo(tipX, y(1));
        ctx.closePath();
        ctx.fillStyle = fill;
        ctx.fill();
        ctx.beginPath();
        for (const [i, [px, py]] of points.entries()) {
          if (i === 0) ctx.moveTo(px, py);
          else ctx.lineTo(px, py);
        }
        ctx.strokeStyle = colour;
        ctx.lineWidth = 3.5;
        ctx.shadowColor = colour;
        ctx.shadowBlur = 12;
        ctx.stroke();
        ctx.shadowBlur = 0;
      }
      if (rateText.current) rateText.current.textContent = formatRate(rateX100);
      if (rocket.current)
        rocket.current.style.transform = `translate(${tipX - 18}px, ${tipY - 18}px) rotate(${status === 'GOUP' ? -28 : 0}deg)`;
      onRateRef.current?.(rateX100);
      if (status === 'GOUP') frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [status, growth, target, flightStart]);

  const preparing = status === 'PREPARATION' || status === null;
  return (
    <div className="relative mx-auto" style={{ width: W, height: H }} data-testid="crash-graph" data-status={status ?? ''}>
      <canvas ref={canvas} style={{ width: W, height: H }} aria-hidden="true" />
      <div
        ref={rocket}
        className="pointer-events-none absolute top-0 left-0 size-9"
        style={{ opacity: status === 'GOUP' || status === 'SQUIB' ? 1 : 0 }}
        aria-hidden="true"
      >
        {status === 'SQUIB' ? (
          <svg viewBox="0 0 40 40" className="size-9 overflow-visible">
            <circle cx="20" cy="20" r="16" fill="none" stroke="#fb4e4e" strokeWidth="4" className="crash-boom" />
            <circle cx="20" cy="20" r="7" fill="#ffc83d" className="crash-boom" />
          </svg>
        ) : (
          <svg viewBox="0 0 40 40" className="rocket-fly size-9">
            <path d="M30 4c-8 1-15 7-19 15l-5 1-3 5 7 1 6 6 1 7 5-3 1-5c8-4 14-11 15-19l0-8z" fill="#eef2fa" />
            <circle cx="25" cy="15" r="4" fill="#3b82f6" />
            <path d="M10 26l-6 10 10-6z" fill="#ff8a3d" />
          </svg>
        )}
      </div>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
        {preparing ? (
          <>
            <p className="text-sm font-bold text-white/75">{t('rounds.crash.nextIn')}</p>
            <p className="text-5xl font-black text-white tabular-nums" data-testid="crash-countdown">
              {formatSeconds(Math.max(0, startsIn) / 1000, 1)}
            </p>
            <div className="mt-2 h-1.5 w-40 overflow-hidden rounded-full bg-white/15">
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200"
                style={{ width: `${Math.min(100, (Math.max(0, startsIn) / 8000) * 100)}%` }}
              />
            </div>
          </>
        ) : (
          <>
            <p
              ref={rateText}
              className={`text-6xl font-black tabular-nums drop-shadow-[0_4px_16px_rgb(0_0_0/0.6)] ${status === 'SQUIB' ? 'text-[#ff6b6b]' : 'text-white'}`}
              data-testid="crash-rate"
            />
            {status === 'SQUIB' && (
              <p
                className="mt-1 rounded-full bg-[#fb4e4e]/20 px-3 py-0.5 text-sm font-black text-[#ff8a8a] ring-1 ring-[#fb4e4e]/50"
                data-testid="crash-busted"
                data-target={target ?? ''}
              >
                {t('rounds.crash.busted')}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
