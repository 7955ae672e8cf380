/** The Kasino mark (green diamond "K") and wordmark. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="kasino-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3dfc9b" />
          <stop offset="1" stopColor="#12b866" />
        </linearGradient>
      </defs>
      <path d="M32 4 60 32 32 60 4 32Z" fill="url(#kasino-logo-g)" />
      <path
        d="M26 19v26M26 32l12-13M30 29l9 16"
        stroke="#06140d"
        strokeWidth="5.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** `compact` hides the wordmark on narrow phones, where the logged-in top bar needs the room. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-1.5">
      <LogoMark className="size-7 drop-shadow-[0_0_10px_rgb(31_224_127/0.45)]" />
      <span
        className={`${compact ? 'hidden min-[430px]:inline' : ''} bg-gradient-to-r from-white to-[#b9ffd9] bg-clip-text pr-1 text-[19px] font-extrabold tracking-tight text-transparent italic`}
      >
        Kasino
      </span>
    </span>
  );
}
