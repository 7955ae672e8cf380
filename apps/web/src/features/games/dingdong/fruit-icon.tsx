/** Drawn fruit icons of Dingdong (no emoji font is assumed on the player's phone). */
import type { DingdongFruit } from '@kasino/shared/fairness/games/dingdong';

const shapes: Record<DingdongFruit, React.ReactNode> = {
  apple: (
    <>
      <path d="M50 30c-8-8-30-6-30 18 0 20 14 36 24 36 4 0 4-2 6-2s2 2 6 2c10 0 24-16 24-36 0-24-22-26-30-18z" fill="#ef4444" />
      <path d="M50 30c0-8 2-14 8-18" stroke="#7c4a1e" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M54 22c6-8 16-8 20-6-4 8-12 10-20 6z" fill="#22c55e" />
      <ellipse cx="36" cy="44" rx="5" ry="9" fill="#fff" opacity="0.35" />
    </>
  ),
  mango: (
    <>
      <path d="M30 66c-10-18 0-44 24-46 18-2 28 14 24 30-4 18-22 34-36 30-6-2-10-8-12-14z" fill="#fb923c" />
      <path d="M62 24c4-8 12-10 16-8-2 6-8 10-16 8z" fill="#16a34a" />
      <ellipse cx="42" cy="40" rx="6" ry="10" fill="#fff" opacity="0.3" transform="rotate(30 42 40)" />
    </>
  ),
  bamboo: (
    <>
      <rect x="40" y="12" width="18" height="76" rx="6" fill="#22c55e" />
      {[32, 56].map((y) => (
        <rect key={y} x="37" y={y} width="24" height="6" rx="3" fill="#15803d" />
      ))}
      <path d="M58 36c10-6 20-6 26-2-8 6-18 6-26 2zM40 62c-10-6-20-6-26-2 8 6 18 6 26 2z" fill="#4ade80" />
    </>
  ),
  ding: (
    <>
      <path d="M50 14c-16 0-24 14-24 30v16l-8 10h64l-8-10V44c0-16-8-30-24-30z" fill="#facc15" stroke="#b45309" strokeWidth="3" />
      <circle cx="50" cy="78" r="7" fill="#b45309" />
      <circle cx="50" cy="12" r="5" fill="#b45309" />
      <path d="M36 36c2-8 6-12 12-14" stroke="#fff" strokeWidth="4" fill="none" strokeLinecap="round" opacity="0.6" />
    </>
  ),
  grape: (
    <>
      {[
        [38, 36],
        [54, 36],
        [70, 36],
        [46, 50],
        [62, 50],
        [38, 64],
        [54, 64],
        [50, 78],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill="#a855f7" stroke="#6b21a8" strokeWidth="2" />
      ))}
      <path d="M54 26c0-8 4-12 10-14" stroke="#7c4a1e" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  star: (
    <path
      d="M50 10l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z"
      fill="#fde047"
      stroke="#ca8a04"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  cherry: (
    <>
      <path d="M36 66c4-20 12-36 26-50M64 68c-2-18-2-34-2-52" stroke="#15803d" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="34" cy="70" r="13" fill="#dc2626" />
      <circle cx="64" cy="72" r="13" fill="#dc2626" />
      <circle cx="30" cy="66" r="4" fill="#fff" opacity="0.45" />
      <circle cx="60" cy="68" r="4" fill="#fff" opacity="0.45" />
    </>
  ),
  again: (
    <>
      <path d="M74 50a24 24 0 1 1-8-18" stroke="#22d3ee" strokeWidth="9" fill="none" strokeLinecap="round" />
      <path d="M70 16l2 22-22-4z" fill="#22d3ee" />
    </>
  ),
};

export function FruitIcon({ fruit, size = 40, className = '' }: { fruit: DingdongFruit; size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} className={className} aria-hidden="true">
      {shapes[fruit]}
    </svg>
  );
}
