/**
 * Password reset by email (public): the bound email → a 6-digit code (resend after a 60 s countdown)
 * → the new password twice → back to login. The server answers the same whether or not the email is
 * bound, so the popup always moves on to the code step.
 */
import '../../../i18n/account-security-strings.ts';
import { CircleCheck, LockKeyhole, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@kasino/shared/protocol/account';
import { isValidPassword, PASSWORD_MAX, validationMessages } from '@kasino/shared/validation';
import { Button } from '../../../components/button.tsx';
import { CODE_LENGTH, CodeInput } from '../../../components/code-input.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField, TextField } from '../../../components/form-field.tsx';
import { ResendButton } from '../../../components/resend-button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { notify } from '../../../lib/toast.ts';
import { checkResetCode, requestResetCode, resetPassword } from '../api/reset-password.ts';
import { AuthHeader } from './auth-header.tsx';

type Step = 'email' | 'code' | 'password' | 'done';

const emailRegex = new RegExp(EMAIL_PATTERN);
const serviceText = (error: unknown) => (isApiError(error) && error.kind === 'service' ? errorToastText(error) : undefined);

export function ResetPasswordPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; code?: string; password?: string; repeat?: string; form?: string }>({});

  const send = async () => {
    const value = email.trim();
    if (!value) return failEmail(t('accountSecurity.emailRequired'));
    if (!emailRegex.test(value)) return failEmail(t('accountSecurity.emailFormat'));
    setErrors({});
    try {
      return await requestResetCode(value);
    } catch (error) {
      setErrors({ form: serviceText(error) });
      throw error;
    }
  };
  const failEmail = (message: string): never => {
    setErrors({ email: message });
    throw new Error(message);
  };

  const checkCode = async () => {
    if (code.length !== CODE_LENGTH) return setErrors({ code: t('accountSecurity.codeIncomplete') });
    setBusy(true);
    try {
      const { valid } = await checkResetCode(email.trim(), code);
      if (valid) {
        setErrors({});
        setStep('password');
      } else setErrors({ code: t('accountSecurity.resetCodeInvalid') });
    } catch (error) {
      setErrors({ form: serviceText(error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const next: typeof errors = {};
    if (!isValidPassword(password)) next.password = validationMessages.passwordFormat;
    if (repeat !== password) next.repeat = t('accountSecurity.passwordMismatch');
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      await resetPassword({ email: email.trim(), code, password });
      notify.success(t('accountSecurity.passwordDone'));
      setStep('done');
    } catch (error) {
      if (isApiError(error) && error.code === 2002) {
        setCode('');
        setStep('code');
      }
      setErrors({ form: serviceText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pb-5" data-testid="reset-popup" data-step={step}>
      <AuthHeader
        titleId={titleId}
        title={t('accountSecurity.resetTitle')}
        subtitle={step === 'email' ? t('accountSecurity.resetIntro') : email.trim()}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'code') void checkCode();
          if (step === 'password') void submit();
        }}
        className="flex flex-col gap-4 px-5 pt-4"
      >
        {step === 'done' ? (
          <div className="flex flex-col items-center py-4 text-center" data-testid="reset-done">
            <CircleCheck className="size-12 text-accent" aria-hidden="true" />
            <p className="mt-3 max-w-[280px] text-[14px] font-semibold">{t('accountSecurity.resetDone')}</p>
          </div>
        ) : step === 'password' ? (
          <>
            <PasswordField
              label={t('accountSecurity.newPassword')}
              icon={LockKeyhole}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              placeholder={validationMessages.passwordFormat}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              data-testid="reset-password"
            />
            <PasswordField
              label={t('accountSecurity.confirmPassword')}
              icon={LockKeyhole}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              error={errors.repeat}
              data-testid="reset-password2"
            />
          </>
        ) : (
          <>
            <TextField
              label={t('accountSecurity.emailNew')}
              icon={Mail}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('accountSecurity.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
              readOnly={step === 'code'}
              data-testid="reset-email"
            />
            <ResendButton send={send} sentOnce={step === 'code'} onSent={() => setStep('code')} testId="reset-send" block />
            {step === 'code' && (
              <>
                <p className="text-[12.5px] text-accent" data-testid="reset-sent">
                  {t('accountSecurity.resetSent')}
                </p>
                <CodeInput
                  label={t('accountSecurity.codeLabel')}
                  value={code}
                  onChange={setCode}
                  error={errors.code}
                  testId="reset-code"
                  autoFocus
                />
              </>
            )}
          </>
        )}
        <FormError message={errors.form} testId="reset-error" />
        {step === 'code' && (
          <Button type="submit" size="lg" block loading={busy} data-testid="reset-next">
            {t('accountSecurity.resetNext')}
          </Button>
        )}
        {step === 'password' && (
          <Button type="submit" size="lg" block loading={busy} data-testid="reset-submit">
            {t('accountSecurity.resetSubmit')}
          </Button>
        )}
        <Button
          variant={step === 'done' ? 'primary' : 'ghost'}
          size={step === 'done' ? 'lg' : 'md'}
          block
          onClick={() => swap('login')}
          data-testid="reset-back"
        >
          {t('auth.backToLogin')}
        </Button>
      </form>
    </div>
  );
}
