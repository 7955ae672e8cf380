/** The current time, re-read every `intervalMs` while `active` (countdowns, "locked until"). */
import { useEffect, useState } from 'react';

/**
 * While the app takes over markup the server drew, the time it was drawn at: a countdown in it
 * (a bonus's "Berakhir dalam 71:59:58") renders the same text the server wrote, or React would find
 * other text and draw the page again; it catches up once on screen. Null otherwise.
 */
let drawnAt: number | null = null;

/** Set by the server's renderer while it draws a page, and by the app while it takes such a page over. */
export function pinNow(at: number | null): void {
  drawnAt = at;
}

export function useNow(intervalMs = 1_000, active = true): number {
  const [now, setNow] = useState(() => drawnAt ?? Date.now());
  useEffect(() => {
    // Taken over at the server's moment, it catches up at once.
    const catchUp = setTimeout(() => setNow(Date.now()), 0);
    const timer = active ? setInterval(() => setNow(Date.now()), intervalMs) : undefined;
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [intervalMs, active]);
  return now;
}
