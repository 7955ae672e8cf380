/** What a list shows when it has nothing: an icon in a soft ring, a line of text, an optional action. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ icon: Icon, title, body, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <div data-testid={testId} className="flex animate-pop-in flex-col items-center px-6 py-12 text-center">
      <div className="relative mb-4 grid size-20 place-items-center rounded-full bg-surface-2 ring-1 ring-line">
        <div className="absolute inset-0 rounded-full bg-accent/10 blur-xl" aria-hidden="true" />
        <Icon className="relative size-9 text-muted" aria-hidden="true" />
      </div>
      <p className="text-[15px] font-bold">{title}</p>
      {body && <p className="mt-1 max-w-[280px] text-[13px] text-muted text-pretty">{body}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
