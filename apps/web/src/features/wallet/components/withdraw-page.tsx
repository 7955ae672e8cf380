/**
 * `/withdraw`: amount (presets, "Semua"), the fee and what arrives shown live (withdraw/fee, debounced),
 * the destination account (or add one), the 6-digit PIN, confirm. Errors land where they belong by
 * code. A withdrawal under review replaces the form with its pending card and cancel button.
 */
import '../strings.ts';
import { ArrowUpFromLine, History, Info, Landmark, LockKeyhole, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatWireIdr, minor, parseAmount, rupiah, toWireAmount, type Minor } from '@kasino/shared/money';
import { AmountInput } from '../../../components/amount-input.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PIN_LENGTH, PinInput } from '../../../components/pin-input.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { queryClient } from '../../../lib/api/query-client.ts';
import { pinStatusQueryKey, usePinStatus } from '../../../lib/auth/get-pin-status.ts';
import { formatClock } from '../../../lib/format-time.ts';
import { randomHex } from '../../../lib/random-id.ts';
import { notify } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useBankAccounts, type BankAccountView } from '../api/get-bank-accounts.ts';
import { usePayInfo, type PayInfo } from '../api/get-pay-info.ts';
import { useWithdrawFee } from '../api/get-withdraw-fee.ts';
import { refreshMoney } from '../api/wallet-keys.ts';
import { amountProblem, rangeOfWire } from '../amount-rules.ts';
import { useAmountProblemText } from '../hooks/use-amount-problem-text.ts';
import { moneyErrorOf, PIN_LOCKED, PIN_NOT_SET, type MoneyError } from '../money-error.ts';
import { useWalletLive } from '../hooks/use-wallet-live.ts';
import { BankBadge } from './bank-badge.tsx';
import { PendingWithdrawalCard } from './pending-withdrawal-card.tsx';
import { PinRequiredNotice } from './pin-required-notice.tsx';
import { useWithdrawHold } from '../api/get-withdraw-hold.ts';
import { WithdrawHoldCard } from './withdraw-hold-card.tsx';
import { formatNumber } from '../../../lib/format-number.ts';

/** Preset chips, in rupiah; those outside the range are not shown. */
const PRESET_RUPIAH = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000];
const FEE_DEBOUNCE_MS = 300;

