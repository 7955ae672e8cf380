/**
 * The frame every single-player table shares: the header (title, "Bantuan", "Adil terbukti"), the
 * stage (the game itself), the controls card, and the tabs below it (live bets of every player, my
 * recent bets), with the help sheet and the fairness sheet. A game brings only its stage, its
 * controls and its rules.
 */
import { CircleHelp, History, LogIn, Radio } from 'lucide-react';
import { MotionConfig } from 'motion/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SinglePlayerGame } from '@kasino/shared/games';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import { BottomSheet } from '../../../../components/bottom-sheet.tsx';
import { Button } from '../../../../components/button.tsx';
import { useDocumentTitle } from '../../../../components/document-title.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import { formatClock } from '../../../../lib/format-time.ts';
import { usePopups } from '../../../../lib/popups/use-popups.ts';
import { useRecentBets } from '../../api/bets.ts';
import { formatMultiplier } from '../../roller-odds.ts';
import { FairButton } from '../fairness/fair-button.tsx';
import { FairnessPanel } from '../fairness/fairness-panel.tsx';
import { LiveBets } from './live-bets.tsx';
import './game-motion.css';

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
  useDocumentTitle(title);
  const [fairOpen, setFairOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('live');
  return (
    <MotionConfig reducedMotion="user">
      <div data-testid={`game-page-${game}`} className="pb-6">
        <PageHeader
          title={title}
          action={
            <div className="flex items-center gap-1.5">
              <button
                type="button"
                onClick={() => setHelpOpen(true)}
                aria-label={t('frame.help')}
                data-testid="help-open"
                className="grid size-8 place-items-center rounded-full bg-surface-2 text-muted ring-1 ring-line transition hover:text-fg"
              >
                <CircleHelp className="size-4" aria-hidden="true" />
              </button>
              <FairButton onClick={() => setFairOpen(true)} />
            </div>
          }
        />
        <div className={`relative mx-3 mt-3 overflow-hidden rounded-3xl ring-1 ring-white/10 ${stageClass}`} data-testid="game-stage">
          {stage}
        </div>
        <div className="mx-3 mt-2.5 rounded-3xl border border-line/60 bg-surface-1 p-2.5" data-testid="game-controls">
          {controls}
        </div>

        <section className="mx-3 mt-3 overflow-hidden rounded-2xl border border-line/60 bg-surface-1">
          <div className="grid grid-cols-2 gap-1 border-b border-line/50 p-1" role="tablist">
            <TabButton
              active={tab === 'live'}
              onClick={() => setTab('live')}
              testId="tab-live"
              icon={<Radio className="size-3.5" aria-hidden="true" />}
            >
              {t('roller.liveBets')}
            </TabButton>
            <TabButton
              active={tab === 'mine'}
              onClick={() => setTab('mine')}
              testId="tab-mine"
              icon={<History className="size-3.5" aria-hidden="true" />}
            >
              {t('frame.myBets')}
            </TabButton>
          </div>
          {tab === 'live' ? <LiveBets game={game} framed={false} /> : <MyBets game={game} loggedIn={loggedIn} />}
        </section>

        <BottomSheet open={helpOpen} onClose={() => setHelpOpen(false)} title={t('frame.helpTitle', { name: title })} testId="help-sheet">
          <div className="flex flex-col gap-3 pb-2 text-[13px] leading-relaxed text-muted">{help}</div>
          <Link
            to={`/verify?game=${game}`}
            onClick={() => setHelpOpen(false)}
            className="mt-2 block py-2 text-center text-sm font-bold text-accent"
          >
            {t('fair.howItWorks')}
          </Link>
        </BottomSheet>
        <FairnessPanel game={game} open={fairOpen} onClose={() => setFairOpen(false)} loggedIn={loggedIn} />
      </div>
    </MotionConfig>
  );
}

function TabButton({
  active,
  onClick,
  testId,
  icon,
  children,
}: {
  active: boolean;
  onClick: () => void;
  testId: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onClick}
      data-testid={testId}
      className={`flex h-9 items-center justify-center gap-1.5 rounded-xl text-[13px] font-bold transition ${active ? 'bg-surface-3 text-fg' : 'text-muted hover:text-fg'}`}
    >
      {icon}
      {children}
    </button>
  );
}

/** My latest bets on this game, each opening its detail (seeds, verify). */
function MyBets({ game, loggedIn }: { game: SinglePlayerGame; loggedIn: boolean }) {
  const { t } = useTranslation();
  const { open } = usePopups();
  const recent = useRecentBets(game, 10, loggedIn);
  if (!loggedIn) {
    return (
      <div className="px-3 py-5 text-center">
        <p className="text-xs text-muted">{t('frame.loginForHistory')}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          icon={<LogIn className="size-4" aria-hidden="true" />}
          onClick={() => open('login')}
        >
          {t('roller.loginToPlay')}
        </Button>
      </div>
    );
  }
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
        const back = !bet.win && (parseAmount(bet.payout) ?? 0n) > 0n;
        return (
          <li key={bet.id}>
            <Link
              to={`/bet-history/${bet.id}`}
              className="grid grid-cols-[1fr_auto_auto] items-center gap-x-3 px-3 py-2 text-[12.5px] hover:bg-surface-2"
              data-testid="my-bet-row"
            >
              <span className="text-faint tabular-nums">{formatClock(bet.createdAt)}</span>
              <span className="text-right font-bold text-muted tabular-nums">{formatMultiplier(bet.multiplier)}</span>
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

/** Manual / Otomatis, above the stake of a game with auto-bet. */
export function ModeTabs({
  mode,
  onMode,
  disabled,
}: {
  mode: 'manual' | 'auto';
  onMode: (mode: 'manual' | 'auto') => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-2 grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-0.5" role="tablist">
      {(['manual', 'auto'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={mode === m}
          disabled={disabled}
          onClick={() => onMode(m)}
          data-testid={m === 'auto' ? 'auto-tab' : 'manual-tab'}
          className={`h-7 rounded-lg text-[13px] font-bold transition ${mode === m ? 'bg-surface-3 text-fg shadow' : 'text-muted'}`}
        >
          {t(`roller.${m}`)}
        </button>
      ))}
    </div>
  );
}

/** "Masuk untuk bermain" for visitors. */
export function LoginToPlay({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const { open } = usePopups();
  return (
    <Button
      size="lg"
      block
      icon={<LogIn className="size-5" aria-hidden="true" />}
      onClick={() => open('login')}
      data-testid={testId}
      className="text-lg font-extrabold"
    >
      {t('roller.loginToPlay')}
    </Button>
  );
}

/** The outcome line under a stage: Menang +Rp…, Kembali Rp… (a partial return), or Kalah -Rp…. */
export function outcomeKind(bet: { win: boolean; payout: string }): 'win' | 'back' | 'lose' {
  if (bet.win) return 'win';
  return (parseAmount(bet.payout) ?? 0n) > 0n ? 'back' : 'lose';
}
