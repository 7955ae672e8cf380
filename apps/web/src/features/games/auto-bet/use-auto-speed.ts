/**
 * The auto-bet speed (Normal / Cepat / Turbo), remembered per browser. The auto-bet panel sets it; a
 * game reads it to shorten its stage's reveal while a series runs (auto-bet-rules.ts `revealAt`).
 */
import { create } from 'zustand';
import { DEFAULT_AUTO_SPEED, isAutoSpeed, revealAt, type AutoSpeed } from './auto-bet-rules.ts';

const SPEED_KEY = 'auto.speed';

const readSpeed = (): AutoSpeed => {
  try {
    const stored = localStorage.getItem(SPEED_KEY);
    return isAutoSpeed(stored) ? stored : DEFAULT_AUTO_SPEED;
  } catch {
    return DEFAULT_AUTO_SPEED;
  }
};

export const useAutoSpeed = create<{ speed: AutoSpeed; setSpeed: (speed: AutoSpeed) => void }>()((set) => ({
  speed: readSpeed(),
  setSpeed: (speed) => {
    try {
      localStorage.setItem(SPEED_KEY, speed);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
    set({ speed });
  },
}));

/** How long a game's reveal of `fullMs` plays now: shortened by the speed while a series runs. */
export function useRevealMs(fullMs: number, autoRunning: boolean): number {
  const speed = useAutoSpeed((s) => s.speed);
  return autoRunning ? revealAt(fullMs, speed) : fullMs;
}
