/**
 * The frame every single-player table shares, on the game screen shell: the tabs below the controls
 * (live bets of every player, my recent bets), the sound switch in the header and the seeds fairness
 * sheet. A game brings only its stage, its controls and its rules.
 */
import '../../../i18n/bet-history-strings.ts';
import { History, Radio } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paidMultiplier, type SinglePlayerGame } from '@kasino/shared/games';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatClock } from '../../../lib/format-time.ts';
import { LoginForBets } from '../controls/login-to-play.tsx';
import { useRecentBets } from './bets-api.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { unlockAudio } from './sounds.ts';
import { FairnessPanel } from '../fairness/fairness-panel.tsx';
import { GameScreen, GameTabs, TabsCard } from './game-screen.tsx';
import { LiveBets } from './live-bets.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import '../../../i18n/tables-strings.ts';

interface GameFrameProps {
  game: SinglePlayerGame;
  title: string;
  loggedIn: boolean;
  /** Classes of the stage card: its background (the game's colours). */
  stageClass: string;
  stage: ReactNode;
  controls: ReactNode;
  /** The body of the help sheet: rules, pay table, RTP. */
  help: ReactNode;
}

type Tab = 'live' | 'mine';

export function GameFrame({ game, title, loggedIn, stageClass, stage, controls, help }: GameFrameProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('live');
  const tabs = [
    { value: 'live' as const, label: t('roller.liveBets'), icon: <Radio className="size-3.5" aria-hidden="true" /> },
    { value: 'mine' as const, label: t('frame.myBets'), icon: <History className="size-3.5" aria-hidden="true" /> },
  ];
  return (
    <GameScreen
      testId={`game-page-${game}`}
      title={title}
      actions={<SoundToggle />}
      onPointerDown={unlockAudio}
      stageClass={stageClass}
      stage={stage}
      controls={controls}
      feed={
        <TabsCard>
          <GameTabs tabs={tabs} value={tab} onChange={setTab} />
          {tab === 'live' ? <LiveBets game={game} framed={false} /> : <MyBets game={game} loggedIn={loggedIn} />}
        </TabsCard>
      }
      help={{ body: help, howItWorks: `/verify?game=${game}` }}
      fairness={(open, onClose) => <FairnessPanel game={game} open={open} onClose={onClose} loggedIn={loggedIn} />}
    />
  );
}

/** My latest bets on this game, each opening its detail (seeds, verify). */
function MyBets({ game, loggedIn }: { game: SinglePlayerGame; loggedIn: boolean }) {
  const { t } = useTranslation();
  const recent = useRecentBets(game, 10, loggedIn);
  if (!loggedIn) return <LoginForBets text={t('frame.loginForHistory')} />;
  if (recent.isPending) {
    return (
      <div className="flex flex-col gap-1.5 p-3" data-testid="my-bets-loading">
        <Skeleton className="h-7" />
        <Skeleton className="h-7" />
        <Skeleton className="h-7" />
      </div>
    );
  }
  const list = recent.data ?? [];
  if (list.length === 0)
    return (
      <p className="px-3 py-5 text-center text-xs text-faint" data-testid="my-bets-empty">
        {t('frame.noBets')}
      </p>
    );
  return (
    <ul className="divide-y divide-line/40" data-testid="my-bets">
      {list.map((bet) => {
        const paid = parseAmount(bet.payout) ?? 0n;
        const back = !bet.win && paid > 0n;
        return (
          <li key={bet.id}>
            <Link
              to={`/bet-history/${bet.id}`}
              className="grid grid-cols-[1fr_auto_auto] items-center gap-x-3 px-3 py-2 text-[12.5px] hover:bg-surface-2"
              data-testid="my-bet-row"
            >
              <span className="text-faint tabular-nums">{formatClock(bet.createdAt)}</span>
              <span className="text-right font-bold text-muted tabular-nums">
                {bet.status === 'pending' ? '—' : formatMultiplier(paidMultiplier(bet.multiplier, paid))}
              </span>
              <span className={`w-24 text-right font-extrabold tabular-nums ${bet.win ? 'text-gold' : back ? 'text-muted' : 'text-loss'}`}>
                {bet.status === 'pending'
                  ? t('betHistory.state.pending')
                  : bet.win || back
                    ? `+${formatWireIdr(bet.payout)}`
                    : `-${formatWireIdr(bet.amount)}`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The outcome line under a stage: Menang +Rp…, Kembali Rp… (a partial return), or Kalah -Rp…. */
export function outcomeKind(bet: { win: boolean; payout: string }): 'win' | 'back' | 'lose' {
  if (bet.win) return 'win';
  return (parseAmount(bet.payout) ?? 0n) > 0n ? 'back' : 'lose';
}
