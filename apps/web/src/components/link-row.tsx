/**
 * A row that opens another screen: an icon tile, the label (with an optional line under it and a badge)
 * and a chevron. In a list by default; `card` draws it as a card of its own.
 */
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface LinkRowProps {
  to: string;
  icon: LucideIcon;
  label: string;
  body?: string | undefined;
  badge?: string | undefined;
  testId: string;
  card?: boolean;
}

export function LinkRow({ to, icon: Icon, label, body, badge, testId, card = false }: LinkRowProps) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className={`flex min-h-13 items-center gap-3 px-3.5 py-3 transition active:bg-surface-2 ${card ? 'rounded-2xl bg-surface-1 ring-1 ring-line/60' : ''}`}
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-3 text-accent" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[14px] font-semibold">{label}</span>
        {body && <span className="text-[12px] text-muted">{body}</span>}
      </span>
      {badge && <span className="rounded-full bg-gold/20 px-2 py-0.5 text-[11.5px] font-bold text-gold tabular-nums">{badge}</span>}
      <ChevronRight className="size-4 shrink-0 text-faint" aria-hidden="true" />
    </Link>
  );
}
