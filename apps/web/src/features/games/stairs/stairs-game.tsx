/**
 * `/game/stairs` (Tangga): a staircase of tile rows, bottom step first. Pick a level and stake, then
 * climb: on the glowing row tap a tile; a safe tile lights your footstep and the row above starts to
 * glow, a trap breaks and falls away and the round is lost. Every row shows the multiplier it pays;
 * Cash-out shows the current win. At the end every trap is revealed. An open round comes back on
 * return (curRound).
 */
import { Footprints, PersonStanding, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import { stairsLevels, stairsMultiplier, stairsShapes, type StairsLevel } from '@kasino/shared/fairness/games/stairs';
import { parseAmount } from '@kasino/shared/money';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import type { StairsView } from '../stepped/stepped-api.ts';
import { useSteppedRound } from '../stepped/use-stepped-round.ts';
import { useStake } from '../controls/use-stake.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { GameFrame } from '../frame/game-frame.tsx';
import { OutcomeLine } from '../frame/stage-parts.tsx';
import { StartButton } from '../controls/bet-actions.tsx';
import { ChoiceButton } from '../controls/choice-button.tsx';
import { InPlayActions, RandomPick } from '../controls/in-play-actions.tsx';
import { LoginToPlay } from '../controls/login-to-play.tsx';
import { TableStake } from '../controls/stake-field.tsx';
import { StickyAction } from '../controls/sticky-action.tsx';
import '../../../i18n/tables-strings.ts';

type TileState = 'idle' | 'open' | 'stepped' | 'hit' | 'trap' | 'safe';

/** What a tile shows, from the round's view (or the preview of a level before a round). */
function tileStateOf(view: StairsView | null, step: number, tile: number, current: number, playing: boolean): TileState {
  if (!view) return 'idle';
  if (view.picks[step] === tile) return 'stepped';
  if (step === view.picks.length && view.hit === tile) return 'hit';
  if (view.trapMap) return view.trapMap[step]?.includes(tile) ? 'trap' : 'safe';
  return playing && step === current ? 'open' : 'idle';
}

export function StairsGame() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { current, round, phase, busy, start, act, cash } = useSteppedRound<StairsView>('stairs', t('stepped.restored'));
  const stake = useStake(current.data?.betAmountRange);
  const [level, setLevel] = useState<StairsLevel>('medium');

  const playing = phase === 'process';
  const ended = round?.state === 'ended';
  // A restored or running round sets the level shown in the selector (so its end stays on the stairs).
  if (playing && round && round.view.level !== level) setLevel(round.view.level);
  // The ended round stays on the stairs until another level is chosen or a new round starts.
  const view = round && (playing || round.view.level === level) ? round.view : null;
  const shape = view ? { tiles: view.tiles, traps: view.traps, steps: view.steps } : stairsShapes[level];
  const shownLevel = view?.level ?? level;
  const climbed = view?.picks.length ?? 0;
  const cashWin =
    round && view && playing && climbed > 0
      ? payoutOf(parseAmount(round.bet.amount) ?? 0n, parseAmount(view.multiplier) ?? 0n, 100n)
      : null;
  const openTiles = playing && view ? Array.from({ length: view.tiles }, (_, i) => i) : [];
  const levelName = (l: StairsLevel) => t(`stairs.levels.${l}`);

  const pick = (tile: number) => {
    if (!playing || busy) return;
    void act({ selectCard: tile });
  };

  const rows = Array.from({ length: shape.steps }, (_, i) => shape.steps - 1 - i);
  const stage = (
    <>
      {view ? (
        <div className="grid grid-cols-3 gap-2 px-3 pt-3 text-center text-[11px] font-semibold text-white/60">
          <Stat label={t('stairs.level')} value={levelName(shownLevel)} testId="stairs-level-shown" />
          <Stat
            label={t('stepped.multiplier')}
            value={formatMultiplier(ended && round && view ? round.bet.multiplier : (view?.multiplier ?? '1.00'))}
            testId="stairs-multiplier"
            gold
          />
          <Stat label={t('stepped.next')} value={view.nextMultiplier ? formatMultiplier(view.nextMultiplier) : '–'} testId="stairs-next" />
        </div>
      ) : null}
      <ol className="flex flex-col gap-1 px-3 pt-3" aria-label={t('stairs.title')} data-testid="stairs-board" data-level={shownLevel}>
        {rows.map((step) => {
          const isCurrent = playing && step === climbed;
          const reached = step < climbed;
          // Higher steps are narrower, so the rows read as a staircase going up.
          const inset = (step / Math.max(1, shape.steps - 1)) * 26;
          const rowMultiplier = stairsMultiplier(shownLevel, step + 1);
          return (
            <li
              key={step}
              className="grid grid-cols-[1.5rem_1fr_3.6rem] items-center gap-1.5"
              data-testid={`stairs-row-${step}`}
              data-current={isCurrent ? 'true' : 'false'}
            >
              <span
                className={`grid size-6 place-items-center rounded-full text-[10px] font-black ${isCurrent ? 'bg-accent text-accent-ink' : reached ? 'bg-gold/80 text-[#2b1700]' : 'bg-white/8 text-white/45'}`}
              >
                {isCurrent ? <PersonStanding className="size-4" aria-hidden="true" /> : step + 1}
              </span>
              <div
                className={`grid gap-1.5 rounded-xl p-[3px] transition-colors ${isCurrent ? 'stairs-row-current bg-accent/10' : reached ? 'bg-gold/10' : 'bg-black/20'}`}
                style={{ gridTemplateColumns: `repeat(${shape.tiles}, minmax(0, 1fr))`, marginLeft: `${inset}%` }}
              >
                {Array.from({ length: shape.tiles }, (_, tile) => (
                  <Tile
                    key={`${round?.bet.id ?? 'preview'}-${step}-${tile}`}
                    state={tileStateOf(view, step, tile, climbed, playing)}
                    disabled={!isCurrent || busy}
                    onClick={() => pick(tile)}
                    label={t('stairs.tile', { step: step + 1, n: tile + 1 })}
                    testId={`stairs-tile-${step}-${tile}`}
                  />
                ))}
              </div>
              <span
                className={`text-right text-[12px] font-black tabular-nums ${isCurrent ? 'text-accent' : reached ? 'text-gold' : 'text-white/45'}`}
                data-testid={`stairs-row-multiplier-${step}`}
              >
                {formatMultiplier(rowMultiplier)}
              </span>
            </li>
          );
        })}
      </ol>
      <OutcomeLine
        game="stairs"
        last={ended && view && round ? round.bet : null}
        busy={false}
        busyText=""
        idleText={
          playing
            ? climbed === 0
              ? t('stairs.firstStep')
              : t('stairs.keepClimbing', { count: climbed })
            : t('stairs.idle', { tiles: shape.tiles, traps: shape.traps })
        }
        detail={
          ended && view
            ? view.hit !== null
              ? t('stairs.fell', { step: climbed + 1 })
              : t('stairs.climbed', { count: climbed })
            : undefined
        }
      />
    </>
  );

  const controls = !loggedIn ? (
    <LoginToPlay testId="stairs-login" />
  ) : playing ? (
    <InPlayActions
      game="stairs"
      busy={busy}
      cashWin={cashWin}
      cashNeeds={t('stairs.cashNeedsStep')}
      onCash={() => void cash()}
      aside={<RandomPick choices={openTiles} onPick={pick} disabled={busy} testId="stairs-random" label={t('stepped.random')} />}
    />
  ) : (
    <div className="flex flex-col gap-2.5">
      <div>
        <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('stairs.level')}</p>
        <div className="grid grid-cols-4 gap-1.5" role="radiogroup" aria-label={t('stairs.level')}>
          {stairsLevels.map((l) => {
            const s = stairsShapes[l];
            return (
              <ChoiceButton
                key={l}
                checked={level === l}
                disabled={busy}
                onSelect={() => setLevel(l)}
                testId={`stairs-level-${l}`}
                className={`flex h-[3.6rem] flex-col items-center justify-center rounded-2xl ring-1 transition active:scale-[0.97] disabled:opacity-60 ${
                  level === l ? 'bg-[#10b981]/18 text-[#8ef5cf] ring-2 ring-[#34d399]' : 'bg-surface-2 text-fg ring-line'
                }`}
              >
                <span className="text-[13px] font-extrabold">{levelName(l)}</span>
                <span className="text-[10px] font-bold text-muted tabular-nums">
                  {s.tiles - s.traps}/{s.tiles} · {formatMultiplier(stairsMultiplier(l, s.steps))}
                </span>
              </ChoiceButton>
            );
          })}
        </div>
      </div>
      <TableStake stake={stake} disabled={busy} showError />
      <StickyAction>
        <StartButton
          label={t('stairs.start')}
          busy={busy}
          disabled={Boolean(stake.error) || !current.data}
          onClick={() => void start(stake.stakeWire, { level })}
          icon={<Zap className="size-5" aria-hidden="true" />}
        />
      </StickyAction>
    </div>
  );

  return (
    <GameFrame
      game="stairs"
      title={t('stairs.title')}
      loggedIn={loggedIn}
      stageClass="bg-[radial-gradient(120%_90%_at_50%_0%,#0d5a44,#0a1f1c_62%,#07120f)]"
      stage={stage}
      controls={controls}
      help={<StairsHelp />}
    />
  );
}

