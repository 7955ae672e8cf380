/** Sonner toaster: top-centre inside the 480 px column, dark, 3 s. */
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../lib/toast.ts';

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      theme="dark"
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      offset={{ top: 'calc(env(safe-area-inset-top) + 64px)' }}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 64px)', left: '16px', right: '16px' }}
      style={{ '--width': 'min(420px, calc(100vw - 32px))' } as CSSProperties}
      toastOptions={{
        classNames: {
          toast:
            '!rounded-2xl !border !border-line !bg-surface-2/95 !text-fg !shadow-card backdrop-blur-md !font-sans !text-[13.5px] !font-semibold',
          success: '[&_[data-icon]]:!text-accent',
          error: '[&_[data-icon]]:!text-danger',
          info: '[&_[data-icon]]:!text-gold',
        },
      }}
    />
  );
}
