/** `/edit-password`: current, new and repeated password; other devices are signed out on success. */
import '../strings.ts';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPassword, PASSWORD_MAX, validationMessages } from '@kasino/shared/validation';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/form-field.tsx';
import { notify } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/credentials.ts';
import { AccountFrame, failureText, IntroCard, type AccountPageProps } from './account-parts.tsx';

type Field = 'old' | 'next' | 'repeat' | 'form';

export function EditPasswordPage({ entry }: AccountPageProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState({ old: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async () => {
    const next: Partial<Record<Field, string>> = {};
    if (!values.old) next.old = validationMessages.passwordRequired;
    if (!isValidPassword(values.next)) next.next = validationMessages.passwordFormat;
    else if (values.next === values.old) next.next = t('accountSecurity.passwordSame');
    if (values.repeat !== values.next) next.repeat = t('accountSecurity.passwordMismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const { signedOut } = await change.mutateAsync({ oldPassword: values.old, password: values.next });
      notify.success(signedOut > 0 ? t('accountSecurity.passwordDoneOthers', { count: signedOut }) : t('accountSecurity.passwordDone'));
      setValues({ old: '', next: '', repeat: '' });
    } catch (error) {
      setErrors({ form: failureText(error) });
    }
  };

  return (
    <AccountFrame entry={entry} testId="edit-password">
      <IntroCard icon={KeyRound} title={t('accountSecurity.password')} body={t('accountSecurity.passwordIntro')} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
      >
        <PasswordField
          label={t('accountSecurity.currentPassword')}
          icon={LockKeyhole}
          autoComplete="current-password"
          value={values.old}
          onChange={set('old')}
          error={errors.old}
          data-testid="password-old"
        />
        <PasswordField
          label={t('accountSecurity.newPassword')}
          icon={LockKeyhole}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          placeholder={validationMessages.passwordFormat}
          value={values.next}
          onChange={set('next')}
          error={errors.next}
          data-testid="password-new"
        />
        <PasswordField
          label={t('accountSecurity.confirmPassword')}
          icon={LockKeyhole}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.repeat}
          onChange={set('repeat')}
          error={errors.repeat}
          data-testid="password-repeat"
        />
        <FormError message={errors.form} testId="password-error" />
        <Button type="submit" size="lg" block loading={change.isPending} data-testid="password-submit">
          {t('accountSecurity.save')}
        </Button>
      </form>
    </AccountFrame>
  );
}
