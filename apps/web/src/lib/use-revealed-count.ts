/**
 * How many of a list's items to render: when the list arrives after the page is up, one more per
 * task, each render in a transition, so a long list does not block the main thread in one piece (a
 * tap in the meantime is answered between two items). A list already there when the component mounts
 * (from the cache, coming Back to the page) renders whole at once, so the scroll position Back
 * restores exists.
 */
import { startTransition, useEffect, useState } from 'react';

export function useRevealedCount(total: number, first = 1): number {
  const [count, setCount] = useState(() => (total > 0 ? total : first));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
