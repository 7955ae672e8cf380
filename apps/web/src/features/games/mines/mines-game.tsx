/**
 * `/game/mines`: 5×5 tiles that flip to a gem or a bomb, the mines count (1–24), the current and
 * next multiplier, Cash-out showing the win, and every mine shown when the round ends. An open round
 * is restored on load (curRound). Header, live feed and fairness come from the shared game frame.
 */
import { Bomb, Gem, Minus, Plus } from 'lucide-react';
import * as motion from 'motion/react-m';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier } from '@kasino/shared/fairness/games/mines';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import { parseAmount } from '@kasino/shared/money';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import type { MinesView } from '../stepped/stepped-api.ts';
import { useStake } from '../controls/use-stake.ts';
import { SteppedOutcome } from '../stepped/stepped-outcome.tsx';
import { useSteppedRound } from '../stepped/use-stepped-round.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { GameFrame } from '../frame/game-frame.tsx';
import { StartButton } from '../controls/bet-actions.tsx';
import { InPlayActions, RandomPick } from '../controls/in-play-actions.tsx';
import { LoginToPlay } from '../controls/login-to-play.tsx';
import { TableStake } from '../controls/stake-field.tsx';
import { StickyAction } from '../controls/sticky-action.tsx';
import '../../../i18n/tables-strings.ts';

type TileState = 'hidden' | 'gem' | 'mine' | 'mine-revealed' | 'gem-revealed';

const QUICK_MINES = [1, 3, 5, 10, 24] as const;

function tileStateOf(tile: number, view: MinesView | null): TileState {
  if (!view) return 'hidden';
  if (view.hit === tile) return 'mine';
  if (view.picks.includes(tile)) return 'gem';
  if (view.mineTiles) return view.mineTiles.includes(tile) ? 'mine-revealed' : 'gem-revealed';
  return 'hidden';
}

