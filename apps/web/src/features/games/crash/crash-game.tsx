/**
 * `/game/crash`: the rising curve with the rocket and the multiplier, the latest targets as coloured pills,
 * the bet panel (stake, auto cash-out ≥ 1,01x, one big button: Pasang in preparation, "Cairkan Rp …" in
 * flight, "ikut ronde berikutnya" for a bet placed during a flight), the players with their cash-outs,
 * and the tabs of past rounds and my bets.
 */
import { History, ListChecks, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import { formatIdr, formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { StakeField } from '../controls/stake-field.tsx';
import { LoginToPlay } from '../controls/login-to-play.tsx';
import { useStake } from '../controls/use-stake.ts';
import { useCrashMine, useCrashPast, type CrashPlayer, type CrashStatus } from './crash-api.ts';
import { useCrash, type CrashMyBet } from './use-crash.ts';
import { useServerNow } from '../rounds/use-server-clock.ts';
import { sounds } from '../frame/sounds.ts';
import { GameTabs, TabsCard } from '../frame/game-screen.tsx';
import { RoundFrame } from '../frame/round-frame.tsx';
import { ChipStrip } from '../frame/stage-parts.tsx';
import { ListSkeleton, LoadFailed, MyRoundBets, RoundVerifyLink } from '../rounds/round-parts.tsx';
import { CrashGraph, formatRate, x100Of } from './crash-graph.tsx';

const MIN_AUTO = 1.01;
const SQUIB_HOLD_MS = 2_500;

/** Pill colour by target: below 2x grey-blue, to 10x green, above gold. */
const pillTone = (rate: string) => {
  const r = Number(rate);
  return r >= 10
    ? 'bg-gold/20 text-gold ring-gold/50'
    : r >= 2
      ? 'bg-[#18b660]/20 text-[#6dffb0] ring-[#18b660]/50'
      : 'bg-[#5b6b8f]/25 text-[#b8c4e0] ring-[#5b6b8f]/50';
};
const rateLabel = (rate: string) => formatRate(x100Of(rate));

type Tab = 'players' | 'history' | 'mine';

type Outcome = { kind: 'cashed'; rate: string; win: bigint; auto: boolean } | { kind: 'lost' } | null;

/** My result in a round: cashed out (by hand, or by the auto rate once the flight passed it), lost once it crashed, else nothing yet. */
function myOutcome(bet: CrashMyBet | null, status: CrashStatus | null, liveX100: number, target: string | null | undefined): Outcome {
  if (!bet) return null;
  const stake = parseAmount(bet.amount) ?? 0n;
  if (bet.escapeRate)
    return {
      kind: 'cashed',
      rate: bet.escapeRate,
      win: bet.winAmount ? (parseAmount(bet.winAmount) ?? 0n) : payoutOf(stake, BigInt(x100Of(bet.escapeRate)), 100n),
      auto: false,
    };
  const auto = bet.autoRate ? x100Of(bet.autoRate) : null;
  const reached = status === 'SQUIB' ? x100Of(target) : status === 'GOUP' ? liveX100 : 0;
  if (auto !== null && reached >= auto)
    return { kind: 'cashed', rate: bet.autoRate as string, win: payoutOf(stake, BigInt(auto), 100n), auto: true };
  return status === 'SQUIB' ? { kind: 'lost' } : null;
}

export function CrashGame() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const crash = useCrash();
  const now = useServerNow(100);
  const [liveX100, setLiveX100] = useState(100);
  const [tab, setTab] = useState<Tab>('players');
  const [auto, setAuto] = useState('');
  const { setAmount, range, balance, stakeWire, stake, error: stakeError, shownError } = useStake(crash.range);

  const round = crash.round;
  const status = round?.status ?? null;
  const mine = crash.mine;
  const inRound = mine !== null && round !== null && mine.roundId === round.roundId;
  const autoX100 = mine?.autoRate ? x100Of(mine.autoRate) : null;
  const autoHit = inRound && status === 'GOUP' && autoX100 !== null && liveX100 >= autoX100;
  const cashed = inRound && (mine.escapeRate !== null || autoHit);
  const autoValue = auto.trim() === '' ? null : Number(auto.replace(',', '.'));
  const autoError =
    autoValue !== null && (!Number.isFinite(autoValue) || autoValue < MIN_AUTO || autoValue > Number(crash.maxRate))
      ? t('rounds.crash.autoRange', { max: crash.maxRate })
      : null;

  const liveWin = inRound && mine ? payoutOf(parseAmount(mine.amount) ?? 0n, BigInt(liveX100), 100n) : 0n;

  const action = (() => {
    if (!loggedIn) return null;
    if (inRound && status === 'GOUP' && !cashed)
      return { kind: 'escape' as const, label: t('rounds.crash.cashOut', { amount: formatIdr(liveWin) }) };
    if (mine && mine.roundId === null) return { kind: 'waiting' as const, label: t('rounds.crash.joinedNext') };
    if (inRound && status === 'PREPARATION')
      return { kind: 'waiting' as const, label: t('rounds.crash.betIn', { amount: formatWireIdr(mine.amount) }) };
    if (status === 'PREPARATION') return { kind: 'bet' as const, label: t('rounds.crash.bet') };
    return { kind: 'bet' as const, label: t('rounds.crash.betNext') };
  })();

  // The explosion stays on screen a moment into the next preparation (end and start arrive together).
  const lastEnd = crash.lastEnd;
  const holdSquib =
    status === 'PREPARATION' &&
    lastEnd !== null &&
    round?.startTime != null &&
    now < lastEnd.at + Math.min(SQUIB_HOLD_MS, (round.startTime - lastEnd.at) / 2);
  const shownStatus = holdSquib ? 'SQUIB' : status;
  const shownTarget = holdSquib ? lastEnd.target : (round?.target ?? null);
  const outcome = myOutcome(
    inRound ? mine : status === 'PREPARATION' && crash.settled?.roundId === lastEnd?.roundId ? crash.settled : null,
    inRound ? status : 'SQUIB',
    liveX100,
    inRound ? round?.target : lastEnd?.target,
  );
  // The flight passing my automatic rate is my cash-out (the server pays it, since the round flies on):
  // revealed with its sound and, for a big win, the celebration, once per round, as a cash-out by hand is.
  const celebrated = useRef<string | null>(null);
  const autoRound = outcome?.kind === 'cashed' && outcome.auto && inRound && mine ? (round?.roundId ?? '') : null;
  const autoWin = outcome?.kind === 'cashed' ? outcome.win : 0n;
  const myStake = mine?.amount ?? '0';
  useEffect(() => {
    if (autoRound === null || celebrated.current === autoRound) return;
    celebrated.current = autoRound;
    sounds.win({ amount: myStake, payout: toWireAmount(autoWin) });
  }, [autoRound, autoWin, myStake]);

  return (
    <RoundFrame
      testId="game-page-crash"
      title="Crash"
      stageClass="bg-[radial-gradient(120%_100%_at_50%_0%,#3b1470,#0d0820_72%)]"
      help={
        <>
          <p>{t('rounds.crash.rules')}</p>
          <p>{t('rounds.crash.formula')}</p>
        </>
      }
      fairness={{
        game: 'crash',
        current: round && status !== 'SQUIB' ? { roundId: round.roundId, serverSeedHash: round.serverSeedHash } : null,
        last: lastEnd
          ? {
              roundId: lastEnd.roundId,
              serverSeedHash: lastEnd.serverSeedHash,
              serverSeed: lastEnd.serverSeed,
              roundHash: lastEnd.roundHash,
              salt: lastEnd.salt,
              resultText: rateLabel(lastEnd.target),
            }
          : null,
      }}
      stage={
        <div data-testid="crash-stage" data-status={status ?? ''} data-round-id={round?.roundId ?? ''}>
          <ChipStrip
            testId="crash-history"
            label={t('rounds.history')}
            empty={crash.history.length === 0 ? t('rounds.noHistory') : null}
            className="h-11"
          >
            {crash.history.map((rate, i) => (
              <span
                key={`${i}-${rate}`}
                className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-extrabold tabular-nums ring-1 ${pillTone(rate)} ${i === 0 ? 'animate-pop-in' : ''}`}
                data-testid="crash-history-pill"
              >
                {rateLabel(rate)}
              </span>
            ))}
          </ChipStrip>
          {crash.error && !round ? (
            <LoadFailed onRetry={() => void crash.reload()} />
          ) : (
            <CrashGraph
              status={shownStatus}
              growth={crash.growth}
              flightStart={crash.flightStart}
              startsIn={round?.startTime ? round.startTime - now : 0}
              target={shownTarget}
              onRate={setLiveX100}
            />
          )}
          <div className="flex h-9 items-center justify-center" aria-live="polite">
            {outcome?.kind === 'cashed' && (
              <p
                className="rounded-full bg-gold/15 px-4 py-1 text-[14px] font-black text-gold ring-1 ring-gold/40"
                data-testid="crash-cashed"
                data-rate={outcome.rate}
              >
                {t(outcome.auto ? 'rounds.crash.autoCashed' : 'rounds.crash.cashed', {
                  rate: rateLabel(outcome.rate),
                  amount: formatIdr(outcome.win),
                })}
              </p>
            )}
            {outcome?.kind === 'lost' && (
              <p className="text-[13px] font-bold text-white/70" data-testid="crash-lost">
                {t('rounds.crash.lost')}
              </p>
            )}
          </div>
        </div>
      }
      controls={
        !loggedIn ? (
          <LoginToPlay testId="round-login" />
        ) : (
          <div className="flex flex-col gap-2.5">
            <StakeField
              label={t('rounds.amount')}
              value={stakeWire}
              onChange={setAmount}
              range={range}
              balance={balance}
              disabled={action?.kind !== 'bet'}
              error={shownError}
            />
            <label className="flex items-center gap-3">
              <span className="shrink-0 text-[13px] font-semibold text-muted">{t('rounds.crash.auto')}</span>
              <span
                className={`flex h-11 min-w-0 flex-1 items-center rounded-xl border bg-surface-2 px-3 focus-within:border-accent ${autoError ? 'border-danger' : 'border-line'}`}
              >
                <input
                  value={auto}
                  onChange={(e) => setAuto(e.target.value.replace(/[^\d,.]/g, '').slice(0, 7))}
                  inputMode="decimal"
                  placeholder={t('rounds.crash.autoHint')}
                  disabled={action?.kind !== 'bet'}
                  data-testid="crash-auto"
                  className="min-w-0 flex-1 bg-transparent text-[15px] font-bold tabular-nums outline-none"
                />
                <span className="text-sm font-bold text-muted">x</span>
              </span>
            </label>
            {autoError && <p className="-mt-1.5 text-right text-[11.5px] text-danger">{autoError}</p>}
            <Button
              size="lg"
              block
              variant={action?.kind === 'escape' ? 'gold' : 'primary'}
              loading={crash.busy}
              disabled={
                action?.kind === 'waiting' ||
                (action?.kind === 'bet' && (Boolean(stakeError) || Boolean(autoError) || stake === null || !crash.loaded))
              }
              onClick={() => {
                if (action?.kind === 'escape') void crash.escape();
                else if (action?.kind === 'bet') void crash.bet(stakeWire, autoValue !== null ? autoValue.toFixed(2) : null);
              }}
              data-testid="crash-action"
              data-kind={action?.kind ?? ''}
              className="h-14 text-lg font-extrabold"
            >
              {/* The longest label ("Taruhan … masuk · menunggu lepas landas") wraps inside the button. */}
              <span className="min-w-0 text-center leading-tight text-balance whitespace-normal">{action?.label}</span>
            </Button>
          </div>
        )
      }
    >
      <TabsCard>
        <GameTabs
          tabs={[
            {
              value: 'players',
              label: t('rounds.crash.players', { count: crash.players.length }),
              icon: <Users className="size-3.5" aria-hidden="true" />,
            },
            { value: 'history', label: t('rounds.history'), icon: <History className="size-3.5" aria-hidden="true" /> },
            { value: 'mine', label: t('rounds.myBets'), icon: <ListChecks className="size-3.5" aria-hidden="true" /> },
          ]}
          value={tab}
          onChange={setTab}
        />
        {tab === 'players' ? <Players players={crash.players} /> : tab === 'history' ? <PastCrashes /> : <MineTab loggedIn={loggedIn} />}
      </TabsCard>
    </RoundFrame>
  );
}

function Players({ players }: { players: CrashPlayer[] }) {
  const { t } = useTranslation();
  if (players.length === 0) return <p className="px-3 py-5 text-center text-xs text-faint">{t('rounds.crash.noPlayers')}</p>;
  return (
    <ul className="divide-y divide-line/40" data-testid="crash-players">
      {players.map((p, i) => (
        <li
          key={`${p.user}-${i}`}
          className={`grid grid-cols-[1fr_auto_auto] items-center gap-x-3 px-3 py-2 text-[12.5px] ${p.escapeRate ? 'bg-[#18b660]/8' : ''}`}
        >
          <span className="truncate font-semibold">{p.user}</span>
          <span className="text-right text-muted tabular-nums">{formatWireIdr(p.amount)}</span>
          <span className={`w-28 text-right font-extrabold tabular-nums ${p.escapeRate ? 'text-[#6dffb0]' : 'text-faint'}`}>
            {p.escapeRate
              ? `${rateLabel(p.escapeRate)} · +${formatWireIdr(p.winAmount)}`
              : p.rate
                ? `${t('rounds.crash.autoShort')} ${rateLabel(p.rate)}`
                : '—'}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PastCrashes() {
  const { t } = useTranslation();
  const past = useCrashPast();
  if (past.isPending) return <ListSkeleton />;
  const list = past.data?.list ?? [];
  if (list.length === 0) return <p className="px-3 py-5 text-center text-xs text-faint">{t('rounds.noHistory')}</p>;
  return (
    <ul className="divide-y divide-line/40" data-testid="crash-past">
      {list.map((r) => (
        <li key={r.roundId} className="grid grid-cols-[1fr_auto_auto] items-center gap-x-3 px-3 py-2 text-[12.5px]">
          <span className="truncate font-mono text-muted">{r.roundId}</span>
          {r.target ? (
            <span className={`rounded-full px-2 py-0.5 text-[11px] font-extrabold ring-1 ${pillTone(r.target)}`}>
              {rateLabel(r.target)}
            </span>
          ) : (
            <span className="text-faint">{t('rounds.void')}</span>
          )}
          <RoundVerifyLink game="crash" round={r} />
        </li>
      ))}
    </ul>
  );
}

function MineTab({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const mine = useCrashMine(loggedIn);
  // A bet's selection is "manual" or its auto cash-out rate × 100.
  const labelOf = (select: string) => (
    <span className="font-bold">
      {select === 'manual' || !/^\d+$/.test(select)
        ? t('rounds.crash.manual')
        : `${t('rounds.crash.autoShort')} ${formatRate(Number(select))}`}
    </span>
  );
  return <MyRoundBets loggedIn={loggedIn} bets={mine.data?.list} loading={mine.isPending} labelOf={labelOf} />;
}
