/**
 * `/game/wingo`: the model switcher (30 d / 1 mnt / 2 mnt, a badge flags a win in another model for 3 s),
 * the period and its big countdown, the last results, Hijau / Ungu / Merah, the number balls 0-9, Acak
 * with the ×1 … ×100 quick chips and Besar / Kecil, the mask with the last seconds (beep at 4 s), the bet
 * sheet, bets waiting for the next round, the tabs (history, trend chart, my bets) and the result popup
 * (a win, and a loss too).
 */
import { Clock3, Hourglass } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wingoColours, wingoSelections } from '@kasino/shared/fairness/games/rounds';
import { formatWireIdr } from '@kasino/shared/money';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { useWingoPast, wingoModels, type WingoModel } from './wingo-api.ts';
import { secondsLeft, useServerNow } from '../rounds/use-server-clock.ts';
import { useWingo } from './use-wingo.ts';
import { sounds } from '../frame/sounds.ts';
import { RoundFrame } from '../frame/round-frame.tsx';
import { LoadFailed } from '../rounds/round-parts.tsx';
import { WingoBetSheet } from './wingo-bet-sheet.tsx';
import { numberSelect, selectName } from '../../../lib/games/wingo-picks.ts';
import { selectColour, WINGO_HEX, WingoBall } from './wingo-ball.tsx';
import { resultOf, WingoTabs } from './wingo-tabs.tsx';
import { WingoQuickBar } from './wingo-quick-bar.tsx';
import { WingoResultPopup } from './wingo-win-popup.tsx';

const MODEL_KEY = 'wingo.model';
/** SPEC §4: the mask shows when under 4 s remain. */
const MASK_SECONDS = 4;

const readModel = (): WingoModel => {
  try {
    const stored = localStorage.getItem(MODEL_KEY);
    return (wingoModels as readonly string[]).includes(stored ?? '') ? (stored as WingoModel) : 'fastest';
  } catch {
    return 'fastest';
  }
};

