/**
 * The frame of a live round game: header (sound, help, "Adil terbukti"), the stage, the controls card,
 * the tabs below, the help sheet and the round fairness sheet (this round's seed hash before it ends,
 * the last round's revealed seed and roundHash after, with a verify link). Built from the pieces the
 * single-player frame uses (page header, fairness button, bottom sheet).
 */
import { CircleHelp, ExternalLink, ShieldCheck, Volume2, VolumeX } from 'lucide-react';
import { MotionConfig } from 'motion/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { CopyRow } from '../../../components/copy-row.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { FairButton } from './fairness/fair-button.tsx';
import './frame/game-motion.css';
import { unlockAudio, useSoundStore } from '../sounds.ts';
import { verifyRoundHref, type RoundVerifyInput } from '../verify-round-link.ts';
import './rounds.css';

/** What the fairness sheet shows: the running round's hash, and the last ended round revealed. */
export interface RoundFairness {
  game: RoundVerifyInput['game'];
  current: { roundId: string; serverSeedHash: string } | null;
  last: {
    roundId: string;
    serverSeedHash: string;
    serverSeed: string | null;
    roundHash: string | null;
    salt: string | null;
    resultText: string;
  } | null;
}

interface RoundFrameProps {
  testId: string;
  title: string;
  stageClass: string;
  stage: ReactNode;
  controls: ReactNode;
  /** Tabs and lists under the controls. */
  children?: ReactNode;
  help: ReactNode;
  fairness: RoundFairness;
  /** Above the stage (Wingo's model switcher). */
  top?: ReactNode;
}

export function RoundFrame({ testId, title, stageClass, stage, controls, children, help, fairness, top }: RoundFrameProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const [fairOpen, setFairOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const { muted, toggle } = useSoundStore();
  return (
    <MotionConfig reducedMotion="user">
      <div data-testid={testId} className="pb-6" onPointerDown={unlockAudio}>
        <PageHeader
          title={title}
          action={
            <div className="flex items-center gap-1.5">
              <button
                type="button"
                onClick={toggle}
                aria-label={muted ? t('rounds.soundOn') : t('rounds.soundOff')}
                aria-pressed={!muted}
                data-testid="sound-toggle"
                className="grid size-8 place-items-center rounded-full bg-surface-2 text-muted ring-1 ring-line transition hover:text-fg"
              >
                {muted ? <VolumeX className="size-4" aria-hidden="true" /> : <Volume2 className="size-4" aria-hidden="true" />}
              </button>
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
        {top}
        <div className={`relative mx-3 mt-3 overflow-hidden rounded-3xl ring-1 ring-white/10 ${stageClass}`} data-testid="game-stage">
          {stage}
        </div>
        <div className="mx-3 mt-2.5 rounded-3xl border border-line/60 bg-surface-1 p-2.5" data-testid="game-controls">
          {controls}
        </div>
        {children}

        <BottomSheet open={helpOpen} onClose={() => setHelpOpen(false)} title={t('frame.helpTitle', { name: title })} testId="help-sheet">
          <div className="flex flex-col gap-3 pb-2 text-[13px] leading-relaxed text-muted">{help}</div>
          <Link to="/verify#ronde" onClick={() => setHelpOpen(false)} className="mt-2 block py-2 text-center text-sm font-bold text-accent">
            {t('fair.howItWorks')}
          </Link>
        </BottomSheet>
        <BottomSheet open={fairOpen} onClose={() => setFairOpen(false)} title={t('fair.title')} testId="fair-panel">
          <FairnessBody fairness={fairness} onNavigate={() => setFairOpen(false)} />
        </BottomSheet>
      </div>
    </MotionConfig>
  );
}

function FairnessBody({ fairness, onNavigate }: { fairness: RoundFairness; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { current, last } = fairness;
  return (
    <div className="flex flex-col gap-1 pb-2 text-[13px]">
      <p className="text-[12.5px] leading-relaxed text-muted">{t('rounds.fair.intro')}</p>
      <h3 className="mt-2 font-extrabold text-fg">{t('rounds.fair.current', { id: current?.roundId ?? '-' })}</h3>
      {current ? (
        <CopyRow label={t('rounds.fair.seedHash')} value={current.serverSeedHash} mono testId="round-seed-hash" />
      ) : (
        <p className="text-muted">{t('rounds.fair.none')}</p>
      )}
      <h3 className="mt-2 font-extrabold text-fg">{t('rounds.fair.last', { id: last?.roundId ?? '-' })}</h3>
      {last?.serverSeed && last.salt ? (
        <>
          <p className="text-[12.5px] text-muted">
            {t('rounds.fair.result')}{' '}
            <b className="text-gold" data-testid="round-last-result">
              {last.resultText}
            </b>
          </p>
          <CopyRow label={t('rounds.fair.seed')} value={last.serverSeed} mono testId="round-last-seed" />
          <CopyRow label={t('rounds.fair.roundHash')} value={last.roundHash ?? ''} mono />
          <CopyRow label={t('rounds.fair.salt')} value={last.salt} mono />
          <Link
            to={verifyRoundHref({ game: fairness.game, serverSeed: last.serverSeed, salt: last.salt, serverSeedHash: last.serverSeedHash })}
            onClick={onNavigate}
            data-testid="round-verify-link"
            className="mt-1 flex h-11 items-center justify-center gap-1.5 rounded-xl bg-accent/12 text-sm font-bold text-accent ring-1 ring-accent/30"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('rounds.fair.verify')}
          </Link>
        </>
      ) : (
        <p className="text-muted">{t('rounds.fair.waiting')}</p>
      )}
      <Link
        to="/verify#ronde"
        onClick={onNavigate}
        className="mt-2 flex items-center justify-center gap-1.5 py-2 text-sm font-bold text-accent"
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t('fair.howItWorks')}
      </Link>
    </div>
  );
}

/** A row of tabs under a game (history, trend, my bets). */
export function RoundTabs<T extends string>({
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
