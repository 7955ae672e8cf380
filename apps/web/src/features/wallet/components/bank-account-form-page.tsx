/**
 * `/edit-bank-account/{deposit,withdraw,account}`: add a withdrawal account, or edit one with
 * `?id=`. Bank or e-wallet, account number (6-20 digits), holder name (letters, spaces, . ' -) and
 * the security PIN, plus the step-up (password, 2FA code when on): a new or changed account holds
 * withdrawals for 24 h. After saving it returns to `?back=` or to the page the variant belongs to.
 */
import '../strings.ts';
import { useState } from 'react';
import { ChevronDown, CircleUserRound, FileQuestion, Hash, ShieldCheck } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NUMBER_PATTERN, HOLDER_NAME_PATTERN, type WithdrawBankCode } from '@kasino/shared/wallet';
import { validationMessages } from '@kasino/shared/validation';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PIN_LENGTH, PinInput } from '../../../components/pin-input.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { queryClient } from '../../../lib/api/query-client.ts';
import { pinStatusQueryKey, usePinStatus } from '../../../lib/auth/get-pin-status.ts';
import { notify } from '../../../lib/toast.ts';
import { useAddBankAccount } from '../api/add-bank-account.ts';
import { useBankAccounts, type BankAccountView } from '../api/get-bank-accounts.ts';
import { useBankSupport } from '../api/get-bank-support.ts';
import { useUpdateBankAccount } from '../api/update-bank-account.ts';
import { moneyErrorOf, PIN_LOCKED, PIN_NOT_SET } from '../money-error.ts';
import type { RoutedPageProps } from '../page-props.ts';
import { safeBackPath } from '../wallet-paths.ts';
import { BankBadge } from './bank-badge.tsx';
import {
  emptyStepUp,
  stepUpBody,
  stepUpFailure,
  StepUpFields,
  stepUpProblems,
  useStepUpNeedsMfa,
  type StepUpErrors,
} from '../../../components/step-up-fields.tsx';
import { PinRequiredNotice } from './pin-required-notice.tsx';

interface BankFormValues {
  bankCode: WithdrawBankCode | '';
  accountNumber: string;
  holderName: string;
  pin: string;
}

const numberRegex = new RegExp(ACCOUNT_NUMBER_PATTERN);
const holderRegex = new RegExp(HOLDER_NAME_PATTERN);

/** Where each variant of the page returns after saving. */
const returnPathOf: Record<string, string> = {
  '/edit-bank-account/deposit': '/deposit',
  '/edit-bank-account/withdraw': '/withdraw',
  '/edit-bank-account/account': '/bank-card',
};

export function BankAccountFormPage({ entry }: RoutedPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const idText = params.get('id');
  const editId = idText && /^\d+$/.test(idText) ? Number(idText) : null;
  const accounts = useBankAccounts();
  const title = editId !== null ? t('bank.editTitle') : t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const back = safeBackPath(params.get('back'), returnPathOf[entry.path] ?? '/bank-card');

  let body;
  if (editId === null) body = <BankForm back={back} />;
  else if (accounts.data) {
    const account = accounts.data.find((a) => a.id === editId);
    body = account ? (
      <BankForm key={account.id} back={back} account={account} />
    ) : (
      <EmptyState
        icon={FileQuestion}
        title={t('bank.notFound')}
        action={
          <Link to="/bank-card" className={buttonClass('secondary', 'md', 'px-6')}>
            {t('routes.bankCard')}
          </Link>
        }
      />
    );
  } else body = <Skeleton className="h-[420px] rounded-3xl" />;

  return (
    <div data-testid="bank-form-page">
      <PageHeader title={title} />
      <div className="px-4 pt-4 pb-6">{body}</div>
    </div>
  );
}

