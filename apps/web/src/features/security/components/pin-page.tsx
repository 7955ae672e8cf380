/**
 * `/edit-pin` and `/pin-panel`: set the security PIN when there is none (new → repeat, with the
 * password and the 2FA code when on at the repeat step: a stolen session alone cannot choose the PIN),
 * change it when there is one (old → new → repeat). One 6-box PIN input per step; a locked PIN (667,
 * five wrong tries) shows until when. `?back=` returns to the page that asked for the PIN.
 */
import { CircleCheck, KeyRound, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IdResources } from '../../../i18n/id.ts';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PIN_LENGTH, PinInput } from '../../../components/pin-input.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { usePinStatus } from '../../../lib/auth/get-pin-status.ts';
import { formatClock } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useChangePin } from '../api/change-pin.ts';
import { useSetPin } from '../api/set-pin.ts';
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

interface PinPageProps {
  entry: { title: keyof IdResources['routes'] };
}

type Mode = 'set' | 'change';
type Step = 'old' | 'new' | 'confirm';

const stepsOf: Record<Mode, readonly Step[]> = { set: ['new', 'confirm'], change: ['old', 'new', 'confirm'] };

/** A same-app path from `?back=` (never another origin). */
const backPathOf = (value: string | null): string | null => (value && value.startsWith('/') && !value.startsWith('//') ? value : null);

