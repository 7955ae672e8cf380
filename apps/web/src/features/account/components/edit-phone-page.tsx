/**
 * `/edit-phone`: the current (masked) number and a form for a new one, confirmed with the password (and
 * the 2FA code when on); the change holds withdrawals for 24 h.
 */
import '../strings.ts';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPhone, normalizePhone, validationMessages } from '@kasino/shared/validation';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { notify } from '../../../lib/toast.ts';
import { useChangePhone } from '../api/credentials.ts';
import { useSecurityBrief } from '../../../lib/auth/get-brief.ts';
import { AccountFrame, failureText, IntroCard, type AccountPageProps } from './account-parts.tsx';
import {
  emptyStepUp,
  stepUpBody,
  stepUpFailure,
  StepUpFields,
  stepUpProblems,
  useStepUpNeedsMfa,
  type StepUpErrors,
} from '../../../components/step-up-fields.tsx';

const clean = (value: string) => value.replace(/[\s-]/g, '');

export function EditPhonePage({ entry }: AccountPageProps) {
  const { t } = useTranslation();
  const brief = useSecurityBrief();
  const change = useChangePhone();
  const [phone, setPhone] = useState('');
  const needsMfa = useStepUpNeedsMfa();
  const [stepUp, setStepUp] = useState(emptyStepUp);
  const [errors, setErrors] = useState<{ phone?: string; form?: string } & StepUpErrors>({});

  const submit = async () => {
    const next: typeof errors = stepUpProblems(stepUp, needsMfa, t);
    if (!phone.trim()) next.phone = validationMessages.phoneRequired;
    else if (!isValidPhone(clean(phone))) next.phone = validationMessages.phoneFormat;
    setErrors(next);
    if (next.phone || next.password || next.mfaCode) return;
    try {
      await change.mutateAsync({ phone: normalizePhone(clean(phone)), ...stepUpBody(stepUp, needsMfa) });
      notify.success(t('accountSecurity.phoneDone'));
      setPhone('');
      setStepUp(emptyStepUp);
    } catch (error) {
      setErrors(stepUpFailure(error) ?? { form: failureText(error) });
    }
  };

  return (
    <AccountFrame entry={entry} testId="edit-phone">
      <IntroCard icon={Smartphone} title={t('accountSecurity.phoneCurrent')} body={brief.data?.phone ?? t('app.loading')} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
      >
        <p className="text-[12.5px] text-muted">{t('accountSecurity.phoneIntro')}</p>
        <TextField
          label={t('accountSecurity.phoneNew')}
          icon={Smartphone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0812 3456 7890"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
          data-testid="phone-input"
        />
        <StepUpFields value={stepUp} onChange={setStepUp} errors={errors} testId="phone" />
        <p className="text-[12px] text-muted">{t('accountSecurity.holdNotice')}</p>
        <FormError message={errors.form} testId="phone-error" />
        <Button type="submit" size="lg" block loading={change.isPending} data-testid="phone-submit">
          {t('accountSecurity.save')}
        </Button>
      </form>
    </AccountFrame>
  );
}
