/** Renders the popup stack: backdrop + animated frame per popup, Escape closes the top one. */
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { AnimatePresence, type TargetAndTransition } from 'motion/react';
import * as motion from 'motion/react-m';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import type { PopupKey } from '../../lib/popups/popup-keys.ts';
import { popupTable, type PopupFrame } from './popup-table.tsx';
import { AnimationScope } from '../../components/animation-scope.tsx';

interface FrameMotion {
  initial: TargetAndTransition;
  animate: TargetAndTransition;
  exit: TargetAndTransition;
}

const spring = { type: 'spring', stiffness: 420, damping: 38 } as const;

/** How each frame enters and leaves. */
const frameMotion: Record<PopupFrame, FrameMotion> = {
  sheet: { initial: { y: '100%' }, animate: { y: 0, transition: spring }, exit: { y: '100%', transition: { duration: 0.2 } } },
  full: {
    initial: { y: 24, opacity: 0 },
    animate: { y: 0, opacity: 1, transition: spring },
    exit: { y: 24, opacity: 0, transition: { duration: 0.15 } },
  },
  dialog: {
    initial: { scale: 0.92, opacity: 0 },
    animate: { scale: 1, opacity: 1, transition: spring },
    exit: { scale: 0.95, opacity: 0, transition: { duration: 0.15 } },
  },
  drawer: { initial: { x: '-100%' }, animate: { x: 0, transition: spring }, exit: { x: '-100%', transition: { duration: 0.2 } } },
};

/** Layout of the panel per frame, inside a full-viewport flex container. */
const frameLayout: Record<PopupFrame, { container: string; panel: string }> = {
  sheet: {
    container: 'items-end justify-center',
    panel: 'w-full max-w-[480px] max-h-[92dvh] rounded-t-[28px] border-t border-line/70 bg-surface-1 pb-safe',
  },
  full: {
    container: 'items-stretch justify-center',
    panel: 'w-full max-w-[480px] h-full bg-canvas pt-safe pb-safe',
  },
  dialog: {
    container: 'items-center justify-center px-6',
    panel: 'w-full max-w-[360px] rounded-3xl border border-line/70 bg-surface-1',
  },
  drawer: {
    container: 'items-stretch justify-center',
    panel: 'mr-auto w-[84%] max-w-[340px] h-full bg-surface-1 border-r border-line/70 pt-safe pb-safe',
  },
};

interface PopupLayerProps {
  stack: readonly PopupKey[];
  onClose: () => void;
}

export function PopupLayer({ stack, onClose }: PopupLayerProps) {
  const open = stack.length > 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  return (
    <AnimationScope>
      <AnimatePresence>
        {stack.map((key, index) => (
          <PopupFrameView key={key} popupKey={key} depth={index} isTop={index === stack.length - 1} onClose={onClose} />
        ))}
      </AnimatePresence>
    </AnimationScope>
  );
}

interface PopupFrameViewProps {
  popupKey: PopupKey;
  depth: number;
  isTop: boolean;
  onClose: () => void;
}

function PopupFrameView({ popupKey, depth, isTop, onClose }: PopupFrameViewProps) {
  const { t } = useTranslation();
  const entry = popupTable[popupKey];
  const Body = entry.component;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const layout = frameLayout[entry.frame];
  const anim = frameMotion[entry.frame];

  useEffect(() => {
    if (isTop) panelRef.current?.focus({ preventScroll: true });
  }, [isTop]);

  const closeTop = () => {
    if (isTop) onClose();
  };

  return (
    <div className={`fixed inset-0 flex ${layout.container}`} style={{ zIndex: 60 + depth * 2 }}>
      <motion.div
        className="absolute inset-0 bg-black/65 backdrop-blur-[2px]"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        onClick={closeTop}
        aria-hidden="true"
      />
      <motion.div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={`popup-${popupKey}`}
        className={`relative flex flex-col overflow-hidden shadow-[0_-20px_60px_-20px_rgb(0_0_0/0.8)] outline-none ${layout.panel}`}
        initial={anim.initial}
        animate={anim.animate}
        exit={anim.exit}
      >
        {entry.frame === 'sheet' && <div className="mx-auto mt-2.5 h-1 w-10 shrink-0 rounded-full bg-line" aria-hidden="true" />}
        <CloseButton label={t('common.close')} onClick={closeTop} />
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <Suspense fallback={<BodyFallback />}>
            <Body onClose={closeTop} titleId={titleId} />
          </Suspense>
        </div>
      </motion.div>
    </div>
  );
}

function CloseButton({ label, onClick }: { label: string; onClick: () => void }): ReactNode {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      data-testid="popup-close"
      className="group absolute top-2 right-2 z-20 grid size-11 place-items-center rounded-full text-muted hover:text-fg"
    >
      {/* A 44 px target around the 36 px disc, above the body's sticky parts (z-10). */}
      <span className="grid size-9 place-items-center rounded-full bg-surface-3/80 transition group-hover:bg-surface-3">
        <X className="size-5" aria-hidden="true" />
      </span>
    </button>
  );
}

function BodyFallback() {
  return (
    <div className="grid h-48 place-items-center">
      <Spinner className="size-7 text-accent" />
    </div>
  );
}
