/** The red box under a form for a failed call the player should read (server text with its code). */
import { CircleAlert } from 'lucide-react';

export function FormError({ message, testId }: { message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2.5 text-[13px] font-medium text-[#ffb4b4]"
    >
      <CircleAlert className="mt-px size-4 shrink-0 text-danger" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
