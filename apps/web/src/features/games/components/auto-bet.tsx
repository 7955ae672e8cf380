/**
 * Auto-bet of the one-call games (Roller, coin flip, colour wheel, eggs, cryptos; SPEC §5): a number
 * of bets (at least 1), what to do with the stake on a win and on a loss (back to the base amount, or
 * increase by a percentage), a stop-loss below the balance (required) and an optional stop-profit
 * above it. Every bet repeats the game's current pick (the caller's `play`); `gapMs` lets each
 * result play out on the stage before the next. Stops on any error, on a limit, or on request.
 */
import { Square, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import type { BetView } from '@kasino/shared/games';
import { AmountInput } from '../../../components/amount-input.tsx';
import { Button } from '../../../components/button.tsx';
import { notify } from '../../../lib/toast.ts';
import type { WsCallError } from '../../../lib/ws/ws-client.ts';

/** What one bet of the series answers. */
export interface AutoPlaced {
  bet: BetView;
  balance: string;
}

type Adjust = 'reset' | 'increase';

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
  /** Pause after each bet so its result is seen (the stage animation). */
  gapMs?: number;
}

interface Progress {
  done: number;
  total: number;
  profit: bigint;
  stopped: null | 'done' | 'stopLoss' | 'stopProfit' | 'error' | 'user';
}

/** The next stake: the base again, or the last one increased by pct %, in whole rupiah within the range. */
export function nextStake(current: bigint, base: bigint, adjust: Adjust, pct: number, range: { min: bigint; max: bigint } | null): bigint {
  let next = adjust === 'reset' ? base : (current * BigInt(Math.round(100 * (100 + pct)))) / 10_000n;
  next = (next / 100n) * 100n;
  if (range) next = next < range.min ? range.min : next > range.max ? range.max : next;
  return next;
}

