/** The login popup: phone + password (then the 2FA code when it is on), errors under the form and as toast, then resume the wish. */
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessages } from '@kasino/shared/validation';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/form-field.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { useLogin } from '../api/login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useServerFormError } from '../hooks/use-server-form-error.ts';
import { AuthHeader } from './auth-header.tsx';
import { MfaStep } from './mfa-step.tsx';
import { PhoneInput, phoneRules } from './credential-fields.tsx';
import { cleanPhone, SecureNote } from './form-parts.tsx';

interface LoginValues {
  phone: string;
  password: string;
}

const serverFields = ['phone', 'password'] as const;

export function LoginPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  });
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const showServerError = useServerFormError(setError, serverFields);
  const [challenge, setChallenge] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync({ phone: cleanPhone(values.phone), password: values.password });
      if ('mfaRequired' in result) setChallenge(result.challenge);
      else completeSignIn(result, t('auth.loginSuccess'));
    } catch (error) {
      showServerError(error);
    }
  });

  const busy = formState.isSubmitting || login.isPending;

  if (challenge) {
    return (
      <MfaStep
        titleId={titleId}
        challenge={challenge}
        onSignedIn={(result) => completeSignIn(result, t('auth.loginSuccess'))}
        onRestart={(message) => {
          setChallenge(null);
          setError('root.server', { type: 'server', message });
        }}
      />
    );
  }

  return (
    <div className="pb-5">
      <AuthHeader titleId={titleId} title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')} active="login" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 px-5 pt-4">
        <PhoneInput testId="login-phone" error={formState.errors.phone?.message} registration={register('phone', phoneRules)} />
        <div className="flex flex-col gap-2">
          <PasswordField
            label={t('auth.password')}
            icon={LockKeyhole}
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            data-testid="login-password"
            error={formState.errors.password?.message}
            {...register('password', {
              required: validationMessages.passwordRequired,
              maxLength: { value: 64, message: validationMessages.passwordFormat },
            })}
          />
          <button
            type="button"
            onClick={() => swap('reset')}
            className="self-end text-[13px] font-semibold text-accent hover:underline"
            data-testid="login-forgot"
          >
            {t('auth.forgotPassword')}
          </button>
        </div>
        <FormError message={formState.errors.root?.server?.message} testId="login-error" />
        <Button type="submit" size="lg" block loading={busy} data-testid="login-submit">
          {t('auth.loginSubmit')}
        </Button>
        <p className="text-center text-[13px] text-muted">
          {t('auth.noAccount')}{' '}
          <button type="button" onClick={() => swap('register')} className="font-bold text-accent hover:underline">
            {t('common.register')}
          </button>
          <span className="mx-1.5 text-faint">·</span>
          <button
            type="button"
            onClick={() => swap('fastRegister')}
            className="font-bold text-gold hover:underline"
            data-testid="open-fast-register"
          >
            {t('auth.fastRegisterLink')}
          </button>
        </p>
        <SecureNote />
      </form>
    </div>
  );
}
