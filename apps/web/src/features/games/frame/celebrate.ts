/**
 * Big-win celebration (UI.md: confetti on big wins, respecting prefers-reduced-motion). A big win is
 * the one the public big-wins feed shows (shared `isBigWin`: at least 10x the stake, or at least
 * Rp 1.000.000 back, and more than the stake). canvas-confetti is fetched only when a big win happens,
 * so no screen pays for it up front; it draws on a canvas of ours over the app (no worker, which the
 * page's CSP would have to allow). `sounds.win(won)` calls this with its fanfare.
 *
 * `data-big-wins` / `data-confetti` on <body> count the big wins seen and the confetti bursts fired,
 * for the browser tests.
 */
import { isBigWin } from '@kasino/shared/games';
import { parseAmount } from '@kasino/shared/money';

/** A settled win: a bet (amount, payout), or a round's personal result (its bets, winAmount). */
export type Won = { amount: string; payout: string } | { bets: ReadonlyArray<{ amount: string }>; winAmount: string };

/** Stake and payout of a win, in minor units. */
export function amountsOf(won: Won): { stake: bigint; payout: bigint } {
  if ('bets' in won) {
    const stake = won.bets.reduce((sum, bet) => sum + (parseAmount(bet.amount) ?? 0n), 0n);
    return { stake, payout: parseAmount(won.winAmount) ?? 0n };
  }
  return { stake: parseAmount(won.amount) ?? 0n, payout: parseAmount(won.payout) ?? 0n };
}

/** Whether something paid back at all. */
export const paidBack = (won: Won): boolean => amountsOf(won).payout > 0n;

/** Whether a win is big enough to celebrate. */
export function isBigWinOf(won: Won): boolean {
  const { stake, payout } = amountsOf(won);
  return stake > 0n && isBigWin(stake, payout);
}

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const bump = (key: 'bigWins' | 'confetti'): void => {
  const body = document.body;
  body.dataset[key] = String(Number(body.dataset[key] ?? '0') + 1);
};

const COLORS = ['#ffc83d', '#ffe27a', '#18b660', '#6dffb0', '#ffffff', '#c86eff'];

/** The canvas and cannon of the bursts in flight; gone once they have fallen. */
let active: { canvas: HTMLCanvasElement; fire: (options: object) => Promise<unknown> | null } | null = null;

/** Confetti over the screen, unless the player asked for less motion. */
export function celebrateBigWin(): void {
  if (typeof document === 'undefined') return;
  bump('bigWins');
  if (prefersReducedMotion()) return;
  bump('confetti');
  void import('canvas-confetti')
    .then(({ default: confetti }) => {
      if (!active) {
        const canvas = document.createElement('canvas');
        canvas.dataset.testid = 'confetti';
        canvas.setAttribute('aria-hidden', 'true');
        Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '90' });
        document.body.appendChild(canvas);
        const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
        active = { canvas, fire: (options) => fire(options) };
      }
      const { canvas, fire } = active;
      const burst = (origin: { x: number; y: number }, angle: number) =>
        fire({ particleCount: 70, spread: 70, startVelocity: 48, angle, origin, colors: COLORS, ticks: 220, scalar: 1.05 });
      const done = Promise.all([burst({ x: 0.1, y: 0.75 }, 60), burst({ x: 0.9, y: 0.75 }, 120), burst({ x: 0.5, y: 0.6 }, 90)]);
      void done.then(() => {
        // A later burst on the same canvas resolves with the last one; only then is it removed.
        if (active?.canvas === canvas) {
          canvas.remove();
          active = null;
        }
      });
    })
    .catch(() => undefined);
}
