/** Small pieces shared by the auth forms: the server error box and the security footnote. */
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function FormError({ message, testId }: { message: string | undefined; testId: string }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid={testId} className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2.5 text-[13px] font-medium text-[#ffb4b4]">
      <CircleAlert className="mt-px size-4 shrink-0 text-danger" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

export function SecureNote() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center justify-center gap-1.5 pt-1 text-xs text-faint">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {t('auth.secure')}
    </p>
  );
}

/** Removes the spaces and dashes people type in phone numbers. */
export const cleanPhone = (value: string): string => value.replace(/[\s-]/g, '');
