/**
 * Short synthesized sounds of the round games (UI.md: countdown at 4 s in Wingo, tick, win) through
 * WebAudio, so no audio files ship. Muting is remembered per browser. Browsers only let audio start
 * after a gesture, so the context is created lazily and resumed on the first tap.
 */
import { create } from 'zustand';

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

export const sounds = {
  /** The Wingo countdown beep at 4 s (SPEC §4). */
  countdown: () => tone(880, 180, { type: 'square', gain: 0.06 }),
  /** One second less in the mask. */
  tick: () => tone(660, 70, { type: 'square', gain: 0.04 }),
  /** A bet went in. */
  chip: () => tone(1200, 60, { type: 'triangle', gain: 0.08 }),
  /** A rising three-note win. */
  win: () => {
    tone(660, 140, { type: 'triangle' });
    tone(880, 140, { type: 'triangle', at: 0.12 });
    tone(1320, 260, { type: 'triangle', at: 0.24 });
  },
  /** Crash explosion: a low falling buzz. */
  crash: () => tone(110, 420, { type: 'sawtooth', gain: 0.08 }),
};
