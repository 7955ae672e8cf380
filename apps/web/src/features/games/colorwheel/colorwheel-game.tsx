/**
 * `/game/colorwheel` (Roda Warna): pick a colour (Abu 1,98x, Hijau 3,30x, Biru 5,50x, Emas 49,50x),
 * then "Putar": the wheel spins about three seconds and stops with the committed segment under the
 * pointer. A strip of my last results, auto-bet on the same colour, and the layout in the help sheet.
 */
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WHEEL_SEGMENTS,
  wheelColors,
  wheelMultiplier,
  wheelMultipliersX100,
  wheelSegments,
  type WheelColor,
} from '@kasino/shared/fairness/games/colorwheel';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import type { BetView } from '@kasino/shared/games';
import { formatIdr } from '@kasino/shared/money';
import { PlayButton } from '../controls/bet-actions.tsx';
import { ChoiceButton } from '../controls/choice-button.tsx';
import { TableControls } from '../controls/table-controls.tsx';
import { GameFrame } from '../frame/game-frame.tsx';
import { mergeSession, OutcomeLine, ResultStrip } from '../frame/stage-parts.tsx';
import type { ColorwheelResult } from '../instant/instant-api.ts';
import { useInstantTable } from '../instant/use-instant-table.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { ColorWheel, SPIN_MS, WHEEL_REVEAL_MS } from './color-wheel.tsx';
import { wheelColorHex } from '../../../components/game-pieces/wheel-colors.ts';
import '../../../i18n/tables-strings.ts';

const countOf = (color: WheelColor): number => wheelSegments.filter((c) => c === color).length;
const resultOf = (bet: BetView): ColorwheelResult => bet.result as ColorwheelResult;