function Tile({
  state,
  disabled,
  onClick,
  label,
  testId,
}: {
  state: TileState;
  disabled: boolean;
  onClick: () => void;
  label: string;
  testId: string;
}) {
  const look: Record<TileState, string> = {
    idle: 'bg-gradient-to-b from-[#2b4a43] to-[#1d332e] shadow-[inset_0_-3px_0_rgb(0_0_0/0.35)]',
    open: 'bg-gradient-to-b from-[#3b7d68] to-[#255646] shadow-[inset_0_-3px_0_rgb(0_0_0/0.35)] hover:brightness-125',
    stepped: 'tile-stepped bg-gradient-to-b from-[#ffe07a] to-[#e0a21b] text-[#3a2200] shadow-[0_0_14px_rgb(255_200_61/0.45)]',
    hit: 'bg-transparent border-2 border-dashed border-danger/70',
    trap: 'bg-[repeating-linear-gradient(135deg,#5b1d22,#5b1d22_5px,#43151a_5px,#43151a_10px)] ring-1 ring-danger/50',
    safe: 'bg-[#1d332e]/70',
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      data-state={state}
      className={`relative h-[26px] rounded-lg transition ${look[state]} ${state === 'open' ? 'cursor-pointer active:scale-95' : ''}`}
    >
      {state === 'stepped' && <Footprints className="mx-auto size-4" aria-hidden="true" />}
      {state === 'trap' && <Crack />}
      {state === 'hit' && (
        <span className="tile-falling absolute inset-0 rounded-lg bg-[repeating-linear-gradient(135deg,#b91c1c,#b91c1c_5px,#7f1d1d_5px,#7f1d1d_10px)] shadow-[0_0_20px_rgb(251_78_78/0.6)]">
          <Crack />
        </span>
      )}
    </button>
  );
}

