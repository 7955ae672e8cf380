/**
 * `/game/roller`: the track with its win zone, the target / win chance / multiplier trio (editing
 * one moves the others, on the shared formulas), Lebih tinggi / Lebih rendah, the stake with
 * ½ 2× Min Max, a big "Pasang", the outcome, my recent results, the live feed, auto-bet and the
 * "Adil terbukti" sheet. Visitors see everything and get "Masuk untuk bermain".
 */
import { ArrowDown, ArrowUp, History } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rollerMultiplierX10000, type RollerBet } from '@kasino/shared/fairness/games/roller';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import { formatIdr, formatWireIdr, toWireAmount } from '@kasino/shared/money';
import { formatMultiplier, formatRoll } from '../../../lib/games/format-multiplier.ts';
import { notify } from '../../../lib/toast.ts';
import type { WsCallError } from '../../../lib/ws/ws-client.ts';
import { PlayButton } from '../controls/bet-actions.tsx';
import { TableControls } from '../controls/table-controls.tsx';
import { FairnessPanel } from '../fairness/fairness-panel.tsx';
import { GameScreen } from '../frame/game-screen.tsx';
import { LiveBets } from '../frame/live-bets.tsx';
import { unlockAudio } from '../frame/sounds.ts';
import { SoundToggle } from '../frame/sound-toggle.tsx';
import { BigOutcome, ChipStrip, mergeSession } from '../frame/stage-parts.tsx';
import { useInstantTable } from '../instant/use-instant-table.ts';
import { chooseForChance, chooseForMultiplier, clampChoose, oddsOf, readDecimal } from './roller-odds.ts';
import { RollerTrack, ROLLER_TRAVEL_MS } from './roller-track.tsx';
import '../../../i18n/tables-strings.ts';