function BankForm({ back, account }: { back: string; account?: BankAccountView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banks = useBankSupport();
  const pinStatus = usePinStatus();
  const add = useAddBankAccount();
  const update = useUpdateBankAccount();
  const { register, handleSubmit, control, setError, setValue, formState } = useForm<BankFormValues>({
    mode: 'onTouched',
    defaultValues: {
      bankCode: account?.bankCode ?? '',
      accountNumber: account?.accountNumber ?? '',
      holderName: account?.holderName ?? '',
      pin: '',
    },
  });
  const bankCode = useWatch({ control, name: 'bankCode' });
  const list = banks.data?.list ?? [];
  const chosen = list.find((b) => b.code === bankCode);
  const ewallet = chosen?.kind === 'ewallet';
  const noPin = pinStatus.data ? !pinStatus.data.set : false;
  const needsMfa = useStepUpNeedsMfa();
  const [stepUp, setStepUp] = useState(emptyStepUp);
  const [stepUpErrors, setStepUpErrors] = useState<StepUpErrors>({});

  const onSubmit = handleSubmit(async (values) => {
    if (!values.bankCode) return;
    const problems = stepUpProblems(stepUp, needsMfa, t);
    setStepUpErrors(problems);
    if (problems.password || problems.mfaCode) return;
    const body = {
      bankCode: values.bankCode,
      accountNumber: values.accountNumber.trim(),
      holderName: values.holderName.trim().replace(/\s+/g, ' '),
      pin: values.pin,
      ...stepUpBody(stepUp, needsMfa),
    };
    try {
      if (account) await update.mutateAsync({ id: account.id, body });
      else await add.mutateAsync(body);
      notify.success(t('bank.saved'));
      void navigate(back, { replace: true });
    } catch (error) {
      const onStepUp = stepUpFailure(error);
      if (onStepUp) return setStepUpErrors(onStepUp);
      const failure = moneyErrorOf(error);
      setValue('pin', '');
      if (failure.code === PIN_NOT_SET || failure.code === PIN_LOCKED) void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey });
      const field =
        failure.field === 'pin'
          ? 'pin'
          : failure.field === 'number'
            ? 'accountNumber'
            : failure.field === 'holder'
              ? 'holderName'
              : failure.field === 'bank'
                ? 'bankCode'
                : null;
      if (field) setError(field, { type: 'server', message: failure.message });
      else setError('root.server', { type: 'server', message: failure.message });
    }
  });

  const { errors } = formState;
  const busy = formState.isSubmitting || add.isPending || update.isPending;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {noPin && <PinRequiredNotice />}

      <div className="flex flex-col gap-1.5">
        <label htmlFor="bank-code" className="text-[13px] font-semibold text-muted">
          {t('bank.bankLabel')}
        </label>
        <div
          className={`relative flex h-12 items-center gap-2.5 rounded-xl border bg-surface-2 pr-3 pl-2 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25 ${errors.bankCode ? 'border-danger/70' : 'border-line'}`}
        >
          {bankCode ? (
            <BankBadge code={bankCode} size="sm" />
          ) : (
            <span className="size-9 shrink-0 rounded-xl bg-surface-3" aria-hidden="true" />
          )}
          <select
            id="bank-code"
            data-testid="bank-code"
            aria-invalid={errors.bankCode ? true : undefined}
            className="h-full min-w-0 flex-1 appearance-none bg-transparent pr-6 text-[15px] font-semibold text-fg outline-none"
            {...register('bankCode', { required: t('bank.chooseBank') })}
          >
            <option value="" disabled>
              {t('bank.choose')}
            </option>
            <optgroup label={t('bank.banks')}>
              {list
                .filter((b) => b.kind === 'bank')
                .map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
            </optgroup>
            <optgroup label={t('bank.ewallets')}>
              {list
                .filter((b) => b.kind === 'ewallet')
                .map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
            </optgroup>
          </select>
          <ChevronDown className="pointer-events-none absolute right-3 size-4 text-faint" aria-hidden="true" />
        </div>
        {errors.bankCode && (
          <p role="alert" className="text-[12.5px] font-medium text-danger">
            {errors.bankCode.message}
          </p>
        )}
      </div>

      <TextField
        label={ewallet ? t('bank.numberEwallet') : t('bank.numberLabel')}
        icon={Hash}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder={ewallet ? t('bank.numberEwalletPlaceholder') : t('bank.numberPlaceholder')}
        data-testid="bank-number"
        className="font-mono tracking-wider"
        error={errors.accountNumber?.message}
        {...register('accountNumber', {
          required: validationMessages.required,
          setValueAs: (value: string) => value.replace(/[\s-]/g, ''),
          validate: (value) => numberRegex.test(value) || t('bank.numberRule'),
        })}
      />

      <TextField
        label={t('bank.holderLabel')}
        icon={CircleUserRound}
        autoComplete="name"
        autoCapitalize="characters"
        maxLength={60}
        placeholder={t('bank.holderPlaceholder')}
        data-testid="bank-holder"
        className="uppercase placeholder:normal-case"
        error={errors.holderName?.message}
        {...register('holderName', {
          required: validationMessages.required,
          validate: (value) => holderRegex.test(value.trim()) || t('bank.holderRule'),
        })}
      />
      <p className="-mt-2 flex items-start gap-1.5 text-[12px] text-faint">
        <ShieldCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        {t('bank.holderNote')}
      </p>

      {!noPin && (
        <Controller
          control={control}
          name="pin"
          rules={{ validate: (value) => value.length === PIN_LENGTH || t('pin.incomplete') }}
          render={({ field, fieldState }) => (
            <PinInput
              label={t('bank.pinLabel')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              ref={field.ref}
            />
          )}
        />
      )}

      {!noPin && <StepUpFields value={stepUp} onChange={setStepUp} errors={stepUpErrors} testId="bank" />}
      {!noPin && <p className="-mt-2 text-[12px] text-faint">{t('accountSecurity.holdNotice')}</p>}

      <FormError message={errors.root?.server?.message} testId="bank-error" />

      <Button type="submit" size="lg" block loading={busy} disabled={noPin} data-testid="bank-submit" className="font-extrabold">
        {account ? t('bank.submitEdit') : t('bank.submitAdd')}
      </Button>
    </form>
  );
}
