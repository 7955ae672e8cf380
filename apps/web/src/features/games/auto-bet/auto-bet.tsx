/**
 * Auto-bet of the one-call games (Roller, coin flip, colour wheel, eggs, cryptos; SPEC §5, issue 17): a
 * number of bets (1 to 1.000), a speed (Normal lets each result's animation play, Cepat plays a short
 * one, Turbo places the next bet as soon as the server answered; remembered per browser), what to do
 * with the stake on a win and on a loss (back to the base amount, or increase by a percentage), and
 * session limits: "Batas rugi" is the net amount lost in this series (optional, with a suggested
 * value; the series never places a bet that could take the loss past it) and "Batas untung" the net
 * profit. Every bet repeats the game's current pick (the caller's `play`); the next one goes out only
 * after the previous one answered, and any error stops the series. The progress card shows bets done,
 * the session's net result, wins and losses, and how much of each limit is used.
 */
import { Gauge, Rocket, Square, Timer, Zap } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import type { BetView } from '@kasino/shared/games';
import { AmountInput } from '../../../components/amount-input.tsx';
import { Button } from '../../../components/button.tsx';
import { notify } from '../../../lib/toast.ts';
import type { WsCallError } from '../../../lib/ws/ws-client.ts';
import {
  autoSpeeds,
  nextStake,
  revealAt,
  stopAfterBet,
  suggestedLossLimit,
  type Adjust,
  type AutoSpeed,
  type SessionLimits,
  type StopReason,
  waitBeforeNext,
} from './auto-bet-rules.ts';
import './auto-strings.ts';
import { useAutoSpeed } from './use-auto-speed.ts';

/** What one bet of the series answers. */
export interface AutoPlaced {
  bet: BetView;
  balance: string;
}

/** The stake field's state (useStake): the run starts with `stakeWire`, already checked by the caller. */
export interface AutoStake {
  stakeWire: string;
  error: string | null;
  range: { min: bigint; max: bigint } | null;
  balance: bigint | null;
}

interface AutoBetProps {
  stake: AutoStake;
  /** Places one bet of `amount` (wire) with the game's current pick. */
  play: (amount: string) => Promise<AutoPlaced>;
  onRunningChange: (running: boolean) => void;
  /**
   * The stage's full reveal of one result (0 under reduced motion). The game shortens it by the
   * speed while the series runs (useRevealMs); the series waits for the shortened one, then a beat.
   */
  revealMs?: number;
}

interface Progress {
  done: number;
  total: number;
  profit: bigint;
  wins: number;
  losses: number;
  limits: SessionLimits;
  stopped: StopReason | null;
}

const speedIcons: Record<AutoSpeed, typeof Gauge> = { normal: Timer, fast: Gauge, turbo: Rocket };

/** +Rp 1.000 / -Rp 1.000 / Rp 0, as the outcome lines show a win and a loss. */
export const signedIdr = (amount: bigint): string =>
  (amount > 0n ? '+' : amount < 0n ? '-' : '') + formatIdr(amount < 0n ? -amount : amount);