export function RollerGame() {
  const { t } = useTranslation();
  const [bet, setBet] = useState<RollerBet>({ choose: 50_000, isHigher: true });
  // The result shows at once; the rolled number's trip is shortened (or skipped) by the auto-bet speed while a series runs.
  const table = useInstantTable<RollerBet>('roller', { revealMs: ROLLER_TRAVEL_MS, recent: 12, resultAtOnce: true });
  const { phase, last, session, play, busy, loggedIn, revealMs: travelMs } = table;
  const stake = table.stake.stake;

  const odds = oddsOf(bet);
  const multiplierX10000 = rollerMultiplierX10000(bet) ?? 0n;
  const winPreview = stake !== null ? payoutOf(stake, multiplierX10000, 10_000n) : 0n;

  const placeOne = async () => {
    if (table.stake.error || stake === null) return;
    try {
      await play({ amount: toWireAmount(stake), ...bet });
    } catch (error) {
      const failure = error as WsCallError;
      notify.error(`${failure.message} (${failure.code})`);
    }
  };

  // My recent results: this visit's bets first, then what the history had.
  const pills = mergeSession(session, table.recent.data, 14);

  return (
    <GameScreen
      testId="game-page-roller"
      title="Roller"
      actions={<SoundToggle />}
      onPointerDown={unlockAudio}
      stageClass="bg-[radial-gradient(120%_100%_at_50%_0%,#0e4a6e,#0b1624_70%)]"
      stage={
        <>
          <ChipStrip
            testId="roller-pills"
            label={t('roller.myResults')}
            empty={pills.length === 0 ? t('roller.noResults') : null}
            className="h-10"
          >
            {pills.map((b) => (
              <span
                key={b.id}
                data-testid="roller-pill"
                className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-extrabold tabular-nums ${b.win ? 'bg-[#18b660]/25 text-[#6dffb0] ring-1 ring-[#18b660]/50' : 'bg-white/8 text-white/60 ring-1 ring-white/10'}`}
              >
                {formatRoll((b.result as { result: number }).result)}
              </span>
            ))}
          </ChipStrip>
          <div className="flex h-[4.5rem] flex-col items-center justify-center px-4 text-center" aria-live="polite">
            <AnimatePresence mode="wait">
              {last ? (
                <BigOutcome
                  key={last.id}
                  bet={last}
                  testId="roller-outcome"
                  title={last.win ? t('roller.win') : t('roller.lose')}
                  detail={
                    last.win ? `+${formatWireIdr(last.payout)} · ${formatMultiplier(last.multiplier)}` : `-${formatWireIdr(last.amount)}`
                  }
                />
              ) : (
                <motion.p key="idle" className="text-sm font-semibold text-white/60">
                  {bet.isHigher
                    ? t('roller.idleHigher', { target: formatRoll(bet.choose) })
                    : t('roller.idleLower', { target: formatRoll(bet.choose) })}
                </motion.p>
              )}
            </AnimatePresence>
          </div>
          <RollerTrack
            choose={bet.choose}
            isHigher={bet.isHigher}
            onChoose={(c) => setBet((b) => ({ ...b, choose: clampChoose(c, b.isHigher) }))}
            last={last}
            disabled={busy}
            label={t('roller.target')}
            travelMs={travelMs}
          />
        </>
      }
      beforeControls={
        <>
          {/* Direction and the linked trio. */}
          <div className="mx-3 mt-2.5 grid grid-cols-2 gap-2">
            <DirectionButton
              active={bet.isHigher}
              disabled={busy}
              onClick={() => !bet.isHigher && setBet((b) => ({ choose: clampChoose(100_000 - b.choose, true), isHigher: true }))}
              testId="roller-higher"
              icon={<ArrowUp className="size-4" aria-hidden="true" />}
            >
              {t('roller.higher')}
            </DirectionButton>
            <DirectionButton
              active={!bet.isHigher}
              disabled={busy}
              onClick={() => bet.isHigher && setBet((b) => ({ choose: clampChoose(100_000 - b.choose, false), isHigher: false }))}
              testId="roller-lower"
              icon={<ArrowDown className="size-4" aria-hidden="true" />}
            >
              {t('roller.lower')}
            </DirectionButton>
          </div>
          <div className="mx-3 mt-2 grid grid-cols-3 gap-2">
            <LinkedField
              label={t('roller.target')}
              display={formatRoll(bet.choose)}
              disabled={busy}
              testId="roller-target"
              onCommit={(text) => setBet((b) => ({ ...b, choose: clampChoose(Number(text.replace(/\D/g, '')) || 1, b.isHigher) }))}
            />
            <LinkedField
              label={t('roller.chance')}
              suffix="%"
              display={odds.chance}
              disabled={busy}
              testId="roller-chance"
              onCommit={(text) => {
                const v = readDecimal(text);
                if (Number.isFinite(v)) setBet((b) => ({ ...b, choose: chooseForChance(v, b.isHigher) }));
              }}
            />
            <LinkedField
              label={t('roller.multiplier')}
              suffix="x"
              display={odds.multiplier}
              disabled={busy}
              testId="roller-multiplier"
              onCommit={(text) => {
                const v = readDecimal(text);
                if (Number.isFinite(v) && v > 0) setBet((b) => ({ ...b, choose: chooseForMultiplier(v, b.isHigher) }));
              }}
            />
          </div>
        </>
      }
      controls={
        <>
          <TableControls
            game="roller"
            table={table}
            roomyTabs
            manual={
              <PlayButton
                label={t('roller.place')}
                preview={t('roller.winPreview', { amount: formatIdr(winPreview) })}
                phase={phase}
                disabled={Boolean(table.stake.error) || !table.round.data}
                onClick={() => void placeOne()}
              />
            }
            autoPlay={(wire) => play({ amount: wire, ...bet })}
          />
          {loggedIn && (
            <Link
              to="/bet-history"
              className="mt-3 flex items-center justify-center gap-1.5 text-xs font-bold text-muted hover:text-fg"
              data-testid="roller-history-link"
            >
              <History className="size-3.5" aria-hidden="true" />
              {t('roller.myHistory')}
            </Link>
          )}
        </>
      }
      feed={
        <>
          <LiveBets game="roller" />
          <RollerRules />
        </>
      }
      fairness={(open, onClose) => <FairnessPanel game="roller" open={open} onClose={onClose} loggedIn={loggedIn} />}
    />
  );
}

function DirectionButton({
  active,
  disabled,
  onClick,
  testId,
  icon,
  children,
}: {
  active: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={`flex h-10 items-center justify-center gap-1.5 rounded-2xl text-sm font-extrabold ring-1 transition active:scale-[0.98] disabled:opacity-60 ${
        active ? 'bg-[#18b660]/18 text-[#6dffb0] ring-[#18b660]/60' : 'bg-surface-2 text-muted ring-line'
      }`}
    >
      {icon}
      {children}
    </button>
  );
}

/** A number field that shows the derived value until focused and commits on blur or Enter. */
function LinkedField({
  label,
  display,
  suffix,
  disabled,
  testId,
  onCommit,
}: {
  label: string;
  display: string;
  suffix?: string;
  disabled: boolean;
  testId: string;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== display) onCommit(draft);
    setDraft(null);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  return (
    <label className="flex min-w-0 flex-col gap-1 rounded-2xl bg-surface-2 px-2.5 py-2 ring-1 ring-line focus-within:ring-accent/60">
      <span className="truncate text-[11px] font-semibold text-muted">{label}</span>
      <span className="flex items-baseline gap-0.5">
        <input
          value={draft ?? display}
          onFocus={() => setDraft(display)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKey}
          inputMode="decimal"
          disabled={disabled}
          data-testid={testId}
          className="w-full min-w-0 bg-transparent text-base font-extrabold tabular-nums outline-none"
        />
        {suffix && <span className="text-xs font-bold text-muted">{suffix}</span>}
      </span>
    </label>
  );
}

function RollerRules() {
  const { t } = useTranslation();
  return (
    <details className="mx-4 mt-4 rounded-2xl border border-line/60 bg-surface-1 px-3 py-2.5 text-[13px] text-muted">
      <summary className="cursor-pointer font-bold text-fg">{t('roller.rulesTitle')}</summary>
      <p className="mt-2">{t('roller.rules')}</p>
      <Link to="/verify" className="mt-2 inline-block font-bold text-accent">
        {t('fair.howItWorks')}
      </Link>
    </details>
  );
}
