/**
 * A game's main button kept in reach on a phone: pinned just above the bottom tab bar while the panel
 * it ends scrolls beneath, so "Pasang" is on screen without scrolling (issue 17 #6).
 */
import type { ReactNode } from 'react';

export function StickyAction({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-[calc(72px+env(safe-area-inset-bottom))] z-10 rounded-2xl bg-surface-1/90 backdrop-blur-sm">
      {children}
    </div>
  );
}
