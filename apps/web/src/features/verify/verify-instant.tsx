/**
 * The verify page's part for eggs, colour wheel, cryptos, stairs and the daily wheel: each result recomputed from a
 * bet stream with the shared functions the server runs (playEggs, playColorwheel, playCryptos,
 * stairsTrapMap / stairsMultiplier), with the derived values shown beside it.
 */
import '../../i18n/verify-strings.ts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { playColorwheel, WHEEL_SEGMENTS, wheelSegments, type WheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { playCryptos } from '@kasino/shared/fairness/games/cryptos';
import { dailyWheelSegment } from '@kasino/shared/fairness/promo/daily-wheel';
import { EGG_COUNT, EGG_WEIGHT_TOTAL, playEggs, type EggRisk } from '@kasino/shared/fairness/games/eggs';
import { stairsMultiplier, stairsShapes, stairsTrapMap, type StairsLevel } from '@kasino/shared/fairness/games/stairs';
import type { BetStream } from '@kasino/shared/fairness/stream';
import { formatMultiplier } from '../../lib/games/format-multiplier.ts';
import { wheelColorHex } from '../../components/game-pieces/wheel-colors.ts';
import { CryptoCoinBadge } from '../../components/game-pieces/crypto-coin.tsx';
import '../../i18n/tables-strings.ts';

export interface InstantDerived {
  /** How many chunks the result used. */
  chunks: number;
  raw: string;
  result: string;
  detail?: ReactNode;
}

export function deriveEggs(stream: BetStream, risk: EggRisk, egg: number, t: TFunction): InstantDerived {
  const outcome = playEggs(stream, risk, egg, 0n);
  const values = Array.from({ length: EGG_COUNT }, (_, i) => stream.index(i, EGG_WEIGHT_TOTAL));
  return {
    chunks: EGG_COUNT,
    raw: outcome.prizes.join(','),
    result: `${t('eggs.egg', { n: egg + 1 })}: ${formatMultiplier(outcome.multiplier)}`,
    detail: (
      <div className="mt-3 grid grid-cols-3 gap-2" data-testid="verify-eggs">
        {outcome.prizes.map((prize, i) => (
          <div key={i} className={`rounded-xl px-2 py-1.5 ring-1 ${i === egg ? 'bg-gold/15 ring-gold/60' : 'bg-surface-2 ring-line'}`}>
            <p className="text-[11px] font-semibold text-muted">{t('eggs.egg', { n: i + 1 })}</p>
            <p className="text-base font-black text-fg tabular-nums">{formatMultiplier(prize)}</p>
            <p className="text-[10.5px] text-muted tabular-nums">{t('instantVerify.eggValue', { value: values[i] ?? 0 })}</p>
          </div>
        ))}
      </div>
    ),
  };
}

export function deriveColorwheel(stream: BetStream, color: WheelColor, t: TFunction): InstantDerived {
  const outcome = playColorwheel(stream, color, 0n);
  return {
    chunks: 1,
    raw: String(outcome.segment),
    result: `${t('instantVerify.segment', { segment: outcome.segment })} · ${t(`colorwheel.colors.${outcome.color}`)} · ${outcome.win ? `${t('roller.win')} ${formatMultiplier(outcome.multiplier)}` : t('roller.lose')}`,
    detail: (
      <div className="mt-3 flex flex-wrap justify-center gap-[3px]" data-testid="verify-wheel">
        {wheelSegments.map((c, i) => (
          <span
            key={i}
            title={String(i)}
            className={`h-3.5 w-[calc((100%-72px)/25)] rounded-[3px] ${i === outcome.segment ? 'ring-2 ring-white' : 'opacity-60'}`}
            style={{ background: wheelColorHex[c] }}
          />
        ))}
        <p className="mt-1 w-full text-[11px] text-muted">{t('instantVerify.segmentOf', { total: WHEEL_SEGMENTS })}</p>
      </div>
    ),
  };
}

/** The daily wheel: v = floor(f(stream, 0) × total weight), and the segment whose range holds it. */
export function deriveDailyWheel(stream: BetStream, weights: number[], t: TFunction): InstantDerived {
  const { segment, value, total } = dailyWheelSegment(stream, weights);
  let from = 0;
  return {
    chunks: 1,
    raw: String(segment),
    result: t('instantVerify.wheelSegment', { n: segment + 1, value, total }),
    detail: (
      <ol className="mt-3 flex flex-col gap-1 text-[12px] tabular-nums" data-testid="verify-daily-wheel">
        {weights.map((w, i) => {
          const range = `${from}–${from + w - 1}`;
          from += w;
          return (
            <li
              key={i}
              className={`flex justify-between rounded-lg px-2 py-1 ${i === segment ? 'bg-gold/15 font-bold text-gold ring-1 ring-gold/50' : 'bg-surface-2 text-muted'}`}
            >
              <span>{t('instantVerify.wheelRow', { n: i + 1 })}</span>
              <span>{w > 0 ? range : '—'}</span>
            </li>
          );
        })}
      </ol>
    ),
  };
}

export function deriveCryptos(stream: BetStream, t: TFunction): InstantDerived {
  const outcome = playCryptos(stream, 0n);
  return {
    chunks: outcome.coins.length,
    raw: outcome.coins.join(','),
    result: `${t(`cryptos.hands.${outcome.hand}`)} · ${formatMultiplier(outcome.multiplier)}`,
    detail: (
      <div className="mt-3 flex justify-center gap-1.5" data-testid="verify-coins">
        {outcome.coins.map((coin, i) => (
          <CryptoCoinBadge key={i} coin={coin} state="idle" />
        ))}
      </div>
    ),
  };
}

export function deriveStairs(stream: BetStream, level: StairsLevel, picks: number[], t: TFunction): InstantDerived {
  const shape = stairsShapes[level];
  const map = stairsTrapMap(stream, level);
  // Replays the picks: climb while the tile is safe.
  let climbed = 0;
  let fell = false;
  for (const tile of picks.slice(0, shape.steps)) {
    if (map[climbed]?.includes(tile)) {
      fell = true;
      break;
    }
    climbed++;
  }
  const outcome =
    picks.length === 0
      ? t('instantVerify.trapMap')
      : fell
        ? t('stairs.fell', { step: climbed + 1 })
        : `${t('stairs.climbed', { count: climbed })} · ${formatMultiplier(stairsMultiplier(level, climbed))}`;
  return {
    chunks: shape.steps * shape.traps,
    raw: map.map((row) => row.join('+')).join('|'),
    result: outcome,
    detail: (
      <ol className="mx-auto mt-3 flex w-48 flex-col gap-1" data-testid="verify-stairs">
        {map
          .map((traps, step) => ({ traps, step }))
          .reverse()
          .map(({ traps, step }) => (
            <li key={step} className="grid grid-cols-[1.25rem_1fr] items-center gap-1.5">
              <span className="text-[10px] font-bold text-muted tabular-nums">{step + 1}</span>
              <span className="grid gap-1" style={{ gridTemplateColumns: `repeat(${shape.tiles}, minmax(0, 1fr))` }}>
                {Array.from({ length: shape.tiles }, (_, tile) => (
                  <span
                    key={tile}
                    className={`h-3.5 rounded ${traps.includes(tile) ? 'bg-danger' : picks[step] === tile && step < climbed ? 'bg-gold' : 'bg-surface-3'} ${picks[step] === tile && step === climbed && fell ? 'ring-2 ring-white' : ''}`}
                  />
                ))}
              </span>
            </li>
          ))}
      </ol>
    ),
  };
}
