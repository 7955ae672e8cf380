/**
 * `/edit-email`: bind (or change) the email. A bound email is shown (masked) with "Ubah email"; the
 * form asks for the address, sends a 6-digit code (resend after a 60 s countdown), takes the code, and
 * confirms with the password (and the 2FA code when on); a change holds withdrawals for 24 h.
 */
import '../strings.ts';
import { Mail, MailCheck, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@kasino/shared/protocol/account';
import { Button } from '../../../components/button.tsx';
import { CODE_LENGTH, CodeInput } from '../../../components/code-input.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { ResendButton } from '../../../components/resend-button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { notify } from '../../../lib/toast.ts';
import { sendBindCode, useBindEmail } from '../api/email.ts';
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

const emailRegex = new RegExp(EMAIL_PATTERN);

export function EditEmailPage({ entry }: AccountPageProps) {
  const { t } = useTranslation();
  const brief = useSecurityBrief();
  const current = brief.data?.email ?? null;
  const [changing, setChanging] = useState(false);
  return (
    <AccountFrame entry={entry} testId="edit-email">
      <IntroCard
        icon={MailCheck}
        title={t('accountSecurity.emailCurrent')}
        body={brief.data ? (current ?? t('accountSecurity.emailNone')) : t('app.loading')}
        aside={
          brief.data && (
            <StatusChip tone={current ? 'success' : 'pending'} testId="email-status" state={current ? 'bound' : 'none'}>
              {current ? t('accountSecurity.active') : t('accountSecurity.notSet')}
            </StatusChip>
          )
        }
      />
      {!brief.data ? (
        <Skeleton className="h-[300px] rounded-3xl" />
      ) : current && !changing ? (
        <BoundEmail onChange={() => setChanging(true)} />
      ) : (
        <EmailForm changing={current !== null} key={current ?? 'none'} onDone={() => setChanging(false)} />
      )}
    </AccountFrame>
  );
}

/** What the bound address (shown above) is for, and the way to change it: the form opens on request. */
function BoundEmail({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-line/60 bg-surface-1 p-4" data-testid="email-bound">
      <p className="text-[12.5px] text-muted">{t('accountSecurity.emailBoundBody')}</p>
      <Button
        variant="outline"
        block
        onClick={onChange}
        icon={<PenLine className="size-4" aria-hidden="true" />}
        data-testid="email-change"
      >
        {t('accountSecurity.emailChange')}
      </Button>
    </section>
  );
}

/** `changing`: an email is bound and this replaces it; `onDone` after a bind or a change went through. */
function EmailForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindEmail();
  const [email, setEmail] = useState('');
  const needsMfa = useStepUpNeedsMfa();
  const [stepUp, setStepUp] = useState(emptyStepUp);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string } & StepUpErrors>({});

  const emailProblem = () =>
    !email.trim() ? t('accountSecurity.emailRequired') : !emailRegex.test(email.trim()) ? t('accountSecurity.emailFormat') : undefined;

  const send = async () => {
    const problem = emailProblem();
    if (problem) {
      setErrors({ email: problem });
      throw new Error(problem);
    }
    setErrors({});
    try {
      return await sendBindCode(email.trim());
    } catch (error) {
      setErrors({ form: failureText(error) });
      throw error;
    }
  };

  const submit = async () => {
    const next: typeof errors = stepUpProblems(stepUp, needsMfa, t);
    next.email = emailProblem();
    if (code.length !== CODE_LENGTH) next.code = t('accountSecurity.codeIncomplete');
    setErrors(next);
    if (next.email || next.code || next.password || next.mfaCode) return;
    try {
      await bind.mutateAsync({ email: email.trim(), code, ...stepUpBody(stepUp, needsMfa) });
      notify.success(t(changing ? 'accountSecurity.emailChanged' : 'accountSecurity.emailBound'));
      setCode('');
      setEmail('');
      setStepUp(emptyStepUp);
      setSentTo(null);
      onDone();
    } catch (error) {
      setErrors(stepUpFailure(error) ?? { form: failureText(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
    >
      <p className="text-[12.5px] text-muted">{t(changing ? 'accountSecurity.emailChangeIntro' : 'accountSecurity.emailIntro')}</p>
      <TextField
        label={t(changing ? 'accountSecurity.emailChangeNew' : 'accountSecurity.emailNew')}
        icon={Mail}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('accountSecurity.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        data-testid="email-input"
      />
      <ResendButton send={send} sentOnce={sentTo !== null} onSent={() => setSentTo(email.trim())} testId="email-send-code" block />
      {sentTo && (
        <p className="text-[12.5px] text-accent" data-testid="email-code-sent">
          {t('accountSecurity.codeSentTo', { email: sentTo })}
        </p>
      )}
      <CodeInput label={t('accountSecurity.codeLabel')} value={code} onChange={setCode} error={errors.code} testId="email-code" />
      <StepUpFields value={stepUp} onChange={setStepUp} errors={errors} testId="email" />
      {changing && <p className="text-[12px] text-muted">{t('accountSecurity.holdNotice')}</p>}
      <FormError message={errors.form} testId="email-error" />
      <Button type="submit" size="lg" block loading={bind.isPending} disabled={!sentTo} data-testid="email-submit">
        {t(changing ? 'accountSecurity.emailChange' : 'accountSecurity.emailBind')}
      </Button>
      {changing && (
        <Button variant="ghost" block onClick={onDone} data-testid="email-change-cancel">
          {t('common.cancel')}
        </Button>
      )}
    </form>
  );
}
