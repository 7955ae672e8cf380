/**
 * `/game/colorwheel` (Roda Warna): pick a colour (Abu 1,98x, Hijau 3,30x, Biru 5,50x, Emas 49,50x),
 * then "Putar": the wheel spins about three seconds and stops with the committed segment under the
 * pointer. A strip of my last results, auto-bet on the same colour, and the layout in the help sheet.
 */
import { RotateCw } from 'lucide-react';
import { useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';
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
import { useIsLoggedIn, useSessionStore } from '../../../lib/auth/token-store.ts';
import { notify } from '../../../lib/toast.ts';
import type { WsCallError } from '../../../lib/ws/ws-client.ts';
import { useRecentBets } from '../frame/bets-api.ts';
import { useInstantRound, type ColorwheelResult } from '../instant/instant-api.ts';
import { storeSeeds } from '../../../lib/games/seeds-api.ts';
import { useRevealMs } from '../auto-bet/use-auto-speed.ts';
import { useInstantPlay } from '../instant/use-instant-play.ts';
import { useStake } from '../controls/use-stake.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { AutoBet } from '../auto-bet/auto-bet.tsx';
import { BetActions, PlayButton } from '../controls/bet-actions.tsx';
import { GameFrame, ModeTabs } from '../frame/game-frame.tsx';
import { mergeSession, OutcomeLine, ResultStrip } from '../frame/stage-parts.tsx';
import { StakeField } from '../controls/stake-field.tsx';
import { ColorWheel, SPIN_MS, WHEEL_REVEAL_MS } from './color-wheel.tsx';
import { wheelColorHex } from '../../../components/game-pieces/wheel-colors.ts';
import '../../../i18n/tables-strings.ts';

type Mode = 'manual' | 'auto';

const countOf = (color: WheelColor): number => wheelSegments.filter((c) => c === color).length;
const resultOf = (bet: BetView): ColorwheelResult => bet.result as ColorwheelResult;

export function ColorwheelGame() {
  const { t } = useTranslation();
  const reduced = useReducedMotion() ?? false;
  const loggedIn = useIsLoggedIn();
  const identity = useSessionStore((s) => s.session);
  const round = useInstantRound('colorwheel', identity ?? 'visitor');
  const roundSeeds = round.data?.seeds;
  useEffect(() => storeSeeds(roundSeeds), [roundSeeds]);
  const stake = useStake(round.data?.betAmountRange);
  const [color, setColor] = useState<WheelColor>('green');
  const [mode, setMode] = useState<Mode>('manual');
  const [autoRunning, setAutoRunning] = useState(false);
  // The spin: shortened (or skipped) by the auto-bet speed while a series runs.
  const fullRevealMs = reduced ? 0 : WHEEL_REVEAL_MS;
  const revealMs = useRevealMs(fullRevealMs, autoRunning);
  const { phase, revealing, last, session, play } = useInstantPlay<{ color: WheelColor }>('colorwheel', revealMs);
  const recent = useRecentBets('colorwheel', 20, loggedIn);
  const busy = phase === 'processing' || autoRunning;
  const colorName = (c: WheelColor) => t(`colorwheel.colors.${c}`);

  const spinOnce = () => {
    if (stake.error || stake.stake === null) return;
    play({ amount: stake.stakeWire, color }).catch((error: WsCallError) => notify.error(`${error.message} (${error.code})`));
  };

  const pills = mergeSession(session, recent.data, 24);
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
    <>
      <ModeTabs mode={mode} onMode={setMode} disabled={autoRunning} />
      <div className="mb-2.5 grid grid-cols-4 gap-1.5" role="radiogroup" aria-label={t('colorwheel.pick')}>
        {wheelColors.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={color === c}
            disabled={busy}
            onClick={() => setColor(c)}
            data-testid={`colorwheel-color-${c}`}
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
          </button>
        ))}
      </div>
      {!autoRunning && (
        <StakeField
          label={t('roller.amount')}
          value={stake.stakeWire}
          onChange={stake.setAmount}
          range={stake.range}
          balance={stake.balance}
          disabled={busy}
          error={loggedIn ? stake.shownError : undefined}
        />
      )}
      <BetActions
        game="colorwheel"
        loggedIn={loggedIn}
        mode={mode}
        manual={
          <PlayButton
            label={t('colorwheel.spin')}
            preview={t('roller.winPreview', { amount: formatIdr(winPreview) })}
            phase={phase}
            disabled={Boolean(stake.error) || !round.data}
            onClick={spinOnce}
            icon={<RotateCw className="size-5" aria-hidden="true" />}
          />
        }
        auto={<AutoBet stake={stake} play={(amount) => play({ amount, color })} onRunningChange={setAutoRunning} revealMs={fullRevealMs} />}
      />
    </>
  );

  return (
    <GameFrame
      game="colorwheel"
      title={t('colorwheel.title')}
      loggedIn={loggedIn}
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
