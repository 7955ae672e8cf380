/**
 * The player's VIP level as a small gold pill (top bar, account page); it opens the club. Its text,
 * "VIP 2", names the link; `short` shows the crown and the number only (the top bar leaves the room to the balance).
 */
import { Crown } from 'lucide-react';
import { Link } from 'react-router';

export function VipBadge({ level, short }: { level: number; short?: boolean }) {
  return (
    <Link
      to="/vip"
      data-testid="vip-badge"
      data-level={level}
      aria-label={short ? `VIP ${level}` : undefined}
      className="flex h-6 shrink-0 items-center gap-0.5 rounded-full bg-gold px-1.5 text-[11px] font-black text-canvas"
    >
      <Crown className="size-3" strokeWidth={2.6} aria-hidden="true" />
      {short ? level : `VIP ${level}`}
    </Link>
  );
}
