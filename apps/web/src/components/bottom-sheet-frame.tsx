/**
 * The bottom sheet's frame and animation (bottom-sheet.tsx loads it the first time a sheet opens, so
 * a page with a sheet does not fetch the animation library before anything is shown).
 */
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '../lib/use-back-closes.ts';
import { AnimationScope } from './animation-scope.tsx';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
}

/** Stays mounted once loaded, so closing plays the sheet's exit. */
export function SheetLayer({ open, onClose, title, children, testId }: BottomSheetProps) {
  return (
    <AnimationScope>
      <AnimatePresence>
        {open && (
          <SheetFrame onClose={onClose} title={title} testId={testId}>
            {children}
          </SheetFrame>
        )}
      </AnimatePresence>
    </AnimationScope>
  );
}

function SheetFrame({ onClose, title, children, testId }: Omit<BottomSheetProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useBackCloses(onClose);

  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    // Escape closes the sheet only: it is the top layer, so it takes the key first (capture) and keeps
    // it from the popup underneath (the terms sheet over the registration popup).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = previousOverflow;
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-[70] flex items-end justify-center">
      <motion.div
        className="absolute inset-0 bg-black/65 backdrop-blur-[2px]"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        onClick={onClose}
        aria-hidden="true"
      />
      <motion.div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className="relative max-h-[92dvh] w-full max-w-[480px] overflow-y-auto rounded-t-[28px] border-t border-line/70 bg-surface-1 px-5 pt-2.5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] outline-none"
        initial={{ y: '100%' }}
        animate={{ y: 0, transition: { type: 'spring', stiffness: 420, damping: 38 } }}
        exit={{ y: '100%', transition: { duration: 0.2 } }}
      >
        <div className="mx-auto h-1 w-10 rounded-full bg-line" aria-hidden="true" />
        <div className="mt-3 mb-4 flex items-center gap-2">
          <h2 id={titleId} className="flex-1 text-lg font-extrabold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="grid size-9 place-items-center rounded-full bg-surface-3/80 text-muted transition hover:bg-surface-3 hover:text-fg"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </motion.div>
    </div>
  );
}