export function AutoBet({
  stake: { stakeWire: baseAmount, error: amountError, range, balance },
  play,
  onRunningChange,
  gapMs = 0,
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
  // Leaving the screen stops a running series after the bet in flight.
  useEffect(() => () => void (stopRequested.current = true), []);

  const total = Number(count);
  const countError = Number.isInteger(total) && total >= 1 && total <= 1000 ? null : t('auto.countError');
  const lossLimit = stopLoss === '' ? null : parseAmount(stopLoss);
  const profitLimit = stopProfit === '' ? null : parseAmount(stopProfit);
  const stopLossError =
    lossLimit === null
      ? t('auto.stopLossRequired')
      : balance !== null && lossLimit >= balance
        ? t('auto.stopLossBelow', { balance: formatIdr(balance) })
        : null;
  const stopProfitError =
    profitLimit !== null && balance !== null && profitLimit <= balance ? t('auto.stopProfitAbove', { balance: formatIdr(balance) }) : null;
  const pctError = [winPct, lossPct].some((p) => !(Number(p) >= 0 && Number(p) <= 1000)) ? t('auto.pctError') : null;
  const invalid = Boolean(amountError || countError || stopLossError || stopProfitError || pctError);

  const run = async () => {
    const base = parseAmount(baseAmount);
    if (base === null || lossLimit === null) return;
    stopRequested.current = false;
    setRunning(true);
    // Bring the stage into view: the series is watched there.
    document.querySelector('[data-testid="game-stage"]')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    onRunningChange(true);
    let stake: bigint = base;
    let profit = 0n;
    let stopped: Progress['stopped'] = 'done';
    setProgress({ done: 0, total, profit: 0n, stopped: null });
    for (let i = 0; i < total; i++) {
      if (stopRequested.current) {
        stopped = 'user';
        break;
      }
      let placed: AutoPlaced;
      try {
        placed = await play(toWireAmount(stake));
      } catch (error) {
        const failure = error as WsCallError;
        notify.error(`${failure.message} (${failure.code})`);
        stopped = 'error';
        break;
      }
      const payout = parseAmount(placed.bet.payout) ?? 0n;
      profit += payout - stake;
      setProgress({ done: i + 1, total, profit, stopped: null });
      stake = placed.bet.win
        ? nextStake(stake, base, onWin, Number(winPct), range)
        : nextStake(stake, base, onLoss, Number(lossPct), range);
      const after = parseAmount(placed.balance) ?? 0n;
      if (after <= lossLimit) {
        stopped = 'stopLoss';
        break;
      }
      if (profitLimit !== null && after >= profitLimit) {
        stopped = 'stopProfit';
        break;
      }
      if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    setProgress((p) => (p ? { ...p, stopped } : p));
    setRunning(false);
    onRunningChange(false);
  };

  const progressCard = progress && (
    <div
      className="rounded-2xl bg-surface-2 p-3 ring-1 ring-line"
      data-testid="auto-progress"
      data-done={progress.done}
      data-stopped={progress.stopped ?? ''}
    >
      <div className="flex items-center justify-between text-sm font-bold">
        <span>{t('auto.progress', { done: progress.done, total: progress.total })}</span>
        <span className={progress.profit >= 0n ? 'text-gold' : 'text-loss'}>
          {progress.profit >= 0n ? '+' : ''}
          {formatIdr(progress.profit)}
        </span>
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-3">
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${(progress.done / Math.max(1, progress.total)) * 100}%` }}
        />
      </div>
      {progress.stopped && <p className="mt-1.5 text-xs text-muted">{t(`auto.stopped.${progress.stopped}`)}</p>}
    </div>
  );

  // While a series runs only its progress and the stop button show, so the stage stays in view.
  if (running) {
    return (
      <div className="flex flex-col gap-2.5" data-testid="auto-panel">
        {progressCard}
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
      <label className="grid grid-cols-[1fr_7rem] items-center gap-2">
        <span className="text-[13px] font-semibold text-muted">{t('auto.count')}</span>
        <input
          value={count}
          onChange={(event) => setCount(event.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          data-testid="auto-count"
          className="h-10 rounded-xl border border-line bg-surface-2 px-3 text-right text-base font-extrabold tabular-nums outline-none focus:border-accent"
        />
      </label>
      {countError && <span className="-mt-1 text-xs text-danger">{countError}</span>}
      <div className="grid grid-cols-2 gap-2">
        <AdjustField
          label={t('auto.onWin')}
          adjust={onWin}
          onAdjust={setOnWin}
          pct={winPct}
          onPct={setWinPct}
          disabled={running}
          testId="auto-win"
        />
        <AdjustField
          label={t('auto.onLoss')}
          adjust={onLoss}
          onAdjust={setOnLoss}
          pct={lossPct}
          onPct={setLossPct}
          disabled={running}
          testId="auto-loss"
        />
      </div>
      {pctError && <span className="text-xs text-danger">{pctError}</span>}
      <div className="grid grid-cols-2 items-start gap-2">
        <AmountInput
          label={t('frame.stopLoss')}
          value={stopLoss}
          onChange={setStopLoss}
          error={stopLoss === '' ? undefined : (stopLossError ?? undefined)}
          testId="auto-stop-loss"
        />
        <AmountInput
          label={t('frame.stopProfit')}
          value={stopProfit}
          onChange={setStopProfit}
          error={stopProfitError ?? undefined}
          testId="auto-stop-profit"
        />
      </div>
      <p className="-mt-1 text-[11.5px] leading-snug text-muted">{t('frame.limitsHint')}</p>
      {progressCard}
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
      {stopLoss === '' && <p className="text-center text-xs text-muted">{t('auto.stopLossRequired')}</p>}
    </div>
  );
}

function AdjustField(props: {
  label: string;
  adjust: Adjust;
  onAdjust: (a: Adjust) => void;
  pct: string;
  onPct: (p: string) => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-surface-2 p-2.5 ring-1 ring-line">
      <p className="mb-1.5 text-xs font-semibold text-muted">{props.label}</p>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface-1 p-0.5">
        {(['reset', 'increase'] as const).map((a) => (
          <button
            key={a}
            type="button"
            disabled={props.disabled}
            onClick={() => props.onAdjust(a)}
            aria-pressed={props.adjust === a}
            data-testid={`${props.testId}-${a}`}
            className={`h-8 rounded-lg text-xs font-bold transition ${props.adjust === a ? 'bg-surface-3 text-fg' : 'text-muted'}`}
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
            disabled={props.disabled}
            aria-label={`${props.label} %`}
            data-testid={`${props.testId}-pct`}
            className="h-8 min-w-0 flex-1 bg-transparent text-sm font-bold tabular-nums outline-none"
          />
          <span className="text-xs font-bold text-muted">%</span>
        </div>
      )}
    </div>
  );
}