function Crack() {
  return (
    <svg viewBox="0 0 40 20" className="absolute inset-0 m-auto h-full w-full opacity-80" preserveAspectRatio="none" aria-hidden="true">
      <path d="M4 2 L14 9 L11 12 L22 18 M14 9 L26 6 L30 11 L38 4" fill="none" stroke="#ffb4b4" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

function Stat({ label, value, testId, gold = false }: { label: string; value: string; testId: string; gold?: boolean }) {
  return (
    <div className="rounded-xl bg-black/25 px-2 py-1.5">
      <p>{label}</p>
      <p className={`truncate text-base font-black tabular-nums ${gold ? 'text-gold' : 'text-white'}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function StairsHelp() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('stairs.rules')}</p>
      {stairsLevels.map((l) => {
        const s = stairsShapes[l];
        return (
          <div key={l} className="rounded-2xl bg-surface-2 p-2.5 ring-1 ring-line">
            <p className="text-sm font-extrabold text-fg">
              {t(`stairs.levels.${l}`)}{' '}
              <span className="font-semibold text-muted">· {t('stairs.shape', { tiles: s.tiles, traps: s.traps, steps: s.steps })}</span>
            </p>
            <p className="mt-1 flex flex-wrap gap-1 text-[11.5px] font-bold tabular-nums">
              {Array.from({ length: s.steps }, (_, k) => (
                <span key={k} className="rounded-md bg-surface-3 px-1.5 py-0.5 text-gold">
                  {k + 1}: {formatMultiplier(stairsMultiplier(l, k + 1))}
                </span>
              ))}
            </p>
          </div>
        );
      })}
      <p className="text-xs">{t('stairs.rtp')}</p>
    </>
  );
}
