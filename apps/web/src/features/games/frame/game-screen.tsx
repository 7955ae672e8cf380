/**
 * The one screen shell of every in-house game, single-player table or live round: the header (name,
 * the game's own buttons, "Bantuan", "Adil terbukti"), an optional strip above the stage, the stage, the
 * bet controls card, the feed below (live bets, my bets, a round's history tabs), the rules sheet and the
 * fairness sheet. The single-player frame (game-frame.tsx) and the round frame (round-frame.tsx) fill it.
 */
import { CircleHelp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { FairButton } from '../fairness/fair-button.tsx';
import './game-motion.css';
import { AnimationScope } from '../../../components/animation-scope.tsx';

export interface GameScreenProps {
  /** `game-page-<id>`, which the browser tests look for. */
  testId: string;
  title: string;
  /** Header buttons before "Bantuan" (a round game's sound switch). */
  actions?: ReactNode;
  /** Above the stage (Wingo's speed switcher). */
  top?: ReactNode;
  /** Classes of the stage card: its background (the game's colours). */
  stageClass: string;
  stage: ReactNode;
  /** Between the stage and the controls card (Roller's direction and odds fields). */
  beforeControls?: ReactNode;
  controls: ReactNode;
  /** Under the controls: the live feed, my bets, a round's history. */
  feed?: ReactNode;
  /** The rules sheet behind "Bantuan": its body (rules, pay table, RTP) and where "Cara kerjanya" under it
   * leads (`/verify?game=…`, `/verify#ronde`). Without it the header has no "Bantuan" (Roller shows its
   * rules under the feed). */
  help?: { body: ReactNode; howItWorks: string };
  /** The fairness sheet, given whether it is open and how to close it. */
  fairness: (open: boolean, onClose: () => void) => ReactNode;
  onPointerDown?: () => void;
}

export function GameScreen({
  testId,
  title,
  actions,
  top,
  stageClass,
  stage,
  beforeControls,
  controls,
  feed,
  help,
  fairness,
  onPointerDown,
}: GameScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const [fairOpen, setFairOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <AnimationScope>
      <div data-testid={testId} className="pb-6" onPointerDown={onPointerDown}>
        <PageHeader
          title={title}
          action={
            // 12 px apart, so each button’s 44 px touch area stays its own.
            <div className="flex items-center gap-3">
              {actions}
              {help && (
                <HeaderButton onClick={() => setHelpOpen(true)} label={t('frame.help')} testId="help-open">
                  <CircleHelp className="size-4" aria-hidden="true" />
                </HeaderButton>
              )}
              <FairButton onClick={() => setFairOpen(true)} />
            </div>
          }
        />
        {top}
        <div className={`relative mx-3 mt-3 overflow-hidden rounded-3xl ring-1 ring-white/10 ${stageClass}`} data-testid="game-stage">
          {stage}
        </div>
        {beforeControls}
        <div className="mx-3 mt-2.5 rounded-3xl border border-line/60 bg-surface-1 p-2.5" data-testid="game-controls">
          {controls}
        </div>
        {feed}

        {help && (
          <BottomSheet open={helpOpen} onClose={() => setHelpOpen(false)} title={t('frame.helpTitle', { name: title })} testId="help-sheet">
            <div className="flex flex-col gap-3 pb-2 text-[13px] leading-relaxed text-muted">{help.body}</div>
            <Link
              to={help.howItWorks}
              onClick={() => setHelpOpen(false)}
              className="mt-2 block py-2 text-center text-sm font-bold text-accent"
            >
              {t('fair.howItWorks')}
            </Link>
          </BottomSheet>
        )}
        {fairness(fairOpen, () => setFairOpen(false))}
      </div>
    </AnimationScope>
  );
}

/** A round icon button of the game header. */
export function HeaderButton({
  onClick,
  label,
  testId,
  pressed,
  children,
}: {
  onClick: () => void;
  label: string;
  testId: string;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      data-testid={testId}
      // A 32 px disc like the header's other controls, with a 44 px touch area around it.
      className="relative grid size-8 place-items-center rounded-full bg-surface-2 text-muted ring-1 ring-line transition before:absolute before:-inset-1.5 before:content-[''] hover:text-fg"
    >
      {children}
    </button>
  );
}

/** A row of tabs under a game (live bets, my bets, history, trend). */
export function GameTabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: ReadonlyArray<{ value: T; label: string; icon?: ReactNode }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      className="grid gap-1 border-b border-line/50 p-1"
      style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      role="tablist"
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={value === tab.value}
          onClick={() => onChange(tab.value)}
          data-testid={`tab-${tab.value}`}
          className={`flex h-9 items-center justify-center gap-1.5 rounded-xl text-[13px] font-bold transition ${value === tab.value ? 'bg-surface-3 text-fg' : 'text-muted hover:text-fg'}`}
        >
          {tab.icon}
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The card holding tabs below a game. */
export function TabsCard({ children }: { children: ReactNode }) {
  return <section className="mx-3 mt-3 overflow-hidden rounded-2xl border border-line/60 bg-surface-1">{children}</section>;
}
