/** The registration popup: phone, password twice, optional invite code (from ?inviteCode= / ?code=), 18+ box. */
import { Check, Gift } from 'lucide-react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN, validationMessages } from '@kasino/shared/validation';
import { Button } from '../../../components/button.tsx';
import { DocSheet } from '../../../components/doc-sheet.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { useRegister } from '../api/register.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useServerFormError } from '../hooks/use-server-form-error.ts';
import { isInviteCode, useInviteCodeFromUrl } from '../hooks/use-invite-code.ts';
import { AuthHeader } from './auth-header.tsx';
import { NewPasswordInput, newPasswordRules, PhoneInput, phoneRules } from './credential-fields.tsx';
import { cleanPhone, SecureNote } from './form-parts.tsx';

interface RegisterValues {
  phone: string;
  password: string;
  password2: string;
  inviteCode: string;
  age: boolean;
}

const serverFields = ['phone', 'password', 'inviteCode'] as const;

export function RegisterPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  const invite = useInviteCodeFromUrl();
  const { register, handleSubmit, setError, formState, control } = useForm<RegisterValues>({
    mode: 'onTouched',
    defaultValues: { phone: '', password: '', password2: '', inviteCode: invite, age: false },
  });
  const registerCall = useRegister();
  const completeSignIn = useCompleteSignIn();
  const showServerError = useServerFormError(setError, serverFields);
  const [termsOpen, setTermsOpen] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    const inviteCode = values.inviteCode.trim();
    try {
      const result = await registerCall.mutateAsync({
        phone: cleanPhone(values.phone),
        password: values.password,
        ...(inviteCode ? { inviteCode } : {}),
        adult: values.age,
      });
      completeSignIn(result, t('auth.registerSuccess'));
    } catch (error) {
      showServerError(error);
    }
  });

  const busy = formState.isSubmitting || registerCall.isPending;
  const { errors } = formState;

  return (
    <div className="pb-5">
      <AuthHeader titleId={titleId} title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')} active="register" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 px-5 pt-4">
        <PhoneInput testId="register-phone" error={errors.phone?.message} registration={register('phone', phoneRules)} />
        <div className="flex flex-col gap-2">
          <NewPasswordInput
            testId="register-password"
            error={errors.password?.message}
            registration={register('password', newPasswordRules)}
          />
          <PasswordRules control={control} />
        </div>
        <NewPasswordInput
          confirm
          testId="register-password2"
          error={errors.password2?.message}
          registration={register('password2', {
            required: validationMessages.required,
            validate: (value, all) => value === all.password || validationMessages.passwordMismatch,
          })}
        />
        <TextField
          label={t('auth.inviteCode')}
          icon={Gift}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t('auth.inviteCodePlaceholder')}
          data-testid="register-invite"
          error={errors.inviteCode?.message}
          {...register('inviteCode', {
            validate: (value) => !value.trim() || isInviteCode(value.trim()) || validationMessages.inviteFormat,
          })}
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-surface-2/60 p-3 text-[13px] leading-snug text-muted">
            <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
              <input
                type="checkbox"
                data-testid="register-age"
                aria-invalid={errors.age ? true : undefined}
                className="peer size-5 cursor-pointer appearance-none rounded-md border-2 border-line bg-surface-1 transition checked:border-accent checked:bg-accent"
                {...register('age', { validate: (value) => value || validationMessages.ageConfirm })}
              />
              <Check
                className="pointer-events-none absolute size-3.5 text-accent-ink opacity-0 peer-checked:opacity-100"
                strokeWidth={3.5}
                aria-hidden="true"
              />
            </span>
            <span>
              {t('auth.ageConfirm')}{' '}
              <button
                type="button"
                data-testid="register-terms"
                className="font-semibold text-accent underline underline-offset-2"
                onClick={() => setTermsOpen(true)}
              >
                {t('auth.termsTitle')}
              </button>
            </span>
          </label>
          {errors.age && (
            <p role="alert" className="text-[12.5px] font-medium text-danger">
              {errors.age.message}
            </p>
          )}
        </div>
        <FormError message={errors.root?.server?.message} testId="register-error" />
        <Button type="submit" size="lg" block loading={busy} data-testid="register-submit">
          {t('auth.registerSubmit')}
        </Button>
        <p className="text-center text-[13px] text-muted">
          {t('auth.haveAccount')}{' '}
          <button type="button" onClick={() => swap('login')} className="font-bold text-accent hover:underline">
            {t('common.login')}
          </button>
        </p>
        <SecureNote />
      </form>
      <DocSheet docKey="terms" open={termsOpen} onClose={() => setTermsOpen(false)} title={t('auth.termsTitle')} />
    </div>
  );
}

/** Live checklist of the password rule (length, a letter, a digit). */
function PasswordRules({ control }: { control: Control<RegisterValues> }) {
  const { t } = useTranslation();
  const password = useWatch({ control, name: 'password' });
  const rules = [
    {
      ok: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
      label: t('auth.rules.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
    },
    { ok: /[A-Za-z]/.test(password), label: t('auth.rules.letter') },
    { ok: /[0-9]/.test(password), label: t('auth.rules.digit') },
  ];
  return (
    <ul className="flex flex-wrap gap-1.5" aria-hidden="true">
      {rules.map((rule) => (
        <li
          key={rule.label}
          className={`flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold transition ${
            rule.ok ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-faint'
          }`}
        >
          <Check className="size-3" strokeWidth={3} />
          {rule.label}
        </li>
      ))}
    </ul>
  );
}
