/**
 * The frame of a live round game, on the game screen shell: the sound switch in the header, and the
 * round fairness sheet (this round's seed hash before it ends, the last round's revealed seed and
 * roundHash after, with a verify link). The game brings its stage, controls, tabs and rules.
 */
import { ExternalLink, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { CopyRow } from '../../../components/copy-row.tsx';
import { unlockAudio } from './sounds.ts';
import { verifyRoundHref, type RoundVerifyInput } from '../../../lib/games/verify-round-link.ts';
import { GameScreen } from './game-screen.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import '../rounds/rounds.css';

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
  return (
    <GameScreen
      testId={testId}
      title={title}
      onPointerDown={unlockAudio}
      actions={<SoundToggle />}
      top={top}
      stageClass={stageClass}
      stage={stage}
      controls={controls}
      feed={children}
      help={{ body: help, howItWorks: '/verify#ronde' }}
      fairness={(open, onClose) => (
        <BottomSheet open={open} onClose={onClose} title={t('fair.title')} testId="fair-panel">
          <FairnessBody fairness={fairness} onNavigate={onClose} />
        </BottomSheet>
      )}
    />
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
