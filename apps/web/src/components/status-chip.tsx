/** A small coloured pill for a record's state (Berhasil, Sedang ditinjau, Gagal, …). */
import type { ReactNode } from 'react';

/** success: green; pending: gold, pulsing dot; danger: red; muted: grey. */
export type ChipTone = 'success' | 'pending' | 'danger' | 'muted';

const tones: Record<ChipTone, { box: string; dot: string }> = {
  success: { box: 'bg-accent/12 text-accent ring-accent/30', dot: 'bg-accent' },
  pending: { box: 'bg-gold/12 text-gold ring-gold/30', dot: 'bg-gold motion-safe:animate-pulse-few' },
  danger: { box: 'bg-danger/12 text-[#ff8a8a] ring-danger/30', dot: 'bg-danger' },
  muted: { box: 'bg-surface-3 text-muted ring-line', dot: 'bg-muted' },
};

export function StatusChip({ tone, children, testId, state }: { tone: ChipTone; children: ReactNode; testId?: string; state?: string }) {
  const style = tones[tone];
  return (
    <span
      data-testid={testId}
      data-state={state}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-bold whitespace-nowrap ring-1 ${style.box}`}
    >
      <span className={`size-1.5 rounded-full ${style.dot}`} aria-hidden="true" />
      {children}
    </span>
  );
}
