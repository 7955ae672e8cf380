/**
 * `/forget-pin`: a code to the bound email (resend after 60 s), then the new PIN twice and the password
 * (and 2FA code when on); a reset holds withdrawals for 24 h. Without an email the page leads to
 * `/edit-email` first.
 */
import '../../../i18n/account-security-strings.ts';
import { CircleCheck, MailWarning, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IdResources } from '../../../i18n/id.ts';
import { Button, buttonClass } from '../../../components/button.tsx';
import { CODE_LENGTH, CodeInput } from '../../../components/code-input.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PIN_LENGTH, PinInput } from '../../../components/pin-input.tsx';
import { ResendButton } from '../../../components/resend-button.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { notify } from '../../../lib/toast.ts';
import { sendPinCode, useResetPin } from '../api/reset-pin.ts';
import { pinProblem } from '../pin-rules.ts';
import {
  emptyStepUp,
  stepUpBody,
  stepUpFailure,
  StepUpFields,
  stepUpProblems,
  useStepUpNeedsMfa,
  type StepUpErrors,
} from '../../../components/step-up-fields.tsx';

export function ForgetPinPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const reset = useResetPin();
  const [sent, setSent] = useState(false);
  const [noEmail, setNoEmail] = useState(false);
  const [done, setDone] = useState(false);
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const needsMfa = useStepUpNeedsMfa();
  const [stepUp, setStepUp] = useState(emptyStepUp);
  const [errors, setErrors] = useState<{ code?: string; pin?: string; repeat?: string; form?: string } & StepUpErrors>({});

  const send = async () => {
    try {
      return await sendPinCode();
    } catch (error) {
      if (isApiError(error) && error.code === 20100) setNoEmail(true);
      throw error;
    }
  };

  const submit = async () => {
    const next: typeof errors = stepUpProblems(stepUp, needsMfa, t);
    if (code.length !== CODE_LENGTH) next.code = t('accountSecurity.codeIncomplete');
    if (pin.length !== PIN_LENGTH) next.pin = t('pin.incomplete');
    else if (pinProblem(pin) === 'weak') next.pin = t('pin.weak');
    if (repeat !== pin) next.repeat = t('pin.mismatch');
    setErrors(next);
    if (next.code || next.pin || next.repeat || next.password || next.mfaCode) return;
    try {
      await reset.mutateAsync({ code, pin, ...stepUpBody(stepUp, needsMfa) });
      notify.success(t('accountSecurity.forgetPinDone'));
      setDone(true);
    } catch (error) {
      const service = isApiError(error) && error.kind === 'service';
      setErrors(stepUpFailure(error) ?? { form: service ? errorToastText(error) : undefined });
    }
  };

  return (
    <div data-testid="forget-pin">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-4 pb-8">
        <section className="flex items-start gap-3.5 rounded-3xl border border-line/60 bg-surface-1 p-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
            <ShieldQuestion className="size-6" aria-hidden="true" />
          </span>
          <p className="text-[12.5px] leading-relaxed text-muted">{t('accountSecurity.forgetPinIntro')}</p>
        </section>

        {done ? (
          <section
            data-testid="forget-pin-done"
            className="flex animate-pop-in flex-col items-center rounded-3xl border border-accent/30 bg-surface-1 px-5 py-8 text-center"
          >
            <CircleCheck className="size-12 text-accent" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-extrabold">{t('accountSecurity.forgetPinDone')}</h2>
            <Link to="/wallet" className={`${buttonClass('primary', 'lg')} mt-5 w-full`}>
              {t('pin.toWallet')}
            </Link>
          </section>
        ) : noEmail ? (
          <section
            data-testid="forget-pin-no-email"
            className="flex flex-col items-center rounded-3xl border border-gold/40 bg-surface-1 px-5 py-6 text-center"
          >
            <MailWarning className="size-10 text-gold" aria-hidden="true" />
            <p className="mt-3 text-[14px] font-semibold">{t('accountSecurity.forgetPinNoEmail')}</p>
            <Link to="/edit-email" className={`${buttonClass('primary', 'md')} mt-4`}>
              {t('accountSecurity.forgetPinToEmail')}
            </Link>
          </section>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
          >
            <ResendButton send={send} sentOnce={sent} onSent={() => setSent(true)} testId="forget-pin-send" block />
            <CodeInput
              label={t('accountSecurity.codeLabel')}
              value={code}
              onChange={setCode}
              error={errors.code}
              testId="forget-pin-code"
              disabled={!sent}
            />
            <PinInput
              label={t('accountSecurity.forgetPinNewPin')}
              value={pin}
              onChange={setPin}
              error={errors.pin}
              hint={t('pin.hintNew')}
              disabled={!sent}
              testId="forget-pin-new"
            />
            <PinInput
              label={t('accountSecurity.forgetPinConfirm')}
              value={repeat}
              onChange={setRepeat}
              error={errors.repeat}
              disabled={!sent}
              testId="forget-pin-repeat"
            />
            {sent && <StepUpFields value={stepUp} onChange={setStepUp} errors={errors} testId="forget-pin" />}
            {sent && <p className="text-[12px] text-muted">{t('accountSecurity.holdNotice')}</p>}
            <FormError message={errors.form} testId="forget-pin-error" />
            <Button type="submit" size="lg" block loading={reset.isPending} disabled={!sent} data-testid="forget-pin-submit">
              {t('accountSecurity.forgetPinSubmit')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