/** The time, read by the series' loop (an event handler, not render). */
const clock = (): number => Date.now();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AutoBet({
  stake: { stakeWire: baseAmount, error: amountError, range, balance },
  play,
  onRunningChange,
  revealMs = 0,
}: AutoBetProps) {
  const { t } = useTranslation();
  const [count, setCount] = useState('10');
  const [onWin, setOnWin] = useState<Adjust>('reset');
  const [winPct, setWinPct] = useState('0');
  const [onLoss, setOnLoss] = useState<Adjust>('reset');
  const [lossPct, setLossPct] = useState('100');
  const [stopLoss, setStopLoss] = useState('');
  const [stopProfit, setStopProfit] = useState('');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const stopRequested = useRef(false);
  // The series runs across renders: it always places through the latest `play` (the game's reveal
  // time changes with the speed) and waits for the latest reveal.
  const playRef = useRef(play);
  const revealRef = useRef(revealMs);
  useLayoutEffect(() => {
    playRef.current = play;
    revealRef.current = revealMs;
  });
  // Leaving the screen stops a running series after the bet in flight.
  useEffect(() => () => void (stopRequested.current = true), []);

  const base = parseAmount(baseAmount);
  const total = Number(count);
  const countError = Number.isInteger(total) && total >= 1 && total <= 1000 ? null : t('auto.countError');
  const lossLimit = stopLoss === '' ? null : parseAmount(stopLoss);
  const profitLimit = stopProfit === '' ? null : parseAmount(stopProfit);
  const stopLossError = lossLimit !== null && base !== null && lossLimit < base ? t('auto.stopLossMin', { amount: formatIdr(base) }) : null;
  const stopProfitError = profitLimit !== null && profitLimit <= 0n ? t('auto.stopProfitMin') : null;
  const pctError = [winPct, lossPct].some((p) => !(Number(p) >= 0 && Number(p) <= 1000)) ? t('auto.pctError') : null;
  const invalid = Boolean(amountError || countError || stopLossError || stopProfitError || pctError);
  const suggestion = base !== null && base > 0n ? suggestedLossLimit(base, balance) : null;

  const run = async () => {
    if (base === null) return;
    const limits: SessionLimits = { loss: lossLimit, profit: profitLimit };
    stopRequested.current = false;
    setRunning(true);
    onRunningChange(true);
    // Bring the stage into view: the series is watched there.
    document.querySelector('[data-testid="game-stage"]')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const session = { done: 0, total, profit: 0n, wins: 0, losses: 0 };
    setProgress({ ...session, limits, stopped: null });
    // Let the game render at the series' speed before the first bet goes out.
    await sleep(0);
    let amount: bigint = base;
    let stopped: StopReason | null = null;
    while (stopped === null) {
      if (stopRequested.current) {
        stopped = 'user';
        break;
      }
      let placed: AutoPlaced;
      const startedAt = clock();
      try {
        placed = await playRef.current(toWireAmount(amount));
      } catch (error) {
        const failure = error as WsCallError;
        notify.error(`${failure.message} (${failure.code})`);
        stopped = 'error';
        break;
      }
      // The stage reveals the result (shortened by the speed); the count and the net follow it, so
      // they never tell the result before the stage does.
      const reveal = revealAt(revealRef.current, useAutoSpeed.getState().speed);
      if (reveal > 0) await sleep(reveal);
      const staked = parseAmount(placed.bet.amount) ?? amount;
      session.done += 1;
      session.profit += (parseAmount(placed.bet.payout) ?? 0n) - staked;
      if (placed.bet.win) session.wins += 1;
      else session.losses += 1;
      setProgress({ ...session, limits, stopped: null });
      amount = placed.bet.win
        ? nextStake(amount, base, onWin, Number(winPct), range)
        : nextStake(amount, base, onLoss, Number(lossPct), range);
      stopped = stopAfterBet(session, limits, amount, parseAmount(placed.balance));
      if (stopped) break;
      const wait = waitBeforeNext(useAutoSpeed.getState().speed, startedAt, clock());
      if (wait > 0) await sleep(wait);
    }
    setProgress({ ...session, limits, stopped });
    setRunning(false);
    onRunningChange(false);
    // Why it stopped, wherever the player is looking (an error has its own toast, a stop was asked for).
    if (stopped !== 'error' && stopped !== 'user') notify.info(t(`auto.stopped.${stopped}`));
  };

  const progressCard = progress && <ProgressCard progress={progress} />;

  // While a series runs only its progress, the speed and the stop button show, so the stage stays in view.
  if (running) {
    return (
      <div className="flex flex-col gap-2.5" data-testid="auto-panel" data-running="true">
        {progressCard}
        <SpeedSwitch compact />
        <Button
          size="lg"
          block
          variant="danger"
          icon={<Square className="size-4" aria-hidden="true" />}
          onClick={() => (stopRequested.current = true)}
          data-testid="auto-stop"
        >
          {t('auto.stop')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2.5" data-testid="auto-panel">
      {progressCard}
      <label className="grid grid-cols-[1fr_7rem] items-center gap-2">
        <span className="text-[13px] font-semibold text-muted">{t('auto.count')}</span>
        <input
          value={count}
          onChange={(event) => setCount(event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          data-testid="auto-count"
          className="h-11 rounded-xl border border-line bg-surface-2 px-3 text-right text-base font-extrabold tabular-nums outline-none focus:border-accent"
        />
      </label>
      {countError && <span className="-mt-1 text-xs text-danger">{countError}</span>}
      <SpeedSwitch />
      <div className="grid grid-cols-2 gap-2">
        <AdjustField label={t('auto.onWin')} adjust={onWin} onAdjust={setOnWin} pct={winPct} onPct={setWinPct} testId="auto-win" />
        <AdjustField label={t('auto.onLoss')} adjust={onLoss} onAdjust={setOnLoss} pct={lossPct} onPct={setLossPct} testId="auto-loss" />
      </div>
      {pctError && <span className="text-xs text-danger">{pctError}</span>}
      <div className="grid grid-cols-2 items-start gap-2">
        <AmountInput
          label={t('auto.stopLoss')}
          value={stopLoss}
          onChange={setStopLoss}
          error={stopLossError ?? undefined}
          testId="auto-stop-loss"
        />
        <AmountInput
          label={t('auto.stopProfit')}
          value={stopProfit}
          onChange={setStopProfit}
          error={stopProfitError ?? undefined}
          testId="auto-stop-profit"
        />
      </div>
      <p className="-mt-1 text-[11.5px] leading-snug text-muted">
        {t('auto.stopLossHint')} {t('auto.stopProfitHint')}
      </p>
      {stopLoss === '' && (
        <div className="flex flex-col gap-1.5 rounded-2xl bg-gold/8 p-2.5 ring-1 ring-gold/25" data-testid="auto-no-loss-limit">
          <p className="text-[12px] leading-snug text-fg/85">{t('auto.stopLossNone', { count: countError ? 0 : total })}</p>
          {suggestion !== null && (
            <button
              type="button"
              onClick={() => setStopLoss(toWireAmount(suggestion))}
              data-testid="auto-stop-loss-suggest"
              className="h-11 rounded-xl bg-surface-3 px-3 text-sm font-bold text-gold ring-1 ring-gold/30 transition hover:ring-gold/60 active:scale-[0.98]"
            >
              {t('auto.suggest', { amount: formatIdr(suggestion) })}
            </button>
          )}
        </div>
      )}
      <Button
        size="lg"
        block
        icon={<Zap className="size-5" aria-hidden="true" />}
        disabled={invalid}
        onClick={() => void run()}
        data-testid="auto-start"
        className="text-lg font-extrabold"
      >
        {t('auto.start')}
      </Button>
    </div>
  );
}

/** Bets done of the total, the session's net result, wins and losses, and how much of each limit is used. */
function ProgressCard({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const { done, total, profit, wins, losses, limits, stopped } = progress;
  const lost = profit < 0n ? -profit : 0n;
  const won = profit > 0n ? profit : 0n;
  return (
    <div
      className="rounded-2xl bg-surface-2 p-3 ring-1 ring-line"
      data-testid="auto-progress"
      data-done={done}
      data-total={total}
      data-profit={toWireAmount(profit)}
      data-wins={wins}
      data-losses={losses}
      data-stopped={stopped ?? ''}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-bold tabular-nums" data-testid="auto-count-done">
            {t('auto.progress', { done, total })}
          </p>
          <p className="mt-0.5 text-[11.5px] font-semibold text-muted tabular-nums">{t('auto.record', { wins, losses })}</p>
        </div>
        <div className="text-right">
          <p className="text-[11px] font-semibold text-muted">{t('auto.net')}</p>
          <p
            className={`text-lg leading-tight font-black tabular-nums ${profit > 0n ? 'text-gold' : profit < 0n ? 'text-loss' : 'text-fg'}`}
            data-testid="auto-net"
          >
            {signedIdr(profit)}
          </p>
        </div>
      </div>
      <Bar share={done / Math.max(1, total)} className="bg-accent" />
      {limits.loss !== null && (
        <LimitLine
          text={t('auto.lossUsed', { lost: formatIdr(lost), limit: formatIdr(limits.loss) })}
          share={Number(lost) / Math.max(1, Number(limits.loss))}
          className="bg-danger/80"
        />
      )}
      {limits.profit !== null && (
        <LimitLine
          text={t('auto.profitUsed', { won: formatIdr(won), limit: formatIdr(limits.profit) })}
          share={Number(won) / Math.max(1, Number(limits.profit))}
          className="bg-gold"
        />
      )}
      <p role="status" className="mt-1.5 min-h-0 text-xs font-semibold text-muted empty:hidden" data-testid="auto-stopped">
        {stopped ? t(`auto.stopped.${stopped}`) : ''}
      </p>
    </div>
  );
}

function Bar({ share, className }: { share: number; className: string }) {
  return (
    <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
      <div
        className={`h-full rounded-full transition-[width] ${className}`}
        style={{ width: `${Math.min(1, Math.max(0, share)) * 100}%` }}
      />
    </div>
  );
}

function LimitLine({ text, share, className }: { text: string; share: number; className: string }) {
  return (
    <div className="mt-2">
      <p className="text-[11.5px] font-semibold text-muted tabular-nums">{text}</p>
      <Bar share={share} className={className} />
    </div>
  );
}

/** Normal / Cepat / Turbo, remembered per browser; it can change while a series runs. */
function SpeedSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { speed, setSpeed } = useAutoSpeed();
  return (
    <div>
      {!compact && <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('auto.speed')}</p>}
      <div className="grid grid-cols-3 gap-1 rounded-2xl bg-surface-2 p-1 ring-1 ring-line" role="radiogroup" aria-label={t('auto.speed')}>
        {autoSpeeds.map((s) => {
          const Icon = speedIcons[s];
          return (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={speed === s}
              onClick={() => setSpeed(s)}
              data-testid={`auto-speed-${s}`}
              className={`flex h-11 items-center justify-center gap-1.5 rounded-xl text-sm font-bold transition ${
                speed === s ? 'bg-surface-3 text-fg shadow ring-1 ring-accent/50' : 'text-muted hover:text-fg'
              }`}
            >
              <Icon className={`size-4 ${speed === s ? 'text-accent' : ''}`} aria-hidden="true" />
              {t(`auto.speeds.${s}`)}
            </button>
          );
        })}
      </div>
      {!compact && <p className="mt-1 text-[11.5px] leading-snug text-muted">{t(`auto.speedHint.${speed}`)}</p>}
    </div>
  );
}

function AdjustField(props: {
  label: string;
  adjust: Adjust;
  onAdjust: (a: Adjust) => void;
  pct: string;
  onPct: (p: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-surface-2 p-2.5 ring-1 ring-line">
      <p className="mb-1.5 text-xs font-semibold text-muted">{props.label}</p>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface-1 p-0.5" role="group" aria-label={props.label}>
        {(['reset', 'increase'] as const).map((a) => (
          <button
            key={a}
            type="button"
            onClick={() => props.onAdjust(a)}
            aria-pressed={props.adjust === a}
            data-testid={`${props.testId}-${a}`}
            className={`h-11 rounded-lg text-xs font-bold transition ${props.adjust === a ? 'bg-surface-3 text-fg' : 'text-muted'}`}
          >
            {t(`auto.${a}`)}
          </button>
        ))}
      </div>
      {props.adjust === 'increase' && (
        <div className="mt-1.5 flex items-center gap-1 rounded-xl border border-line bg-surface-1 px-2.5">
          <input
            value={props.pct}
            onChange={(event) => props.onPct(event.target.value.replace(/[^\d]/g, '').slice(0, 4))}
            inputMode="numeric"
            aria-label={`${props.label} %`}
            data-testid={`${props.testId}-pct`}
            className="h-11 min-w-0 flex-1 bg-transparent text-sm font-bold tabular-nums outline-none"
          />
          <span className="text-xs font-bold text-muted">%</span>
        </div>
      )}
    </div>
  );
}