export function WingoGame() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open: openPopup } = usePopups();
  const [model, setModelState] = useState<WingoModel>(readModel);
  const setModel = (next: WingoModel) => {
    setModelState(next);
    try {
      localStorage.setItem(MODEL_KEY, next);
    } catch {
      /* remembered for this visit only */
    }
  };
  const table = useWingo(model);
  const now = useServerNow(200);
  const [select, setSelect] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [flicker, setFlicker] = useState<number | null>(null);
  const phase = table.phase;
  const betting = phase !== null && phase.status === 'betting' && now < phase.closeTime;
  const left = phase && phase.status === 'betting' ? secondsLeft(phase.endTime, now) : 0;
  const masked = phase !== null && phase.status === 'betting' && now < phase.endTime && phase.endTime - now < MASK_SECONDS * 1000;

  // The countdown sound: a beep at 4 s, a tick each second after it.
  const lastBeep = useRef<string>('');
  useEffect(() => {
    if (!phase || phase.status !== 'betting' || left > MASK_SECONDS || left < 1) return;
    const key = `${phase.roundId}:${left}`;
    if (lastBeep.current === key) return;
    lastBeep.current = key;
    if (left === MASK_SECONDS) sounds.countdown();
    else sounds.tick();
  }, [left, phase]);

  const pick = (value: string) => {
    if (!loggedIn) return openPopup('login');
    setSelect(value);
  };
  const ended = table.ended;
  const modelName = (m: WingoModel) => t(`rounds.wingo.models.${m}`);

  return (
    <RoundFrame
      testId="game-page-wingo"
      title="Wingo"
      stageClass="bg-[radial-gradient(130%_100%_at_0%_0%,#1d9b5c,#0b3d24_55%,#071a11)]"
      help={<WingoHelp />}
      fairness={{
        game: 'wingo',
        current: phase && phase.status === 'betting' ? { roundId: phase.roundId, serverSeedHash: phase.serverSeedHash } : null,
        last: ended
          ? {
              roundId: ended.roundId,
              serverSeedHash: ended.serverSeedHash,
              serverSeed: ended.serverSeed,
              roundHash: ended.roundHash,
              salt: ended.salt,
              resultText: String(resultOf(ended) ?? '-'),
            }
          : null,
      }}
      top={<ModelSwitcher model={model} onModel={setModel} flags={table.flags} modelName={modelName} />}
      stage={
        table.error && !phase ? (
          <LoadFailed onRetry={() => void table.reload()} />
        ) : (
          <div className="flex items-stretch gap-2 p-3" data-testid="wingo-stage" data-step={table.step}>
            <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
              <span className="flex w-fit items-center gap-1 rounded-full bg-black/30 px-2.5 py-1 text-[11px] font-bold text-white/90">
                <Clock3 className="size-3.5" aria-hidden="true" />
                Wingo {modelName(model)}
              </span>
              <LastResults model={model} endedId={ended?.roundId ?? null} />
            </div>
            <div className="flex flex-col items-end">
              <p className="text-[11px] font-semibold text-white/75">{t('rounds.wingo.timeLeft')}</p>
              <BigCountdown seconds={left} />
              <p
                className="mt-1 font-mono text-[12.5px] font-bold text-white/90"
                data-testid="wingo-period"
                data-round-id={phase?.roundId ?? ''}
              >
                {phase?.roundId ?? '—'}
              </p>
            </div>
          </div>
        )
      }
      controls={
        <div className="relative">
          <div className="grid grid-cols-3 gap-2">
            {(['green', 'violet', 'red'] as const).map((c) => (
              <button
                key={c}
                type="button"
                onClick={() => pick(c)}
                data-testid={`wingo-${c}`}
                className="h-12 rounded-xl text-[15px] font-extrabold text-white shadow-[inset_0_-3px_0_rgb(0_0_0/0.2)] transition active:scale-95"
                style={{
                  background: `linear-gradient(180deg, color-mix(in srgb, ${WINGO_HEX[c]} 80%, white), ${WINGO_HEX[c]})`,
                  borderRadius: c === 'green' ? '12px 4px 12px 4px' : c === 'red' ? '4px 12px 4px 12px' : '10px',
                }}
              >
                {t(`rounds.wingo.${c}`)}
              </button>
            ))}
          </div>
          <div className="mt-2 grid grid-cols-5 gap-2 rounded-2xl bg-surface-2 p-2.5 ring-1 ring-line/60">
            {numberSelect.map((name, n) => (
              <button
                key={name}
                type="button"
                onClick={() => pick(name)}
                data-testid={`wingo-ball-${n}`}
                className={`grid place-items-center rounded-full transition active:scale-90 ${flicker === n ? 'scale-110 ring-4 ring-white/80' : ''}`}
                aria-label={t('rounds.wingo.betOn', { select: n })}
              >
                <WingoBall n={n} size="md" />
              </button>
            ))}
          </div>
          <WingoQuickBar quantity={quantity} onQuantity={setQuantity} onFlicker={setFlicker} onPick={pick} />
          {masked && <CountdownMask seconds={left} />}
        </div>
      }
    >
      {table.queued.length > 0 && (
        <div className="mx-3 mt-2.5 rounded-2xl border border-gold/40 bg-gold/8 px-3 py-2" data-testid="wingo-queued">
          <p className="flex items-center gap-1.5 text-[12px] font-bold text-gold">
            <Hourglass className="size-3.5" aria-hidden="true" />
            {t('rounds.wingo.queuedTitle')}
          </p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {table.queued.map((q) => (
              <li
                key={q.key}
                className="rounded-lg bg-black/25 px-2 py-0.5 text-[11.5px] font-bold"
                style={{ color: selectColour(q.select[0] ?? '') }}
              >
                {q.select.map((s) => selectName(s, t)).join(', ')} · {formatWireIdr(q.amount)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {table.myOrders.length > 0 && (
        <div className="no-scrollbar mx-3 mt-2.5 flex items-center gap-1.5 overflow-x-auto" data-testid="wingo-round-bets">
          <span className="shrink-0 text-[11.5px] font-semibold text-muted">{t('rounds.wingo.thisRound')}</span>
          {table.myOrders.map((o) => (
            <span
              key={o.id}
              className="shrink-0 rounded-lg px-2 py-0.5 text-[11.5px] font-extrabold text-white"
              style={{ background: selectColour(o.select) }}
              data-testid="wingo-round-bet"
              data-status={o.status}
              data-round-id={o.roundId}
            >
              {selectName(o.select, t)} · {formatWireIdr(o.amount)}
            </span>
          ))}
        </div>
      )}
      <WingoTabs model={model} />
      <WingoBetSheet
        select={select}
        quantity={quantity}
        model={model}
        range={table.range}
        closed={!betting}
        busy={table.placing}
        onClose={() => setSelect(null)}
        onConfirm={(s, amount) => table.bet([s], amount)}
      />
      <WingoResultPopup
        outcome={table.outcome}
        result={resultOf(ended?.roundId === table.outcome?.roundId ? ended : null)}
        onClose={table.closeOutcome}
      />
    </RoundFrame>
  );
}

function ModelSwitcher({
  model,
  onModel,
  flags,
  modelName,
}: {
  model: WingoModel;
  onModel: (m: WingoModel) => void;
  flags: Partial<Record<WingoModel, string>>;
  modelName: (m: WingoModel) => string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-3 mt-3 grid grid-cols-3 gap-1.5 rounded-2xl bg-surface-1 p-1.5 ring-1 ring-line/60"
      role="tablist"
      aria-label={t('rounds.wingo.modelLabel')}
    >
      {wingoModels.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={m === model}
          onClick={() => onModel(m)}
          data-testid={`wingo-model-${m}`}
          data-flagged={flags[m] ? 'true' : 'false'}
          className={`relative flex h-14 flex-col items-center justify-center rounded-xl text-[12px] font-bold transition ${m === model ? 'bg-gradient-to-b from-[#3dfc9b] to-accent-strong text-accent-ink shadow-glow' : 'text-muted hover:bg-surface-2'} ${flags[m] ? 'flag-pulse' : ''}`}
        >
          <Clock3 className="size-4" aria-hidden="true" />
          Wingo {modelName(m)}
          {flags[m] && (
            <span className="absolute -top-2 right-1 rounded-full bg-gold px-1.5 text-[10px] font-black text-[#2b1700]">
              {t('rounds.wingo.flagWin')}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

function BigCountdown({ seconds }: { seconds: number }) {
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <div className="mt-1 flex gap-1" data-testid="wingo-countdown" data-seconds={seconds} aria-label={text} role="timer">
      {text.split('').map((ch, i) =>
        ch === ':' ? (
          <span key={i} className="self-center text-2xl font-black text-white">
            :
          </span>
        ) : (
          <span
            key={i}
            className="grid h-11 w-8 place-items-center rounded-lg bg-white text-[26px] font-black text-[#0b3d24] tabular-nums shadow-[inset_0_-3px_0_rgb(0_0_0/0.12)]"
          >
            {ch}
          </span>
        ),
      )}
    </div>
  );
}

function CountdownMask({ seconds }: { seconds: number }) {
  return (
    <div
      className="absolute -inset-1 z-10 grid place-items-center rounded-2xl bg-black/75 backdrop-blur-[2px]"
      data-testid="wingo-mask"
      aria-live="assertive"
    >
      <div key={seconds} className="mask-beat flex gap-3">
        {String(seconds)
          .padStart(2, '0')
          .split('')
          .map((d, i) => (
            <span
              key={i}
              className="grid h-28 w-20 place-items-center rounded-2xl bg-gradient-to-b from-[#3dfc9b] to-accent-strong text-7xl font-black text-accent-ink shadow-glow"
            >
              {d}
            </span>
          ))}
      </div>
    </div>
  );
}

/** The last results of the model as balls, newest first. */
function LastResults({ model, endedId }: { model: WingoModel; endedId: string | null }) {
  const past = useWingoPast(model, 10);
  const list = (past.data?.list ?? []).filter((r) => resultOf(r) !== null).slice(0, 5);
  return (
    <div className="flex gap-1" data-testid="wingo-last-results" data-latest={list[0]?.roundId ?? ''} data-ended={endedId ?? ''}>
      {list.map((r, i) => (
        <span
          key={r.roundId}
          className={i === 0 ? 'animate-pop-in' : ''}
          data-testid={i === 0 ? 'wingo-last-result' : undefined}
          data-round-id={r.roundId}
          data-result={resultOf(r) ?? ''}
        >
          <WingoBall n={resultOf(r) ?? 0} size="sm" />
        </span>
      ))}
    </div>
  );
}

function WingoHelp() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('rounds.wingo.rules')}</p>
      <ul className="flex flex-col gap-1.5">
        {wingoSelections.slice(0, 10).map((s, n) => (
          <li key={s} className="flex items-center gap-2">
            <WingoBall n={n} size="xs" />
            {wingoColours(n)
              .map((c) => t(`rounds.wingo.${c}`))
              .join(' + ')}
          </li>
        ))}
      </ul>
      <p>{t('rounds.wingo.pays')}</p>
      <p>{t('rounds.wingo.paysSize')}</p>
    </>
  );
}