export function PinPage({ entry }: PinPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const back = backPathOf(params.get('back'));
  const status = usePinStatus();
  const [done, setDone] = useState<Mode | null>(null);
  const now = useNow(5_000, Boolean(status.data?.lockedUntil));
  const lockedUntil = status.data?.lockedUntil ?? null;
  const locked = lockedUntil !== null && lockedUntil > now;

  return (
    <div data-testid="pin-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-4 pb-6">
        <section className="relative overflow-hidden rounded-3xl border border-line/60 bg-[radial-gradient(120%_100%_at_0%_0%,rgb(31_224_127/0.14),transparent_60%),var(--color-surface-1)] p-4">
          <div className="flex items-start gap-3.5">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-[15px] font-extrabold">{t('pin.title')}</h2>
                {status.data && (
                  <StatusChip tone={status.data.set ? 'success' : 'pending'} testId="pin-status" state={status.data.set ? 'set' : 'unset'}>
                    {status.data.set ? t('pin.statusSet') : t('pin.statusUnset')}
                  </StatusChip>
                )}
              </div>
              <p className="mt-1 text-[12.5px] leading-relaxed text-muted">{t('pin.body')}</p>
            </div>
          </div>
        </section>

        {locked && (
          <div
            role="alert"
            data-testid="pin-locked"
            className="flex items-start gap-2.5 rounded-2xl border border-danger/40 bg-danger/10 p-3.5 text-[13px] text-[#ffb4b4]"
          >
            <LockKeyhole className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
            {t('pin.locked', { time: formatClock(lockedUntil) })}
          </div>
        )}

        {done ? (
          <DonePanel mode={done} back={back} />
        ) : status.data ? (
          <PinSteps
            key={status.data.set ? 'change' : 'set'}
            mode={status.data.set ? 'change' : 'set'}
            locked={locked}
            back={back}
            onDone={setDone}
          />
        ) : status.isError ? (
          <div className="py-8 text-center">
            <p className="text-sm text-muted">{t('records.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-[260px] rounded-3xl" />
        )}
      </div>
    </div>
  );
}

interface PinStepsProps {
  mode: Mode;
  locked: boolean;
  back: string | null;
  onDone: (mode: Mode) => void;
}

function PinSteps({ mode, locked, back, onDone }: PinStepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPin = useSetPin();
  const changePin = useChangePin();
  const steps = stepsOf[mode];
  const [index, setIndex] = useState(0);
  const [value, setValue] = useState('');
  const [kept, setKept] = useState<{ old: string; new: string }>({ old: '', new: '' });
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const needsMfa = useStepUpNeedsMfa();
  const [stepUp, setStepUp] = useState(emptyStepUp);
  const [stepUpErrors, setStepUpErrors] = useState<StepUpErrors>({});
  const step = steps[index] ?? 'new';
  const last = index === steps.length - 1;
  const busy = setPin.isPending || changePin.isPending;
  // The first PIN is a sensitive change: the repeat step also asks for the step-up.
  const asksStepUp = mode === 'set' && step === 'confirm';

  const goTo = (next: Step, message?: string) => {
    setIndex(Math.max(0, steps.indexOf(next)));
    setValue('');
    setError(message);
  };

  const save = async (pin: string) => {
    try {
      if (mode === 'set') await setPin.mutateAsync({ pin, ...stepUpBody(stepUp, needsMfa) });
      else await changePin.mutateAsync({ oldPin: kept.old, pin });
      notify.success(mode === 'set' ? t('pin.setDone') : t('pin.changed'));
      if (back) void navigate(back, { replace: true });
      else onDone(mode);
    } catch (failure) {
      // A wrong password or 2FA code: shown on its field, the repeated PIN stays.
      const onStepUp = mode === 'set' ? stepUpFailure(failure) : null;
      if (onStepUp) return setStepUpErrors(onStepUp);
      const code = isApiError(failure) && failure.kind === 'service' ? failure.code : null;
      const text = isApiError(failure) ? failure.message : undefined;
      if (code === 7033)
        goTo('old', text); // wrong old PIN
      else if (code === 7032)
        goTo('new', text); // format refused
      else {
        // 667 locked, 7031 already set (the status refetch switches the mode), network…
        goTo(steps[0] ?? 'new');
        setFormError(isApiError(failure) && failure.kind === 'service' ? errorToastText(failure) : text);
      }
    }
  };

  const next = () => {
    setFormError(undefined);
    if (value.length !== PIN_LENGTH) return setError(t('pin.incomplete'));
    if (step === 'old') {
      setKept((k) => ({ ...k, old: value }));
      return goTo('new');
    }
    if (step === 'new') {
      if (pinProblem(value) === 'weak') return setError(t('pin.weak'));
      if (mode === 'change' && value === kept.old) return setError(t('pin.sameAsOld'));
      setKept((k) => ({ ...k, new: value }));
      return goTo('confirm');
    }
    if (value !== kept.new) return goTo('new', t('pin.mismatch'));
    if (asksStepUp) {
      const problems = stepUpProblems(stepUp, needsMfa, t);
      setStepUpErrors(problems);
      if (problems.password || problems.mfaCode) return;
    }
    void save(value);
  };

  const labels: Record<Step, string> = { old: t('pin.stepOld'), new: t('pin.stepNew'), confirm: t('pin.stepConfirm') };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
      className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
      data-testid="pin-form"
      data-mode={mode}
      data-step={step}
    >
      <div>
        <div className="flex items-center justify-between text-xs font-semibold text-muted">
          <span className="flex items-center gap-1.5">
            <KeyRound className="size-3.5 text-accent" aria-hidden="true" />
            {mode === 'set' ? t('pin.setTitle') : t('pin.changeTitle')}
          </span>
          <span>{t('pin.step', { n: index + 1, total: steps.length })}</span>
        </div>
        <div className="mt-2 grid gap-1.5" style={{ gridTemplateColumns: `repeat(${steps.length}, 1fr)` }} aria-hidden="true">
          {steps.map((s, i) => (
            <span key={s} className={`h-1 rounded-full transition ${i <= index ? 'bg-accent' : 'bg-surface-3'}`} />
          ))}
        </div>
      </div>

      <PinInput
        key={step}
        label={labels[step]}
        value={value}
        onChange={(digits) => {
          setValue(digits);
          setError(undefined);
        }}
        error={error}
        hint={step === 'new' ? t('pin.hintNew') : undefined}
        disabled={locked || busy}
        autoFocus
      />

      {asksStepUp && (
        <StepUpFields
          value={stepUp}
          onChange={(next) => {
            setStepUp(next);
            setStepUpErrors({});
          }}
          errors={stepUpErrors}
          testId="pin"
        />
      )}

      <FormError message={formError} testId="pin-error" />

      <Button type="submit" size="lg" block loading={busy} disabled={locked} data-testid="pin-submit" className="font-extrabold">
        {last ? t('pin.save') : t('pin.next')}
      </Button>
      {mode === 'change' && (
        <Link to="/forget-pin" className="self-center text-[13px] font-semibold text-accent hover:underline">
          {t('pin.forgot')}
        </Link>
      )}
    </form>
  );
}

function DonePanel({ mode, back }: { mode: Mode; back: string | null }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="pin-done"
      className="flex animate-pop-in flex-col items-center rounded-3xl border border-accent/30 bg-surface-1 px-5 py-8 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-accent/15 ring-8 ring-accent/8">
        <CircleCheck className="size-9 text-accent" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-extrabold">{mode === 'set' ? t('pin.setDone') : t('pin.changed')}</h2>
      <p className="mt-1 max-w-[280px] text-[13px] text-muted">{t('pin.doneBody')}</p>
      <div className="mt-5 grid w-full grid-cols-2 gap-2.5">
        <Link to={back ?? '/wallet'} className={buttonClass('primary', 'lg')}>
          {t('pin.toWallet')}
        </Link>
        <Link to="/bank-card" className={buttonClass('secondary', 'lg')}>
          {t('routes.bankCard')}
        </Link>
      </div>
    </section>
  );
}
