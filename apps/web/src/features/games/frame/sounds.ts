/**
 * Short synthesized sounds of the games (UI.md: countdown at 4 s in Wingo, tick, win) through
 * WebAudio, so no audio files ship. Muting is remembered per browser (the switch is in every game's
 * header). Browsers only let audio start after a gesture, so the context is created lazily and
 * resumed on the first tap. A big win (celebrate.ts) gets a fanfare and confetti.
 */
import { create } from 'zustand';
import { celebrateBigWin, isBigWinOf, type Won } from './celebrate.ts';

const MUTE_KEY = 'rounds.muted';

const readMuted = (): boolean => {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
};

export const useSoundStore = create<{ muted: boolean; toggle: () => void }>()((set, get) => ({
  muted: readMuted(),
  toggle: () => {
    const muted = !get().muted;
    try {
      localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
    } catch {
      /* private mode: the choice lasts for this visit */
    }
    set({ muted });
  },
}));

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Unlocks audio on the first gesture (call from a pointer handler). */
export const unlockAudio = (): void => void audio();

function tone(
  frequency: number,
  durationMs: number,
  { type = 'sine', gain = 0.12, at = 0 }: { type?: OscillatorType; gain?: number; at?: number } = {},
): void {
  if (useSoundStore.getState().muted) return;
  const ctx = audio();
  if (!ctx || ctx.state !== 'running') return;
  const start = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.value = frequency;
  amp.gain.setValueAtTime(gain, start);
  amp.gain.exponentialRampToValueAtTime(0.0001, start + durationMs / 1000);
  osc.connect(amp).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + durationMs / 1000 + 0.02);
}

/** Wins closer together than this (auto-bet at speed) chime once. */
const WIN_CHIME_GAP_MS = 450;
let lastChime = 0;

export const sounds = {
  /** The Wingo countdown beep at 4 s (SPEC §4). */
  countdown: () => tone(880, 180, { type: 'square', gain: 0.06 }),
  /** One second less in the mask. */
  tick: () => tone(660, 70, { type: 'square', gain: 0.04 }),
  /** A bet went in. */
  chip: () => tone(1200, 60, { type: 'triangle', gain: 0.08 }),
  /**
   * A win revealed: a rising three-note chime; given what was staked and paid, a big win gets the
   * fanfare and confetti instead (celebrate.ts). Every place a win is revealed calls this.
   */
  win: (won?: Won) => {
    if (won && isBigWinOf(won)) {
      sounds.bigWin();
      celebrateBigWin();
      return;
    }
    const now = Date.now();
    if (now - lastChime < WIN_CHIME_GAP_MS) return;
    lastChime = now;
    tone(660, 140, { type: 'triangle' });
    tone(880, 140, { type: 'triangle', at: 0.12 });
    tone(1320, 260, { type: 'triangle', at: 0.24 });
  },
  /** A big win: a bright arpeggio up to a held chord. */
  bigWin: () => {
    [523, 659, 784, 1047, 1319].forEach((f, i) => tone(f, 160, { type: 'triangle', gain: 0.1, at: i * 0.09 }));
    tone(1047, 700, { type: 'triangle', gain: 0.09, at: 0.5 });
    tone(1568, 700, { type: 'sine', gain: 0.06, at: 0.5 });
    tone(2093, 500, { type: 'sine', gain: 0.04, at: 0.62 });
  },
  /** Crash explosion: a low falling buzz. */
  crash: () => tone(110, 420, { type: 'sawtooth', gain: 0.08 }),
};
