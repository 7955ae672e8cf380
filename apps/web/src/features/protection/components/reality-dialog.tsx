/**
 * The reality check's dialog, with its animation: a module of its own, fetched the first time a
 * reminder is due, so no page load carries the animation library for a dialog that seldom shows.
 */
import '../strings.ts';
import { AlarmClock } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import type { ProtectionView } from '../api/protection.ts';
import { playedText, signedIdr } from '../played-time.ts';
import { AnimationScope } from '../../../components/animation-scope.tsx';

export interface RealityLayerProps {
  open: boolean;
  view: ProtectionView | undefined;
  onOpen: () => unknown;
  onClose: () => void;
}

/** Stays mounted once loaded, so closing the dialog plays its exit. */
export function RealityLayer({ open, view, onOpen, onClose }: RealityLayerProps) {
  return (
    <AnimationScope>
      <AnimatePresence>{open && view && <RealityDialog view={view} onOpen={onOpen} onClose={onClose} />}</AnimatePresence>
    </AnimationScope>
  );
}

function RealityDialog({ view, onOpen, onClose }: { view: ProtectionView; onOpen: () => unknown; onClose: () => void }) {
  const { t } = useTranslation();
  // Fresh time and net result for the dialog.
  useEffect(() => {
    void onOpen();
  }, [onOpen]);
  const navigate = useNavigate();
  const { open } = usePopups();
  const titleId = useId();
  const net = parseAmount(view.reality.net) ?? 0n;
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center px-6">
      <motion.div
        className="absolute inset-0 bg-black/70 backdrop-blur-[2px]"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        aria-hidden="true"
      />
      <motion.div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="reality-check"
        className="relative w-full max-w-[360px] rounded-3xl border border-line/70 bg-surface-1 p-5 text-center shadow-card"
        initial={{ scale: 0.92, opacity: 0 }}
        animate={{ scale: 1, opacity: 1 }}
        exit={{ scale: 0.95, opacity: 0 }}
      >
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
          <AlarmClock className="size-7" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="mt-3 text-lg font-extrabold">
          {t('protection.check.title')}
        </h2>
        <p className="mt-1 text-[14px] text-muted" data-testid="reality-check-played">
          {t('protection.check.body', { played: playedText(t, view.reality.playedMs) })}
        </p>
        <div className="mt-4 rounded-2xl bg-surface-2 p-3 ring-1 ring-line/50">
          <p className="text-[12px] font-semibold text-muted">{t('protection.check.net')}</p>
          <p
            className={`text-[26px] leading-tight font-black tabular-nums ${net > 0n ? 'text-gold' : net < 0n ? 'text-danger' : 'text-fg'}`}
            data-testid="reality-check-net"
          >
            {signedIdr(view.reality.net)}
          </p>
          <p className="text-[12px] text-faint">{t('protection.check.bets', { count: view.reality.bets })}</p>
        </div>
        <div className="mt-4 flex flex-col gap-2">
          <Button size="lg" block autoFocus onClick={onClose} data-testid="reality-check-continue">
            {t('protection.check.continue')}
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                void navigate('/bet-history');
              }}
              data-testid="reality-check-history"
            >
              {t('protection.check.history')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                onClose();
                open('logout');
              }}
              data-testid="reality-check-logout"
            >
              {t('protection.check.logout')}
            </Button>
          </div>
        </div>
      </motion.div>
    </div>
  );
}
