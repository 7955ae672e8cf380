/**
 * A crypto coin as a styled disc: the coin's colours, a simple glyph and its ticker (no logos).
 * Rolling, it spins on its edge and its face flickers through the seven coins; landing, it drops
 * into place with a bounce; a coin of the winning combination glows. The Kripto table rolls them and
 * /verify shows the recomputed ones, so the coin lives here, below both features.
 */
import { useEffect, useState } from 'react';
import { cryptoCoins, type CryptoCoin } from '@kasino/shared/fairness/games/cryptos';

interface CoinStyle {
  background: string;
  ink: string;
  glyph: string;
}

export const coinStyles: Record<CryptoCoin, CoinStyle> = {
  BTC: { background: 'radial-gradient(circle at 35% 28%, #ffd08a, #f7931a 55%, #b35f00)', ink: '#ffffff', glyph: '₿' },
  ETH: { background: 'radial-gradient(circle at 35% 28%, #c3cdfb, #627eea 55%, #2f45a8)', ink: '#ffffff', glyph: 'Ξ' },
  BNB: { background: 'radial-gradient(circle at 35% 28%, #fff0b5, #f3ba2f 55%, #a87807)', ink: '#2b1d00', glyph: '◆' },
  SOL: { background: 'linear-gradient(135deg, #b77bff, #9945ff 35%, #3fb8c9 70%, #14f195)', ink: '#ffffff', glyph: '≡' },
  XRP: { background: 'radial-gradient(circle at 35% 28%, #6b7280, #2b2f36 55%, #0f1114)', ink: '#ffffff', glyph: '✕' },
  DOGE: { background: 'radial-gradient(circle at 35% 28%, #f4e3a1, #c2a633 55%, #7d6a14)', ink: '#2e2400', glyph: 'Ð' },
  TRX: { background: 'radial-gradient(circle at 35% 28%, #ff8a96, #eb0029 55%, #8c0018)', ink: '#ffffff', glyph: '▼' },
};

export type CoinState = 'idle' | 'rolling' | 'landed';

interface CryptoCoinProps {
  coin: CryptoCoin;
  state: CoinState;
  hit?: boolean;
  dim?: boolean;
  size?: 'lg' | 'sm';
  testId?: string;
}

export function CryptoCoinBadge({ coin, state, hit = false, dim = false, size = 'lg', testId }: CryptoCoinProps) {
  const face = useFlicker(state === 'rolling', coin);
  const style = coinStyles[face];
  const big = size === 'lg';
  return (
    <div
      data-testid={testId}
      data-coin={state === 'landed' ? coin : ''}
      data-hit={hit ? 'true' : 'false'}
      className={`relative shrink-0 rounded-full ${big ? 'size-[3.6rem]' : 'size-6'} ${state === 'rolling' ? 'coin-rolling' : state === 'landed' ? 'coin-landed' : ''} ${hit ? 'coin-hit' : ''} ${
        dim ? 'opacity-45 saturate-50' : ''
      } transition-opacity duration-300`}
    >
      <div
        className={`absolute inset-0 rounded-full ${big ? 'shadow-[0_8px_18px_-6px_rgb(0_0_0/0.8),inset_0_-4px_8px_rgb(0_0_0/0.35),inset_0_3px_6px_rgb(255_255_255/0.35)]' : ''}`}
        style={{ background: style.background }}
      />
      <div className={`absolute rounded-full border ${big ? 'inset-[5px] border-white/35' : 'inset-[2px] border-white/30'}`} />
      <div className="absolute inset-0 flex flex-col items-center justify-center leading-none" style={{ color: style.ink }}>
        <span className={`font-black ${big ? 'text-[22px]' : 'text-[11px]'} ${state === 'rolling' ? 'blur-[0.6px]' : ''}`}>
          {style.glyph}
        </span>
        {big && <span className="mt-0.5 text-[9px] font-extrabold tracking-wider opacity-90">{face}</span>}
      </div>
    </div>
  );
}

/** While rolling, the face cycles through the seven coins (from the final one's place). */
function useFlicker(rolling: boolean, coin: CryptoCoin): CryptoCoin {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => setTick((n) => n + 1), 85);
    return () => clearInterval(timer);
  }, [rolling]);
  if (!rolling) return coin;
  return cryptoCoins[(cryptoCoins.indexOf(coin) + tick * 3) % cryptoCoins.length] as CryptoCoin;
}
