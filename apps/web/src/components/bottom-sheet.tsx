/**
 * A sheet that slides up over the page for a short in-page step (confirm a deletion with the PIN).
 * Unlike the popups of SPEC §2 it is not in the URL: it belongs to the page that opened it. Back
 * closes it, as it closes a popup (use-back-closes.ts).
 */
import { lazy, Suspense, useState } from 'react';
import type { BottomSheetProps } from './bottom-sheet-frame.tsx';

export type { BottomSheetProps };

const SheetLayer = lazy(() => import('./bottom-sheet-frame.tsx').then((m) => ({ default: m.SheetLayer })));

export function BottomSheet(props: BottomSheetProps) {
  // The frame's code is fetched when the sheet first opens, and kept for its exit and the next time.
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SheetLayer {...props} />
    </Suspense>
  );
}
