/**
 * `/game/eggs` (Telur Emas): a nest of three golden eggs. Pick a risk, then tap an egg: the tap is the
 * bet. The picked egg cracks and shows its prize, then the other two crack, dimmer, showing what
 * they held. Auto-bet repeats the same egg and risk. The help sheet lists every risk's pay table
 * with each prize's chance, from the shared tables the server pays by.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EGG_COUNT, EGG_WEIGHT_TOTAL, eggRisks, eggTables, type EggRisk } from '@kasino/shared/fairness/games/eggs';
import { fixed } from '@kasino/shared/fairness/primitives';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import type { BetView } from '@kasino/shared/games';
import { formatIdr } from '@kasino/shared/money';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { notify } from '../../../lib/toast.ts';
import type { WsCallError } from '../../../lib/ws/ws-client.ts';
import { ChoiceButton } from '../controls/choice-button.tsx';
import { RandomPick } from '../controls/in-play-actions.tsx';
import { TableControls } from '../controls/table-controls.tsx';
import { GameFrame } from '../frame/game-frame.tsx';
import { mergeSession, OutcomeLine, ResultStrip } from '../frame/stage-parts.tsx';
import type { EggsResult } from '../instant/instant-api.ts';
import { useInstantTable } from '../instant/use-instant-table.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { EggNest, EGGS_REVEAL_MS, type EggLook } from './egg-nest.tsx';
import '../../../i18n/tables-strings.ts';

/** How long the opened eggs stay before whole ones take their place. */
const REST_AFTER_MS = 3_200;

const topPrizeX100 = (risk: EggRisk): bigint => eggTables[risk].reduce((top, p) => (p.multiplierX100 > top ? p.multiplierX100 : top), 0n);
const resultOf = (bet: BetView): EggsResult => bet.result as EggsResult;
const EGGS = Array.from({ length: EGG_COUNT }, (_, egg) => egg);

