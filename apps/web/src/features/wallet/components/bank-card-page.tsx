/**
 * `/bank-card`: the player's withdrawal accounts as cards (bank colours, masked number, holder),
 * at most five; add, edit and delete, each guarded by the security PIN.
 */
import '../strings.ts';
import { CreditCard, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PIN_LENGTH, PinInput } from '../../../components/pin-input.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { queryClient } from '../../../lib/api/query-client.ts';
import { pinStatusQueryKey, usePinStatus } from '../../../lib/auth/get-pin-status.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import { MAX_BANK_ACCOUNTS, useBankAccounts, type BankAccountView } from '../api/get-bank-accounts.ts';
import { moneyErrorOf, PIN_LOCKED, PIN_NOT_SET, type MoneyError } from '../money-error.ts';
import { brandOf } from '../bank-brand.ts';
import type { RoutedPageProps } from '../page-props.ts';
import { PinRequiredNotice } from './pin-required-notice.tsx';

/** The form page used to add or edit from here. */
const FORM_PATH = '/edit-bank-account/account';

export function BankCardPage({ entry }: RoutedPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const accounts = useBankAccounts();
  const pin = usePinStatus();
  const [deleting, setDeleting] = useState<BankAccountView | null>(null);
  const list = accounts.data ?? [];
  const full = list.length >= MAX_BANK_ACCOUNTS;

  const addButton = full ? (
    <p className="rounded-xl bg-surface-1 py-3 text-center text-[13px] text-muted ring-1 ring-line/50">
      {t('bank.limit', { max: MAX_BANK_ACCOUNTS })}
    </p>
  ) : (
    <Link
      to={FORM_PATH}
      className={buttonClass(list.length > 0 ? 'outline' : 'primary', 'lg', 'w-full font-extrabold')}
      data-testid="bank-add"
    >
      <Plus className="size-5" aria-hidden="true" />
      {t('bank.add')}
    </Link>
  );

  return (
    <div data-testid="bank-card-page">
      <PageHeader
        title={title}
        action={
          accounts.data && (
            <span className="pr-2 text-xs font-semibold text-muted tabular-nums">
              {t('bank.count', { count: list.length, max: MAX_BANK_ACCOUNTS })}
            </span>
          )
        }
      />
      <div className="flex flex-col gap-3 px-4 pt-4 pb-6">
        {pin.data && !pin.data.set && <PinRequiredNotice />}
        {accounts.isPending ? (
          <>
            <Skeleton className="h-[150px] rounded-3xl" />
            <Skeleton className="h-[150px] rounded-3xl" />
          </>
        ) : accounts.isError ? (
          <div className="py-10 text-center">
            <p className="text-sm text-muted">{t('records.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void accounts.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={CreditCard} title={t('bank.emptyTitle')} body={t('bank.emptyBody')} action={addButton} testId="bank-empty" />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {list.map((account) => (
                <li key={account.id}>
                  <BankCard account={account} onDelete={() => setDeleting(account)} />
                </li>
              ))}
            </ul>
            {addButton}
          </>
        )}
      </div>
      <BottomSheet open={deleting !== null} onClose={() => setDeleting(null)} title={t('bank.deleteTitle')} testId="bank-delete-sheet">
        {deleting && <DeleteForm account={deleting} onDone={() => setDeleting(null)} />}
      </BottomSheet>
    </div>
  );
}

function BankCard({ account, onDelete }: { account: BankAccountView; onDelete: () => void }) {
  const { t } = useTranslation();
  const brand = brandOf(account.bankCode);
  const active = account.status === 'active';
  return (
    <article
      data-testid={`bank-card-${account.id}`}
      className={`relative overflow-hidden rounded-3xl p-4 text-white shadow-card ring-1 ring-white/10 ${active ? '' : 'opacity-60 grayscale'}`}
      style={{ background: `linear-gradient(135deg, ${brand.color} 0%, ${brand.deep} 100%)` }}
    >
      <div className="pointer-events-none absolute -top-16 -right-12 size-44 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <div className="pointer-events-none absolute -bottom-20 -left-10 size-44 rounded-full bg-black/20 blur-2xl" aria-hidden="true" />
      <span
        className="pointer-events-none absolute right-3 bottom-12 text-[44px] leading-none font-black tracking-tighter text-white/[0.07] italic"
        aria-hidden="true"
      >
        {brand.mark}
      </span>
      <div className="relative flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-[15px] font-extrabold">{account.bankName}</p>
          <p className="text-[11px] font-semibold tracking-wider text-white/60 uppercase">{account.bankCode}</p>
        </div>
        <StatusChip tone={active ? 'success' : 'muted'} state={account.status}>
          {active ? t('bank.active') : t('bank.inactive')}
        </StatusChip>
      </div>
      <p className="relative mt-5 font-mono text-[22px] font-bold tracking-[0.12em] tabular-nums" data-testid="bank-card-number">
        {account.maskedNumber}
      </p>
      <div className="relative mt-3 flex items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[10px] font-semibold tracking-wider text-white/55 uppercase">{t('bank.holderLabel')}</p>
          <p className="truncate text-sm font-bold" data-testid="bank-card-holder">
            {account.holderName}
          </p>
        </div>
        <div className="flex shrink-0 gap-1.5">
          <Link
            to={`${FORM_PATH}?id=${account.id}`}
            aria-label={t('bank.editLabel', { bank: account.bankName })}
            data-testid={`bank-edit-${account.id}`}
            className="grid size-9 place-items-center rounded-xl bg-white/15 backdrop-blur transition hover:bg-white/25"
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Link>
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('bank.deleteLabel', { bank: account.bankName })}
            data-testid={`bank-delete-${account.id}`}
            className="grid size-9 place-items-center rounded-xl bg-black/25 backdrop-blur transition hover:bg-danger/70"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}

function DeleteForm({ account, onDone }: { account: BankAccountView; onDone: () => void }) {
  const { t } = useTranslation();
  const pinStatus = usePinStatus();
  const remove = useDeleteBankAccount();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<MoneyError | null>(null);

  const submit = async () => {
    if (pin.length !== PIN_LENGTH) {
      setError({ field: 'pin', message: t('pin.incomplete'), code: null });
      return;
    }
    try {
      await remove.mutateAsync({ id: account.id, pin });
      notify.success(t('bank.deleted'));
      onDone();
    } catch (failure) {
      const next = moneyErrorOf(failure);
      setError(next);
      setPin('');
      if (next.code === PIN_NOT_SET || next.code === PIN_LOCKED) void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-[13.5px] text-muted">{t('bank.deleteBody', { bank: account.bankName, number: account.maskedNumber })}</p>
      {pinStatus.data && !pinStatus.data.set ? (
        <PinRequiredNotice />
      ) : (
        <PinInput
          label={t('bank.pinLabel')}
          value={pin}
          onChange={setPin}
          error={error?.field === 'pin' ? error.message : undefined}
          autoFocus
        />
      )}
      <FormError message={error && error.field !== 'pin' ? error.message : undefined} testId="bank-delete-error" />
      <div className="grid grid-cols-2 gap-2.5">
        <Button variant="secondary" size="lg" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          size="lg"
          loading={remove.isPending}
          data-testid="bank-delete-confirm"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          {t('bank.deleteConfirm')}
        </Button>
      </div>
    </form>
  );
}
