/**
 * Scroll like the data router's ScrollRestoration did: a new page starts at the top (or at its #hash),
 * Back and Forward return to where the page was left. Positions are kept per history entry.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const current = useRef(location.key);
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    current.current = location.key;
    if (action === 'POP' && positions.has(location.key)) {
      window.scrollTo(0, positions.get(location.key)!);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (action !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);
}