export function MinesGame() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { current, round, phase, busy, start, act, cash } = useSteppedRound<MinesView>('mines', t('stepped.restored'));
  const [mines, setMines] = useState(3);

  const stake = useStake(current.data?.betAmountRange);

  const view = round?.view ?? null;
  const playing = phase === 'process';
  const ended = round?.state === 'ended';
  const shownMines = playing && view ? view.mines : mines;
  const picks = view && playing ? view.picks.length : 0;
  const currentX = playing && view ? view.multiplier : '1.00';
  const nextX = playing && view ? view.nextMultiplier : minesMultiplier(mines, 1);
  const cashWin =
    round && view && playing && view.picks.length > 0
      ? payoutOf(parseAmount(round.bet.amount) ?? 0n, parseAmount(view.multiplier) ?? 0n, 100n)
      : null;
  const hidden = Array.from({ length: MINES_TILES }, (_, i) => i).filter((i) => view && playing && !view.picks.includes(i));

  const pick = (tile: number) => {
    if (!playing || busy || !view || view.picks.includes(tile)) return;
    void act({ selectCard: tile });
  };

  return (
    <GameFrame
      game="mines"
      title="Mines"
      loggedIn={loggedIn}
      stageClass="bg-[radial-gradient(120%_100%_at_50%_0%,#0f4f4a,#0a1618_70%)] p-3"
      help={<p>{t('stepped.minesRules')}</p>}
      stage={
        <>
          <div className="mb-3 grid grid-cols-3 gap-2 text-center text-[11px] font-semibold text-white/60">
            <Stat label={t('stepped.mines')} value={String(shownMines)} testId="mines-count-shown" />
            <Stat
              label={t('stepped.multiplier')}
              value={formatMultiplier(ended && round ? round.bet.multiplier : currentX)}
              testId="mines-multiplier"
              gold
            />
            <Stat label={t('stepped.next')} value={nextX ? formatMultiplier(nextX) : '–'} testId="mines-next" />
          </div>
          <div className="grid grid-cols-5 gap-2 [perspective:800px]" role="group" aria-label="Mines">
            {Array.from({ length: MINES_TILES }, (_, tile) => {
              const state = tileStateOf(tile, view);
              const faceUp = state !== 'hidden';
              return (
                <motion.button
                  key={`${round?.bet.id ?? 'none'}-${tile}`}
                  type="button"
                  onClick={() => pick(tile)}
                  disabled={!playing || busy || faceUp}
                  data-testid={`mines-tile-${tile}`}
                  data-state={state}
                  aria-label={t('stepped.tile', { n: tile + 1 })}
                  initial={false}
                  animate={{ rotateY: faceUp ? 180 : 0 }}
                  transition={{ duration: 0.3 }}
                  className={`relative aspect-square rounded-xl [transform-style:preserve-3d] ${playing && !faceUp ? 'cursor-pointer' : ''}`}
                >
                  <span
                    className={`absolute inset-0 rounded-xl [backface-visibility:hidden] ${playing ? 'bg-gradient-to-b from-[#2c3d5c] to-[#1e2a42] shadow-[inset_0_-4px_0_rgb(0_0_0/0.35)] hover:brightness-125' : 'bg-[#1c2740]'}`}
                  />
                  <span
                    className={`absolute inset-0 grid [transform:rotateY(180deg)] place-items-center rounded-xl [backface-visibility:hidden] ${
                      state === 'mine'
                        ? 'bg-danger shadow-[0_0_24px_rgb(251_78_78/0.6)]'
                        : state === 'gem'
                          ? 'bg-[#0d3b2c] ring-2 ring-accent/70'
                          : 'bg-surface-1/80'
                    }`}
                  >
                    {state === 'mine' || state === 'mine-revealed' ? (
                      <Bomb className={`size-7 ${state === 'mine' ? 'text-white' : 'text-danger/80'}`} aria-hidden="true" />
                    ) : faceUp ? (
                      <Gem
                        className={`size-7 ${state === 'gem' ? 'text-accent drop-shadow-[0_0_10px_rgb(31_224_127/0.8)]' : 'text-accent/40'}`}
                        aria-hidden="true"
                      />
                    ) : null}
                  </span>
                </motion.button>
              );
            })}
          </div>
          <div className="flex h-10 items-center justify-center" aria-live="polite">
            {ended && round && <SteppedOutcome bet={round.bet} testId="mines-outcome" lost={t('stepped.boom')} />}
            {playing && <p className="text-xs font-semibold text-white/60">{t('stepped.picked', { count: picks })}</p>}
          </div>
        </>
      }
      controls={
        <>
          {!loggedIn ? (
            <LoginToPlay testId="mines-login" />
          ) : playing ? (
            <InPlayActions
              game="mines"
              busy={busy}
              cashWin={cashWin}
              cashNeeds={t('stepped.cashNeedsPick')}
              onCash={() => void cash()}
              aside={<RandomPick choices={hidden} onPick={pick} disabled={busy} testId="mines-random" label={t('stepped.random')} />}
            />
          ) : (
            <div className="flex flex-col gap-2.5">
              <div>
                <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('stepped.minesCount')}</p>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    onClick={() => setMines((m) => Math.max(MINES_MIN, m - 1))}
                    disabled={busy}
                    data-testid="mines-count-dec"
                    aria-label="-1"
                    className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-3 ring-1 ring-line"
                  >
                    <Minus className="size-4" aria-hidden="true" />
                  </button>
                  <input
                    value={mines}
                    onChange={(event) =>
                      setMines(Math.min(MINES_MAX, Math.max(MINES_MIN, Number(event.target.value.replace(/\D/g, '')) || MINES_MIN)))
                    }
                    inputMode="numeric"
                    data-testid="mines-count"
                    aria-label={t('stepped.minesCount')}
                    className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface-2 text-center text-lg font-extrabold tabular-nums outline-none focus:border-accent"
                  />
                  <button
                    type="button"
                    onClick={() => setMines((m) => Math.min(MINES_MAX, m + 1))}
                    disabled={busy}
                    data-testid="mines-count-inc"
                    aria-label="+1"
                    className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-3 ring-1 ring-line"
                  >
                    <Plus className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <div className="mt-2 grid grid-cols-5 gap-2" role="group" aria-label={t('stepped.minesCount')}>
                  {QUICK_MINES.map((m) => (
                    <button
                      key={m}
                      type="button"
                      onClick={() => setMines(m)}
                      disabled={busy}
                      aria-pressed={mines === m}
                      data-testid={`mines-quick-${m}`}
                      className={`h-11 rounded-xl text-sm font-bold tabular-nums ring-1 transition active:scale-95 ${mines === m ? 'bg-accent/15 text-accent ring-accent/50' : 'bg-surface-2 text-muted ring-line'}`}
                    >
                      {m}
                    </button>
                  ))}
                </div>
              </div>
              <TableStake stake={stake} disabled={busy} showError />
              <StickyAction>
                <StartButton
                  label={t('roller.place')}
                  busy={busy}
                  disabled={Boolean(stake.error) || !current.data}
                  onClick={() => void start(stake.stakeWire, { mines })}
                />
              </StickyAction>
            </div>
          )}
        </>
      }
    />
  );
}

function Stat({ label, value, testId, gold = false }: { label: string; value: string; testId: string; gold?: boolean }) {
  return (
    <div className="rounded-xl bg-black/25 px-2 py-1.5">
      <p>{label}</p>
      <p className={`text-base font-black tabular-nums ${gold ? 'text-gold' : 'text-white'}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
