/**
 * Whether an element has come near the screen (within `margin` of it), and from then on stays so:
 * what sits far below the fold is built when the player scrolls towards it, not while the page
 * starts. The change renders as a transition, in slices a tap can interrupt. Without
 * IntersectionObserver everything counts as near, once mounted: the first render is the server's
 * (not near), so that the page the server rendered is taken over as it is.
 * The ref is a callback: the element may mount after the component does (a row whose list arrives).
 */
import { startTransition, useEffect, useState } from 'react';

export function useNearScreen<T extends Element>(margin = '600px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);
  return [setNode, near];
}
