/**
 * The screen of a pool round game (Roulette, Dice, Dingdong): the round clock and the game's own stage
 * (strip, dice, fruit reel) landing on the result, the history strip, my result, the pool board, and the
 * tabs "Riwayat" (finished rounds with a verify link each) and "Taruhan Saya". A game brings its stage,
 * its pools and its words.
 */
import { History, ListChecks } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePoolMine, usePoolPast, type PoolGame, type RoundView } from './rounds-api.ts';
import { usePoolRound, type HistoryEntry, type RoundStatus } from './use-pool-round.ts';
import { useServerNow } from './use-server-clock.ts';
import { PoolBoard, type PoolOption } from './pool-board.tsx';
import { GameTabs, TabsCard } from '../frame/game-screen.tsx';
import { RoundFrame } from '../frame/round-frame.tsx';
import { ChipStrip } from '../frame/stage-parts.tsx';
import { ListSkeleton, LoadFailed, MyResultLine, MyRoundBets, RoundClock, RoundVerifyLink } from './round-parts.tsx';

export interface StageProps {
  /** The latest ended round (its result is what the stage lands on), or null before any. */
  ended: RoundView | null;
  status: RoundStatus;
  /** How long the landing animation takes. */
  revealMs: number;
}

export interface PoolGameConfig {
  game: PoolGame;
  title: string;
  /** How many results the history strip keeps (SPEC §9: dice 8, dingdong 10). */
  keep: number;
  /** How long the stage takes to land on a round's result. */
  revealMs: (round: RoundView) => number;
  stageClass: string;
  Stage: (props: StageProps) => ReactNode;
  options: readonly PoolOption[];
  columns: number;
  help: ReactNode;
  /** A history pill for a result. */
  pill: (result: Record<string, unknown>) => ReactNode;
  /** The result in words ("7 Merah", "3 · 5 · 5"). */
  resultText: (result: Record<string, unknown>) => string;
  /** The pools a result pays, highlighted on the board. */
  winners: (result: Record<string, unknown>) => string[];
  /** A selection in my bets. */
  labelOf: (select: string) => ReactNode;
}

type Tab = 'history' | 'mine';

export function PoolGameScreen({ config }: { config: PoolGameConfig }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const now = useServerNow(250);
  const table = usePoolRound(config.game, { keep: config.keep, revealMs: config.revealMs });
  const [tab, setTab] = useState<Tab>('history');
  const open = table.round !== null && table.status === 0 && now < table.round.closeTime;
  const ended = table.ended;
  const revealedResult = ended?.result && table.history[0]?.key === ended.roundId ? ended.result : null;
  const { Stage } = config;

  return (
    <RoundFrame
      testId={`game-page-${config.game}`}
      title={config.title}
      stageClass={config.stageClass}
      help={config.help}
      fairness={{
        game: config.game,
        current:
          table.round && table.round.status === 'betting'
            ? { roundId: table.round.roundId, serverSeedHash: table.round.serverSeedHash }
            : null,
        last: ended
          ? {
              roundId: ended.roundId,
              serverSeedHash: ended.serverSeedHash,
              serverSeed: ended.serverSeed,
              roundHash: ended.roundHash,
              salt: ended.salt,
              resultText: ended.result ? config.resultText(ended.result) : '-',
            }
          : null,
      }}
      stage={
        <div data-testid={`${config.game}-stage`} data-status={table.status} data-last-bet-round={table.lastBetRound ?? ''}>
          <RoundClock round={table.round} now={now} status={table.status} />
          {table.error && table.status === -1 ? (
            <LoadFailed onRetry={() => void table.reload()} />
          ) : (
            <Stage ended={ended} status={table.status} revealMs={table.revealMs} />
          )}
          <div
            data-testid="round-result"
            data-round-id={revealedResult ? ended?.roundId : ''}
            data-result={revealedResult ? JSON.stringify(revealedResult) : ''}
            className="sr-only"
            aria-live="polite"
          >
            {revealedResult ? config.resultText(revealedResult) : ''}
          </div>
          <MyResultLine result={table.myResult} />
          <HistoryStrip entries={table.history} pill={config.pill} label={t('rounds.history')} />
        </div>
      }
      controls={
        <PoolBoard
          options={config.options}
          columns={config.columns}
          pools={table.pools}
          myPools={table.myPools}
          open={open}
          placing={table.placing}
          loggedIn={loggedIn}
          range={table.range}
          onBet={(pool, amount) => void table.bet(pool, amount)}
          winners={revealedResult ? config.winners(revealedResult) : []}
        />
      }
    >
      <TabsCard>
        <GameTabs
          tabs={[
            { value: 'history', label: t('rounds.history'), icon: <History className="size-3.5" aria-hidden="true" /> },
            { value: 'mine', label: t('rounds.myBets'), icon: <ListChecks className="size-3.5" aria-hidden="true" /> },
          ]}
          value={tab}
          onChange={setTab}
        />
        {tab === 'history' ? <PastRounds config={config} /> : <MineTab game={config.game} loggedIn={loggedIn} labelOf={config.labelOf} />}
      </TabsCard>
    </RoundFrame>
  );
}

function HistoryStrip({
  entries,
  pill,
  label,
}: {
  entries: HistoryEntry[];
  pill: (result: Record<string, unknown>) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <ChipStrip
      testId="round-history"
      label={label}
      empty={entries.length === 0 ? t('rounds.noHistory') : null}
      className="h-12 bg-black/25"
    >
      {entries.map((e, i) => (
        <span key={e.key} data-testid="round-history-pill" className={`shrink-0 ${i === 0 ? 'animate-pop-in' : 'opacity-85'}`}>
          {pill(e.result)}
        </span>
      ))}
    </ChipStrip>
  );
}

function PastRounds({ config }: { config: PoolGameConfig }) {
  const { t } = useTranslation();
  const past = usePoolPast(config.game);
  if (past.isPending) return <ListSkeleton />;
  const list = past.data?.list ?? [];
  if (list.length === 0) return <p className="px-3 py-5 text-center text-xs text-faint">{t('rounds.noHistory')}</p>;
  return (
    <ul className="divide-y divide-line/40" data-testid="past-rounds">
      {list.map((r) => (
        <li key={r.roundId} className="grid grid-cols-[1fr_auto_auto] items-center gap-x-3 px-3 py-2 text-[12.5px]">
          <span className="truncate font-mono text-muted">{r.roundId}</span>
          <span>{r.result ? config.pill(r.result) : <span className="text-faint">{t('rounds.void')}</span>}</span>
          <RoundVerifyLink game={config.game} round={r} />
        </li>
      ))}
    </ul>
  );
}

function MineTab({ game, loggedIn, labelOf }: { game: PoolGame; loggedIn: boolean; labelOf: (select: string) => ReactNode }) {
  const mine = usePoolMine(game, loggedIn);
  return <MyRoundBets loggedIn={loggedIn} bets={mine.data?.list} loading={mine.isPending} labelOf={labelOf} />;
}