export function ColorwheelGame() {
  const { t } = useTranslation();
  const [color, setColor] = useState<WheelColor>('green');
  // The spin: shortened (or skipped) by the auto-bet speed while a series runs.
  const table = useInstantTable<{ color: WheelColor }>('colorwheel', { revealMs: WHEEL_REVEAL_MS, recent: 20 });
  const { phase, revealing, last, session, play, stake, busy, autoRunning, revealMs } = table;
  const colorName = (c: WheelColor) => t(`colorwheel.colors.${c}`);

  const pills = mergeSession(session, table.recent.data, 24);
  const landedBet = last && revealing && last.id === revealing.id ? last : null;
  const landedResult = landedBet ? resultOf(landedBet) : null;
  const winPreview = stake.stake !== null ? payoutOf(stake.stake, wheelMultipliersX100[color], 100n) : 0n;

  const hub = landedResult ? (
    <div className="animate-pop-in" data-testid="colorwheel-hub" data-color={landedResult.color}>
      <span
        className="mx-auto mb-1 block size-5 rounded-full ring-2 ring-white/80"
        style={{ background: wheelColorHex[landedResult.color] }}
      />
      <p className="text-[15px] leading-tight font-black text-white">{colorName(landedResult.color)}</p>
      <p className="text-[11px] font-bold text-white/60 tabular-nums">{formatMultiplier(wheelMultiplier(landedResult.color))}</p>
    </div>
  ) : phase === 'processing' ? null : (
    <div className="opacity-80">
      <span className="mx-auto mb-1 block size-4 rounded-full ring-2 ring-white/40" style={{ background: wheelColorHex[color] }} />
      <p className="text-[11px] font-bold text-white/60">{t('colorwheel.yourPick')}</p>
      <p className="text-[13px] leading-tight font-black text-white">{colorName(color)}</p>
    </div>
  );

  const stage = (
    <>
      <ResultStrip
        bets={pills}
        testId="colorwheel"
        label={t('frame.myResults')}
        render={(bet) => {
          const r = resultOf(bet);
          return (
            <span
              title={colorName(r.color)}
              className={`block size-5 shrink-0 rounded-full ${bet.win ? 'ring-2 ring-white' : 'ring-1 ring-black/40'}`}
              style={{ background: wheelColorHex[r.color] }}
              data-color={r.color}
            />
          );
        }}
      />
      <div className="pt-3">
        <ColorWheel
          target={revealing ? { id: revealing.id, segment: resultOf(revealing).segment } : null}
          landed={Boolean(landedResult)}
          spinning={phase === 'processing'}
          spinMs={Math.round((revealMs * SPIN_MS) / WHEEL_REVEAL_MS)}
          hub={hub}
        />
      </div>
      <OutcomeLine
        game="colorwheel"
        last={last}
        busy={phase === 'processing' && !autoRunning}
        busyText={t('colorwheel.spinning')}
        idleText={t('colorwheel.idle', { color: colorName(color), multiplier: formatMultiplier(wheelMultiplier(color)) })}
        detail={landedResult ? t('colorwheel.landed', { color: colorName(landedResult.color), segment: landedResult.segment }) : undefined}
      />
    </>
  );

  const controls = (
    <TableControls
      game="colorwheel"
      table={table}
      pick={
        <div className="mb-2.5 grid grid-cols-4 gap-1.5" role="radiogroup" aria-label={t('colorwheel.pick')}>
          {wheelColors.map((c) => (
            <ChoiceButton
              key={c}
              checked={color === c}
              disabled={busy}
              onSelect={() => setColor(c)}
              testId={`colorwheel-color-${c}`}
              className={`relative flex h-[3.4rem] flex-col items-center justify-center overflow-hidden rounded-2xl ring-1 transition active:scale-[0.97] disabled:opacity-60 ${
                color === c ? 'ring-2 ring-white' : 'ring-line'
              }`}
              style={{
                background:
                  color === c
                    ? `linear-gradient(180deg, ${wheelColorHex[c]}, ${wheelColorHex[c]}aa)`
                    : `linear-gradient(180deg, ${wheelColorHex[c]}40, ${wheelColorHex[c]}18)`,
              }}
            >
              <span
                className={`text-[12px] leading-tight font-extrabold ${color === c ? (c === 'gold' ? 'text-[#2b1700]' : 'text-white') : 'text-fg'}`}
              >
                {colorName(c)} <span className="font-bold opacity-70">{(countOf(c) * 100) / WHEEL_SEGMENTS}%</span>
              </span>
              <span
                className={`text-[15px] leading-tight font-black tabular-nums ${color === c ? (c === 'gold' ? 'text-[#2b1700]' : 'text-white') : 'text-fg'}`}
              >
                {formatMultiplier(wheelMultiplier(c))}
              </span>
            </ChoiceButton>
          ))}
        </div>
      }
      manual={
        <PlayButton
          label={t('colorwheel.spin')}
          preview={t('roller.winPreview', { amount: formatIdr(winPreview) })}
          phase={phase}
          disabled={Boolean(stake.error) || !table.round.data}
          onClick={() => table.placeOne({ color })}
          icon={<RotateCw className="size-5" aria-hidden="true" />}
        />
      }
      autoPlay={(amount) => play({ amount, color })}
    />
  );

  return (
    <GameFrame
      game="colorwheel"
      title={t('colorwheel.title')}
      loggedIn={table.loggedIn}
      stageClass="bg-[radial-gradient(120%_95%_at_50%_0%,#2e2a8a,#12112e_62%,#0b0a1c)]"
      stage={stage}
      controls={controls}
      help={<WheelHelp />}
    />
  );
}

function WheelHelp() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('colorwheel.rules')}</p>
      <div
        className="grid grid-cols-[auto_1fr_auto_auto] items-center gap-x-3 gap-y-1.5 rounded-2xl bg-surface-2 p-2.5 text-[12.5px] ring-1 ring-line"
        data-testid="colorwheel-paytable"
      >
        <span />
        <span className="font-semibold text-faint">{t('colorwheel.color')}</span>
        <span className="text-right font-semibold text-faint">{t('colorwheel.segments')}</span>
        <span className="text-right font-semibold text-faint">{t('roller.multiplierShort')}</span>
        {wheelColors.map((c) => (
          <Row key={c} color={c} />
        ))}
      </div>
      <div className="flex flex-wrap gap-[3px]" aria-label={t('colorwheel.layout')}>
        {wheelSegments.map((c, i) => (
          <span key={i} className="h-3 w-[calc((100%-72px)/25)] rounded-[3px]" style={{ background: wheelColorHex[c] }} title={`${i}`} />
        ))}
      </div>
      <p className="text-xs">{t('colorwheel.rtp')}</p>
    </>
  );
}

function Row({ color }: { color: WheelColor }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="size-3.5 rounded-full" style={{ background: wheelColorHex[color] }} />
      <span className="font-bold text-fg">{t(`colorwheel.colors.${color}`)}</span>
      <span className="text-right font-bold text-fg tabular-nums">
        {countOf(color)} / {WHEEL_SEGMENTS}
      </span>
      <span className="text-right font-black text-gold tabular-nums">{formatMultiplier(wheelMultiplier(color))}</span>
    </>
  );
}