export function EggsGame() {
  const { t } = useTranslation();
  const { open } = usePopups();
  const [risk, setRisk] = useState<EggRisk>('medium');
  const [autoEgg, setAutoEgg] = useState(1);
  // The cracks: shortened (or skipped) by the auto-bet speed while a series runs.
  const table = useInstantTable<{ risk: EggRisk; egg: number }>('eggs', { revealMs: EGGS_REVEAL_MS, recent: 12 });
  const { phase, revealing, last, session, play, stake, busy, autoRunning, revealMs, loggedIn, mode } = table;
  // Each reveal keeps the pace it started with (the end of a series must not replay its cracks).
  const [paced, setPaced] = useState<{ id: string | null; scale: number }>({ id: null, scale: 1 });
  if (revealing && revealing.id !== paced.id) setPaced({ id: revealing.id, scale: revealMs / EGGS_REVEAL_MS });
  /** The egg tapped whose reply has not come yet (it shakes). */
  const [armed, setArmed] = useState<number | null>(null);

  const canBet = loggedIn && !busy && !stake.error && Boolean(table.round.data);

  const placeOn = async (egg: number, amount: string) => {
    setArmed(egg);
    try {
      return await play({ amount, risk, egg });
    } finally {
      setArmed(null);
    }
  };

  const tapEgg = (egg: number) => {
    if (!loggedIn) return open('login');
    if (mode === 'auto') return setAutoEgg(egg);
    if (!canBet) return;
    placeOn(egg, stake.stakeWire).catch((error: WsCallError) => notify.error(`${error.message} (${error.code})`));
  };

  // A while after a result the nest is refilled with whole eggs, inviting the next tap.
  const [restedId, setRestedId] = useState<string | null>(null);
  useEffect(() => {
    if (!last || autoRunning) return;
    const timer = setTimeout(() => setRestedId(last.id), REST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [last, autoRunning]);

  // What each egg shows: shaking while its bet goes out, open with the revealed bet's prizes, else whole.
  // A series keeps the last eggs open while the next bet goes out (no flicker at speed).
  const shown = (armed === null || autoRunning) && revealing && revealing.id !== restedId ? revealing : null;
  const looks = Array.from({ length: EGG_COUNT }, (_, egg): EggLook => {
    if (shown) {
      const result = resultOf(shown);
      return { kind: 'open', prize: result.prizes[egg] ?? '0.00', picked: result.egg === egg };
    }
    return { kind: 'whole', wobble: armed === null && canBet && mode === 'manual', shake: armed === egg };
  }) as [EggLook, EggLook, EggLook];

  const pills = mergeSession(session, table.recent.data, 16);
  const top = topPrizeX100(risk);
  const riskName = (r: EggRisk) => t(`eggs.risk.${r}`);
  const lastResult = last ? resultOf(last) : null;

  const stage = (
    <>
      <ResultStrip bets={pills} testId="eggs" label={t('frame.myResults')} />
      <div
        className="pointer-events-none absolute inset-x-0 top-8 h-40 bg-[radial-gradient(50%_60%_at_50%_60%,rgb(255_214_102/0.22),transparent)]"
        aria-hidden="true"
      />
      <div className="relative pt-3">
        <EggNest
          revealKey={shown?.id ?? 'none'}
          looks={looks}
          selected={mode === 'auto' ? autoEgg : null}
          disabled={loggedIn && (busy || (mode === 'manual' && !canBet))}
          onEgg={tapEgg}
          scale={paced.scale}
        />
      </div>
      <OutcomeLine
        game="eggs"
        last={last}
        busy={busy && !autoRunning}
        busyText={t('eggs.cracking')}
        idleText={mode === 'auto' ? t('eggs.autoHint', { n: autoEgg + 1 }) : t('eggs.idle', { amount: formatIdr(stake.stake ?? 0n) })}
        detail={lastResult ? t('eggs.pickedEgg', { n: lastResult.egg + 1, risk: riskName(lastResult.risk) }) : undefined}
      />
    </>
  );

  const controls = (
    <TableControls
      game="eggs"
      table={table}
      pick={
        <>
          <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('eggs.riskLabel')}</p>
          <div className="mb-2.5 grid grid-cols-3 gap-1.5" role="radiogroup" aria-label={t('eggs.riskLabel')}>
            {eggRisks.map((r) => (
              <ChoiceButton
                key={r}
                checked={risk === r}
                disabled={busy}
                onSelect={() => setRisk(r)}
                testId={`eggs-risk-${r}`}
                className={`flex h-12 flex-col items-center justify-center rounded-2xl ring-1 transition active:scale-[0.98] disabled:opacity-60 ${
                  risk === r ? 'bg-[#d946ef]/18 text-[#f5b4ff] ring-2 ring-[#e879f9]' : 'bg-surface-2 text-fg ring-line'
                }`}
              >
                <span className="text-sm font-extrabold">{riskName(r)}</span>
                <span className="text-[10.5px] font-bold text-muted tabular-nums">
                  {t('eggs.upTo', { multiplier: formatMultiplier(fixed(topPrizeX100(r), 2)) })}
                </span>
              </ChoiceButton>
            ))}
          </div>
        </>
      }
      manual={
        <div className="grid grid-cols-[1fr_auto] items-center gap-2">
          <p className="text-[12.5px] leading-snug text-muted" data-testid="bet-win-preview">
            {t('eggs.tapHint', { amount: formatIdr(stake.stake !== null ? payoutOf(stake.stake, top, 100n) : 0n) })}
          </p>
          <RandomPick
            choices={EGGS}
            onPick={tapEgg}
            loading={phase === 'processing'}
            disabled={!canBet}
            testId="eggs-random"
            label={t('eggs.random')}
          />
        </div>
      }
      autoPlay={(amount) => placeOn(autoEgg, amount)}
    />
  );

  return (
    <GameFrame
      game="eggs"
      title={t('eggs.title')}
      loggedIn={loggedIn}
      stageClass="bg-[radial-gradient(120%_95%_at_50%_0%,#6d1f78,#220a2c_60%,#12071a)]"
      stage={stage}
      controls={controls}
      help={<EggsHelp />}
    />
  );
}

/** Rules and every risk's pay table with each prize's chance per egg. */
function EggsHelp() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('eggs.rules')}</p>
      {eggRisks.map((risk) => (
        <div key={risk} className="rounded-2xl bg-surface-2 p-2.5 ring-1 ring-line" data-testid={`eggs-table-${risk}`}>
          <p className="mb-1.5 text-sm font-extrabold text-fg">{t(`eggs.risk.${risk}`)}</p>
          <div className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-[12.5px]">
            <span className="font-semibold text-faint">{t('eggs.prize')}</span>
            <span className="text-right font-semibold text-faint">{t('eggs.chance')}</span>
            {eggTables[risk].map((entry) => (
              <PrizeRow
                key={String(entry.multiplierX100)}
                multiplier={fixed(entry.multiplierX100, 2)}
                chance={(entry.weight * 100) / EGG_WEIGHT_TOTAL}
              />
            ))}
          </div>
        </div>
      ))}
      <p className="text-xs">{t('eggs.rtp')}</p>
    </>
  );
}

function PrizeRow({ multiplier, chance }: { multiplier: string; chance: number }) {
  const zero = Number(multiplier) === 0;
  return (
    <>
      <span className={`font-bold tabular-nums ${zero ? 'text-loss' : 'text-gold'}`}>{zero ? '0x' : formatMultiplier(multiplier)}</span>
      <span className="text-right font-bold text-fg tabular-nums">{chance}%</span>
    </>
  );
}