export function WithdrawPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.withdraw'));
  useWalletLive();
  const info = usePayInfo();
  const pending = info.data?.pendingWithdrawal ?? null;
  // A hold after a security change is shown before the form (the server would refuse it with 20270).
  const hold = useWithdrawHold().data ?? null;

  return (
    <div data-testid="withdraw-page">
      <PageHeader
        title={t('routes.withdraw')}
        action={
          <Link
            to="/withdraw-record"
            aria-label={t('routes.withdrawRecord')}
            className="grid size-9 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg"
          >
            <History className="size-5" aria-hidden="true" />
          </Link>
        }
      />
      <div className="px-4 pt-4 pb-6">
        {info.data ? (
          pending ? (
            <div className="flex flex-col gap-3">
              <PendingWithdrawalCard withdrawal={pending} />
              <p className="flex items-start gap-2 px-1 text-[12.5px] text-muted">
                <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                {t('withdraw.onlyOne')}
              </p>
              <Link to="/withdraw-record" className={buttonClass('secondary', 'md')}>
                {t('routes.withdrawRecord')}
              </Link>
            </div>
          ) : hold ? (
            <div className="flex flex-col gap-3">
              <WithdrawHoldCard hold={hold} />
              <Link to="/withdraw-record" className={buttonClass('secondary', 'md')}>
                {t('routes.withdrawRecord')}
              </Link>
            </div>
          ) : (
            <WithdrawForm info={info.data} />
          )
        ) : info.isError ? (
          <div className="py-10 text-center">
            <p className="text-sm text-muted">{t('wallet.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void info.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-20 rounded-2xl" />
            <Skeleton className="h-14 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        )}
      </div>
    </div>
  );
}

function WithdrawForm({ info }: { info: PayInfo }) {
  const { t } = useTranslation();
  const problemText = useAmountProblemText();
  const accounts = useBankAccounts();
  const pinStatus = usePinStatus();
  const withdraw = useCreateWithdrawal();

  const [amount, setAmount] = useState('');
  const [chosenBank, setChosenBank] = useState<number | null>(null);
  const [pin, setPin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<MoneyError | null>(null);

  const range = rangeOfWire(info.withdrawRange);
  const available = minor(parseAmount(info.withdrawable) ?? 0n);
  const problem = range ? amountProblem(amount, { range, available }) : null;
  const shownProblem = problem && (problem.kind !== 'required' || submitted) ? problem : null;
  const amountError = problemText(shownProblem) ?? (serverError?.field === 'amount' ? serverError.message : undefined);

  const quoteFor = useDebouncedValue(problem === null && amount !== '' ? amount : null, FEE_DEBOUNCE_MS);
  const fee = useWithdrawFee(quoteFor);

  const activeAccounts = accounts.data?.filter((a) => a.status === 'active') ?? [];
  const bankId = chosenBank ?? activeAccounts[0]?.id ?? null;

  const now = useNow(5_000, Boolean(pinStatus.data?.lockedUntil));
  const lockedUntil = pinStatus.data?.lockedUntil ?? null;
  const locked = lockedUntil !== null && lockedUntil > now;
  const pinSet = pinStatus.data?.set ?? true;
  const pinError = locked
    ? t('pin.locked', { time: formatClock(lockedUntil) })
    : serverError?.field === 'pin'
      ? serverError.message
      : submitted && pin.length < PIN_LENGTH
        ? t('pin.incomplete')
        : undefined;

  const presets = range
    ? PRESET_RUPIAH.map((r) => rupiah(r))
        .filter((p) => p >= range.min && p <= range.max)
        .slice(0, 4)
    : [];
  const all: Minor | null = range ? (available > range.max ? range.max : available) : null;

  const changeAmount = (wire: string) => {
    setAmount(wire);
    if (serverError?.field === 'amount' || serverError?.field === 'form') setServerError(null);
  };

  const submit = async () => {
    setSubmitted(true);
    if (problem || bankId === null || pin.length !== PIN_LENGTH || locked || !pinSet) return;
    setServerError(null);
    try {
      await withdraw.mutateAsync({ body: { amount, bankAccountId: bankId, pin, currency: 'IDR' }, idempotencyKey: randomHex(16) });
      notify.success(t('withdraw.success'));
    } catch (error) {
      const failure = moneyErrorOf(error);
      setServerError(failure);
      if (failure.field === 'pin') setPin('');
      if (failure.code === PIN_NOT_SET || failure.code === PIN_LOCKED) void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey });
      if (failure.code === 3009) refreshMoney();
    }
  };

  const amountValid = problem === null;
  const showQuote = amountValid && amount !== '';
  const quoteCurrent = showQuote && quoteFor === amount && fee.data && !fee.isPlaceholderData;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-5"
    >
      {!pinSet && <PinRequiredNotice />}

      <div className="flex items-center gap-3 rounded-2xl bg-[linear-gradient(120deg,#1b2a44,#15203a)] px-4 py-3.5 ring-1 ring-line/60">
        <span className="grid size-10 place-items-center rounded-xl bg-gold/15 text-gold">
          <ArrowUpFromLine className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{t('withdraw.available')}</p>
          <p className="text-xl font-black text-gold tabular-nums" data-testid="withdraw-available">
            {formatWireIdr(info.withdrawable, { balance: true })}
          </p>
        </div>
      </div>
      {info.bonusLock && (
        <p className="-mt-3 flex flex-wrap items-center gap-x-2 text-[12.5px] text-muted" data-testid="withdraw-bonus-lock">
          <LockKeyhole className="size-3.5 text-gold" aria-hidden="true" />
          {t('withdraw.bonusLocked', {
            locked: formatWireIdr(info.bonusLock.locked),
            turnover: formatWireIdr(info.bonusLock.remainingTurnover),
          })}
          <Link to="/activity/active" className="font-semibold text-accent">
            {t('withdraw.bonusLink')}
          </Link>
        </p>
      )}

      <div className="flex flex-col gap-2.5">
        <AmountInput
          label={t('withdraw.amount')}
          value={amount}
          onChange={changeAmount}
          decimals
          error={amountError}
          hint={range ? t('amount.range', { min: formatIdr(range.min), max: formatIdr(range.max) }) : undefined}
          testId="withdraw-amount"
          action={
            all !== null && (
              <button
                type="button"
                onClick={() => changeAmount(toWireAmount(all))}
                data-testid="withdraw-all"
                className="h-9 shrink-0 rounded-xl bg-gold/15 px-3 text-[13px] font-extrabold text-gold ring-1 ring-gold/40 transition hover:bg-gold/25"
              >
                {t('withdraw.all')}
              </button>
            )
          }
        />
        {presets.length > 0 && (
          <div className="grid grid-cols-4 gap-2">
            {presets.map((preset) => {
              const wire = toWireAmount(preset);
              const selected = parseAmount(amount) === preset;
              return (
                <button
                  key={wire}
                  type="button"
                  aria-pressed={selected}
                  disabled={preset > available}
                  onClick={() => changeAmount(wire)}
                  data-testid={`withdraw-preset-${wire}`}
                  className={`h-10 rounded-xl border text-[12.5px] font-bold tabular-nums transition active:scale-[0.97] disabled:opacity-40 ${
                    selected ? 'border-gold bg-gold/12 text-gold' : 'border-line bg-surface-1 text-fg hover:border-gold/50'
                  }`}
                >
                  {formatIdr(preset, { prefix: false })}
                </button>
              );
            })}
          </div>
        )}
      </div>

      <div className="divide-y divide-line/60 rounded-2xl border border-line/60 bg-surface-1 px-4 text-[13.5px]">
        <dl className="divide-y divide-line/60" aria-live="polite">
          <div className="flex items-center justify-between py-3">
            <dt className="text-muted">{t('withdraw.fee')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="withdraw-fee">
              {quoteCurrent ? formatWireIdr(fee.data.fee) : showQuote ? <Skeleton className="h-4 w-16 rounded" /> : '—'}
            </dd>
          </div>
          <div className="flex items-center justify-between py-3">
            <dt className="font-semibold">{t('withdraw.receive')}</dt>
            <dd className="text-base font-extrabold text-accent tabular-nums" data-testid="withdraw-receive">
              {quoteCurrent ? formatWireIdr(fee.data.receive) : showQuote ? <Skeleton className="h-5 w-24 rounded" /> : '—'}
            </dd>
          </div>
        </dl>
        <p className="py-2.5 text-[11.5px] text-faint">
          {t('withdraw.feeRule', {
            rate: formatNumber(info.withdrawFee.perMille / 10),
            min: formatWireIdr(info.withdrawFee.min),
            free: formatWireIdr(info.withdrawFee.freeFrom),
          })}
        </p>
      </div>

      <BankChooser
        accounts={accounts.data}
        loading={accounts.isPending}
        selected={bankId}
        onSelect={setChosenBank}
        error={
          serverError?.field === 'bank'
            ? serverError.message
            : submitted && bankId === null && accounts.data
              ? t('withdraw.chooseBank')
              : undefined
        }
      />

      {pinSet && (
        <div className="flex flex-col gap-1.5">
          <PinInput label={t('withdraw.pinLabel')} value={pin} onChange={setPin} error={pinError} disabled={locked} />
          <Link to="/forget-pin" className="self-end text-[12.5px] font-semibold text-accent hover:underline">
            {t('pin.forgot')}
          </Link>
        </div>
      )}

      <FormError message={serverError?.field === 'form' ? serverError.message : undefined} testId="withdraw-error" />

      <Button
        type="submit"
        size="lg"
        block
        loading={withdraw.isPending}
        disabled={locked || !pinSet}
        data-testid="withdraw-submit"
        className="font-extrabold"
      >
        <LockKeyhole className="size-4" aria-hidden="true" />
        {amountValid && amount ? t('withdraw.submit', { amount: formatWireIdr(amount) }) : t('withdraw.submitEmpty')}
      </Button>

      <ul className="flex flex-col gap-2 rounded-2xl bg-surface-1/60 p-3.5 text-[12.5px] leading-relaxed text-muted ring-1 ring-line/50">
        <li className="flex gap-2">
          <Info className="mt-0.5 size-3.5 shrink-0 text-faint" aria-hidden="true" />
          {t('withdraw.rules')}
        </li>
        <li className="flex gap-2">
          <Info className="mt-0.5 size-3.5 shrink-0 text-faint" aria-hidden="true" />
          {t('withdraw.dailyLimit', { amount: formatWireIdr(info.dailyWithdrawLimit) })}
        </li>
      </ul>
    </form>
  );
}

interface BankChooserProps {
  accounts: BankAccountView[] | undefined;
  loading: boolean;
  selected: number | null;
  onSelect: (id: number) => void;
  error: string | undefined;
}

function BankChooser({ accounts, loading, selected, onSelect, error }: BankChooserProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <legend className="text-[13px] font-semibold text-muted">{t('withdraw.bankTitle')}</legend>
        <Link to="/bank-card" className="text-[12.5px] font-semibold text-accent hover:underline">
          {t('withdraw.manage')}
        </Link>
      </div>
      {loading ? (
        <Skeleton className="h-[68px] rounded-2xl" />
      ) : !accounts || accounts.length === 0 ? (
        <Link
          to="/edit-bank-account/withdraw?back=%2Fwithdraw"
          data-testid="withdraw-add-bank"
          className="flex items-center gap-3 rounded-2xl border border-dashed border-accent/50 bg-accent/5 p-3.5 transition hover:bg-accent/10"
        >
          <span className="grid size-11 place-items-center rounded-xl bg-accent/15 text-accent">
            <Landmark className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-bold text-accent">{t('withdraw.noBankTitle')}</span>
            <span className="block text-xs text-muted">{t('withdraw.noBankBody')}</span>
          </span>
          <Plus className="size-5 text-accent" aria-hidden="true" />
        </Link>
      ) : (
        <div role="radiogroup" aria-label={t('withdraw.bankTitle')} className="flex flex-col gap-2">
          {accounts.map((account) => {
            const active = account.status === 'active';
            const isSelected = account.id === selected;
            return (
              <button
                key={account.id}
                type="button"
                role="radio"
                aria-checked={isSelected}
                disabled={!active}
                onClick={() => onSelect(account.id)}
                data-testid={`withdraw-bank-${account.id}`}
                className={`flex items-center gap-3 rounded-2xl border p-3 text-left transition disabled:opacity-50 ${
                  isSelected
                    ? 'border-accent bg-accent/8 shadow-[0_0_0_1px_var(--color-accent)]'
                    : 'border-line bg-surface-1 hover:border-accent/40'
                }`}
              >
                <BankBadge code={account.bankCode} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-bold">
                    {account.bankName} <span className="font-mono font-semibold text-muted">{account.maskedNumber}</span>
                  </span>
                  <span className="block truncate text-xs text-muted">{active ? account.holderName : t('bank.inactive')}</span>
                </span>
                <span
                  className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${isSelected ? 'border-accent' : 'border-line'}`}
                  aria-hidden="true"
                >
                  {isSelected && <span className="size-2.5 rounded-full bg-accent" />}
                </span>
              </button>
            );
          })}
          <Link
            to="/edit-bank-account/withdraw?back=%2Fwithdraw"
            data-testid="withdraw-add-bank"
            className="flex items-center justify-center gap-1.5 rounded-xl py-2 text-[13px] font-semibold text-accent hover:underline"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('withdraw.addBank')}
          </Link>
        </div>
      )}
      {error && (
        <p role="alert" className="text-[12.5px] font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
