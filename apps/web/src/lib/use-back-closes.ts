/**
 * Back closes the top sheet (SPEC §2: closing pops the last popup), as on Android and in the browser:
 * while a sheet is open it has a history entry of its own (the same URL, the router's state kept, so
 * the router sees no navigation). Back pops that entry and closes the sheet instead of leaving the
 * page; a sheet closed another way (its X, the backdrop, Escape) takes its entry back off, unless the
 * page has meanwhile navigated on (then the entry stays behind, harmless: the same URL).
 */
import { useEffect, useRef } from 'react';

let sheets = 0;
const MARK = 'kasinoSheet';

const markOf = (state: unknown): number | undefined =>
  state && typeof state === 'object' && MARK in state ? (state as Record<string, number>)[MARK] : undefined;

export function useBackCloses(onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const id = ++sheets;
    window.history.pushState({ ...(window.history.state as object), [MARK]: id }, '');
    let popped = false;
    const onPop = () => {
      // Landing on an entry of this sheet (a sheet opened above it went) is not this sheet's Back.
      if (markOf(window.history.state) === id) return;
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped) return;
      // Later, not now: a remount (React's development check) pushes its own entry first, and then this one stays.
      setTimeout(() => {
        if (markOf(window.history.state) === id) window.history.back();
      }, 0);
    };
  }, []);
}
