/**
 * Work that can wait until the screen has been drawn: requestAnimationFrame runs just before the
 * browser draws a frame, the timeout just after it. What starts here (the reality check, the daily
 * popup, the toaster, the animation engine) no longer competes with the first screen on a slow
 * phone: their downloads and their code run after it is on screen.
 */
import { useEffect, useState } from 'react';

export const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** False on the first render (the server's too), true once the screen with it has been drawn. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
