/** Decorative artwork for banners without an image: coins, a gift box, or a trophy. */
import { useId } from 'react';

export type BannerArtKind = 'coins' | 'gift' | 'shield';

export const bannerArtKinds: readonly BannerArtKind[] = ['coins', 'shield', 'gift'];

export function BannerArt({ kind, className = '' }: { kind: BannerArtKind; className?: string }) {
  const gold = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-gold`;
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.5" stopColor="#ffc83d" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      {kind === 'coins' && (
        <g>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i} transform={`translate(0 ${-i * 9})`}>
              <ellipse cx="52" cy="98" rx="30" ry="10" fill="#a16207" />
              <ellipse cx="52" cy="94" rx="30" ry="10" fill={`url(#${gold})`} />
              <ellipse cx="52" cy="94" rx="21" ry="6.5" fill="none" stroke="#b45309" strokeOpacity="0.6" strokeWidth="1.5" />
            </g>
          ))}
          <g transform="rotate(-18 88 40)">
            <circle cx="88" cy="40" r="20" fill="#b45309" />
            <circle cx="86" cy="38" r="20" fill={`url(#${gold})`} />
            <text x="86" y="45" textAnchor="middle" fontSize="19" fontWeight="900" fill="#92400e" fontFamily="Inter Variable, sans-serif">
              Rp
            </text>
          </g>
        </g>
      )}
      {kind === 'gift' && (
        <g>
          <rect x="22" y="54" width="76" height="52" rx="6" fill="#e11d48" />
          <rect x="16" y="40" width="88" height="20" rx="5" fill="#fb4e4e" />
          <rect x="53" y="40" width="14" height="66" fill={`url(#${gold})`} />
          <path d="M60 40 C44 18 26 30 40 40Z M60 40 C76 18 94 30 80 40Z" fill={`url(#${gold})`} />
          <circle cx="96" cy="24" r="3" fill="#fff" />
          <circle cx="20" cy="26" r="2" fill="#fff" opacity="0.7" />
        </g>
      )}
      {kind === 'shield' && (
        <g>
          <path d="M60 10 L98 24 V56 C98 82 80 100 60 110 C40 100 22 82 22 56 V24Z" fill="#0e7a47" />
          <path d="M60 18 L90 29 V56 C90 77 76 92 60 101 C44 92 30 77 30 56 V29Z" fill="#1fe07f" />
          <path d="M44 58 L56 70 L78 46" stroke="#053b22" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" fill="none" />
          <path d="M60 18 L90 29 V44 C74 40 50 34 30 44 V29Z" fill="#fff" opacity="0.2" />
        </g>
      )}
    </svg>
  );
}
