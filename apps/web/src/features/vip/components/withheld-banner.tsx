/** Why VIP rewards are held back now (a cooling-off or self-exclusion), as the server words it. */
import { ShieldAlert } from 'lucide-react';

export function WithheldBanner({ reason }: { reason: string }) {
  return (
    <p
      className="relative flex items-start gap-2 rounded-2xl bg-danger/15 p-3 text-[13px] text-danger"
      role="status"
      data-testid="vip-withheld"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {reason}
    </p>
  );
}
