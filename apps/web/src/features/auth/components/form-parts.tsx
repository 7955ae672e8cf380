/** Small pieces shared by the auth forms: the security footnote and phone clean-up. */
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
