/** The verify page's field parts: a labelled field, a long hex value, and the look of its inputs. */
import type { ReactNode } from 'react';

/** The classes of every input of the single-player part. */
export const inputClass = 'h-11 w-full rounded-xl border border-line bg-surface-2 px-3 text-[13px] outline-none focus:border-accent';

export function Labeled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1">
      <span className="text-[12px] font-semibold text-muted">{label}</span>
      {children}
    </label>
  );
}

export function Mono({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <p className="font-semibold text-muted">{label}</p>
      <p className="mt-0.5 rounded-lg bg-surface-2 px-2 py-1.5 font-mono break-all ring-1 ring-line" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
