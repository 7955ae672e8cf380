/** The phone and new-password inputs every auth form uses, with the shared SPEC §5 rules. */
import { LockKeyhole, Smartphone } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidPassword, isValidPhone, PASSWORD_MAX, validationMessages } from '@kasino/shared/validation';
import { PasswordField, TextField } from '../../../components/form-field.tsx';
import { cleanPhone } from './form-parts.tsx';

/** Rules of the phone field: required, an Indonesian mobile number once spaces and dashes are removed. */
export const phoneRules = {
  required: validationMessages.phoneRequired,
  validate: (value: string) => isValidPhone(cleanPhone(value)) || validationMessages.phoneFormat,
};

/** Rules of a new password: required, 8-16 letters and digits with at least one of each. */
export const newPasswordRules = {
  required: validationMessages.passwordRequired,
  validate: (value: string) => isValidPassword(value) || validationMessages.passwordFormat,
};

interface FieldProps {
  testId: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

export function PhoneInput({ testId, error, registration }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.phone')}
      icon={Smartphone}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('auth.phonePlaceholder')}
      data-testid={testId}
      error={error}
      {...registration}
    />
  );
}

export function NewPasswordInput({ testId, error, registration, confirm = false }: FieldProps & { confirm?: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t(confirm ? 'auth.password2' : 'auth.password')}
      icon={LockKeyhole}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX}
      placeholder={t(confirm ? 'auth.password2Placeholder' : 'auth.passwordPlaceholder')}
      data-testid={testId}
      error={error}
      {...registration}
    />
  );
}
