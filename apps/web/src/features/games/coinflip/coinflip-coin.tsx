/**
 * The 3D coin: two faces (Garuda = heads, Angka = tails) on a card turned about its horizontal axis.
 * Each flip adds five full turns and lands on the committed side; the coin is tossed up and caught
 * while it turns over `durationMs`: shorter in a fast auto-bet, 0 (the result at once) under reduced
 * motion or in Turbo.
 */
import { useAnimate } from 'motion/react';
import * as motion from 'motion/react-m';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CoinSide } from '@kasino/shared/fairness/games/coinflip';

/** How long a flip takes in the air. */
export const FLIP_MS = 1_300;

/** The coin's total rotation after `flips` flips landing on `coin` (always increasing). */
export const coinRotation = (flips: number, coin: CoinSide): number => flips * 5 * 360 + (coin === 'tails' ? 180 : 0);

interface CoinProps {
  /** Number of flips so far (each one restarts the toss). */
  flips: number;
  /** The side it lands on (or shows at rest). */
  coin: CoinSide;
  /** Whether the last result is shown (the coin glows on a win). */
  glow: 'win' | 'lose' | null;
  labels: { heads: string; tails: string };
  /** How long a flip takes (FLIP_MS; 0: no toss, no spin, the result at once). */
  durationMs: number;
}

export function Coin({ flips, coin, glow, labels, durationMs }: CoinProps) {
  const seconds = durationMs / 1000;
  const [scope, animate] = useAnimate<HTMLDivElement>();
  // The toss takes the duration of the flip it starts with (a series can change it between flips).
  const tossSeconds = useRef(seconds);
  useLayoutEffect(() => {
    tossSeconds.current = seconds;
  });

  // Each new flip tosses the coin up and catches it; the shadow shrinks while it is up.
  useEffect(() => {
    const seconds = tossSeconds.current;
    if (flips === 0 || seconds === 0 || !scope.current) return;
    const toss = animate(
      '[data-part="toss"]',
      { y: [0, -54, 0], scale: [1, 1.1, 1] },
      { duration: seconds, ease: [0.33, 0, 0.4, 1], times: [0, 0.45, 1] },
    );
    const shadow = animate(
      '[data-part="shadow"]',
      { scaleX: [1, 0.45, 1], opacity: [0.8, 0.3, 0.8] },
      { duration: seconds, ease: 'easeInOut' },
    );
    return () => {
      toss.stop();
      shadow.stop();
    };
  }, [flips, animate, scope]);

  return (
    <div ref={scope} className="relative mx-auto flex h-52 w-52 items-end justify-center" style={{ perspective: 900 }}>
      <div data-part="shadow" aria-hidden="true" className="absolute bottom-1 h-4 w-32 rounded-[50%] bg-black/55 opacity-80 blur-md" />
      <div data-part="toss" className="relative mb-5 h-40 w-40">
        <motion.div
          data-testid="coinflip-coin"
          data-face={coin}
          className="relative h-full w-full"
          style={{ transformStyle: 'preserve-3d' }}
          initial={false}
          animate={{ rotateX: coinRotation(flips, coin) }}
          transition={{ duration: seconds, ease: [0.2, 0.65, 0.25, 1] }}
        >
          <CoinFace side="heads" label={labels.heads} glow={glow} />
          <CoinFace side="tails" label={labels.tails} glow={glow} />
        </motion.div>
      </div>
    </div>
  );
}

function CoinFace({ side, label, glow }: { side: CoinSide; label: string; glow: 'win' | 'lose' | null }) {
  const ring = glow === 'win' ? 'shadow-[0_0_42px_rgb(255_200_61/0.65)]' : 'shadow-[0_10px_30px_rgb(0_0_0/0.45)]';
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-0 flex items-center justify-center rounded-full ${ring} transition-shadow duration-500`}
      style={{
        backfaceVisibility: 'hidden',
        WebkitBackfaceVisibility: 'hidden',
        transform: side === 'tails' ? 'rotateX(180deg)' : undefined,
        // A ridged rim around a gold face.
        background: 'repeating-conic-gradient(from 0deg, #a86a05 0deg 4deg, #e3a21a 4deg 8deg)',
      }}
    >
      <div
        className="flex h-[86%] w-[86%] flex-col items-center justify-center rounded-full ring-2 ring-[#8a5300]/60"
        style={{
          background: 'radial-gradient(circle at 35% 28%, #fff3b0 0%, #ffd35a 26%, #eaa91c 62%, #b87708 100%)',
          boxShadow: 'inset 0 -6px 14px rgb(122 72 0 / 0.45), inset 0 6px 10px rgb(255 255 255 / 0.35)',
        }}
      >
        {side === 'heads' ? <GarudaMark /> : <AngkaMark />}
        <span className="mt-0.5 text-[11px] font-black tracking-[0.22em] text-[#6b3f00] uppercase">{label}</span>
      </div>
    </div>
  );
}

/** A stylised Garuda: head, spread wings and tail, embossed in the coin. */
function GarudaMark() {
  return (
    <svg viewBox="0 0 64 56" className="h-[66px] w-[76px]" fill="#7a4800">
      <circle cx="32" cy="12" r="6" />
      <path d="M37 10 l6 2 -6 2Z" />
      <path d="M32 18 C27 20 26 30 27 38 L32 46 L37 38 C38 30 37 20 32 18Z" />
      <path d="M28 22 C20 14 10 12 2 16 C8 18 10 20 12 22 C7 23 5 25 4 28 C10 27 14 28 17 30 C13 32 12 34 12 37 C18 34 23 33 27 32Z" />
      <path d="M36 22 C44 14 54 12 62 16 C56 18 54 20 52 22 C57 23 59 25 60 28 C54 27 50 28 47 30 C51 32 52 34 52 37 C46 34 41 33 37 32Z" />
      <path d="M27 44 L22 54 L29 50 L32 55 L35 50 L42 54 L37 44Z" />
      <rect x="27.5" y="27" width="9" height="9" rx="1.5" fill="#f5c04a" stroke="#7a4800" strokeWidth="1.4" />
    </svg>
  );
}

/** The number side: a big denomination. */
function AngkaMark() {
  return (
    <span className="flex flex-col items-center leading-none text-[#7a4800]">
      <span className="text-[44px] font-black tracking-tight tabular-nums [text-shadow:0_1px_0_rgb(255_240_190/0.7)]">1000</span>
      <span className="mt-1 h-[2px] w-16 rounded-full bg-[#7a4800]/60" />
    </span>
  );
}
