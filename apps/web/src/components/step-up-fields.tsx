/**
 * Step-up fields (issue 12): the current password, and the 2FA code while 2FA is on, that the server asks
 * for before a sensitive change (email, phone, 2FA, PIN reset, bank account). One component so every
 * form asks the same way and maps the same refusals onto the right field.
 */
import '../i18n/account-security-strings.ts';
import type { TFunction } from 'i18next';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from './form-field.tsx';
import { isApiError } from '../lib/api/api-error.ts';
import { useSecurityBrief } from '../lib/auth/get-brief.ts';

export interface StepUpValue {
  password: string;
  mfaCode: string;
}

export interface StepUpErrors {
  password?: string;
  mfaCode?: string;
}

export const emptyStepUp: StepUpValue = { password: '', mfaCode: '' };

/** Whether the player has 2FA on (then the code field shows and is required). */
export const useStepUpNeedsMfa = (): boolean => useSecurityBrief().data?.mfaEnabled === true;

/** Missing fields, checked before sending. */
export function stepUpProblems(value: StepUpValue, needsMfa: boolean, t: TFunction): StepUpErrors {
  const errors: StepUpErrors = {};
  if (!value.password) errors.password = t('accountSecurity.stepUpPasswordRequired');
  if (needsMfa && !value.mfaCode.trim()) errors.mfaCode = t('accountSecurity.stepUpMfaRequired');
  return errors;
}

/** The body fields the server reads. */
export const stepUpBody = (value: StepUpValue, needsMfa: boolean): { password: string; mfaCode?: string } =>
  needsMfa && value.mfaCode.trim() ? { password: value.password, mfaCode: value.mfaCode.trim() } : { password: value.password };

/** A refusal that belongs on a step-up field (wrong password, 2FA code wrong or missing), else null. */
export function stepUpFailure(error: unknown): StepUpErrors | null {
  if (!isApiError(error)) return null;
  if (error.code === 20106) return { password: error.message };
  if (error.code === 3002 || error.code === 20271) return { mfaCode: error.message };
  return null;
}

export function StepUpFields({
  value,
  onChange,
  errors,
  testId,
}: {
  value: StepUpValue;
  onChange: (next: StepUpValue) => void;
  errors: StepUpErrors;
  testId: string;
}) {
  const { t } = useTranslation();
  const needsMfa = useStepUpNeedsMfa();
  return (
    <div className="flex flex-col gap-3" data-testid={`${testId}-step-up`}>
      <p className="text-[12px] text-muted">{needsMfa ? t('accountSecurity.stepUpMfaHint') : t('accountSecurity.stepUpHint')}</p>
      <PasswordField
        label={t('accountSecurity.currentPassword')}
        icon={LockKeyhole}
        autoComplete="current-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={errors.password}
        data-testid={`${testId}-password`}
      />
      {needsMfa && (
        <TextField
          label={t('accountSecurity.stepUpMfaLabel')}
          icon={KeyRound}
          inputMode="text"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={11}
          value={value.mfaCode}
          onChange={(event) => onChange({ ...value, mfaCode: event.target.value })}
          error={errors.mfaCode}
          data-testid={`${testId}-mfa`}
        />
      )}
    </div>
  );
}
