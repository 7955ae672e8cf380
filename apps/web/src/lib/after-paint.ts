/**
 * Work that can wait until the screen has been drawn: requestAnimationFrame runs just before the
 * browser draws a frame, the timeout just after it. What starts here (the reality check, the daily
 * popup, the toaster, the animation engine) no longer competes with the first screen on a slow
 * phone: their downloads and their code run after it is on screen.
 */
import { startTransition, useEffect, useState } from 'react';

export const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Work for when the main thread has nothing else to do: after React has taken the server's markup
 * over and drawn the page's rows (its scheduler keeps posting tasks until then), or after `timeout`
 * ms at the latest. Browsers without requestIdleCallback (Safari) wait a fixed moment instead.
 */
export function whenIdle(work: () => void, timeout = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 200);
}

/**
 * False on the first render (the server's too), true once the screen with it has been drawn. The
 * change renders as a transition: in slices, not in one task, as an ordinary update would.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => live && startTransition(() => setPainted(true)));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
