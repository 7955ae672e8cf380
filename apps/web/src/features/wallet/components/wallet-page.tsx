/**
 * `/wallet` (Dompet tab): the balance card with Deposit and Tarik, what can be withdrawn, the
 * withdrawal under review with its cancel button, shortcuts to the records, bank accounts and PIN,
 * and the latest balance changes.
 */
import '../strings.ts';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronRight,
  CreditCard,
  KeyRound,
  Receipt,
  RefreshCw,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { MoneyTicker } from '../../../components/money-ticker.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { usePinStatus } from '../../../lib/auth/get-pin-status.ts';
import { useUser } from '../../../lib/auth/get-user.ts';
import { useLatestFlow } from '../api/get-balance-flow.ts';
import { usePayInfo } from '../api/get-pay-info.ts';
import { refreshMoney } from '../api/wallet-keys.ts';
import { useWalletLive } from '../hooks/use-wallet-live.ts';
import { FlowRowItem } from './flow-row.tsx';
import { PendingWithdrawalCard } from './pending-withdrawal-card.tsx';

const LATEST_COUNT = 5;

interface Shortcut {
  to: string;
  label: 'depositRecord' | 'withdrawRecord' | 'balanceRecord' | 'bankCard';
  icon: LucideIcon;
  tint: string;
}

const shortcuts: readonly Shortcut[] = [
  { to: '/deposit-record', label: 'depositRecord', icon: ArrowDownToLine, tint: 'text-accent bg-accent/12' },
  { to: '/withdraw-record', label: 'withdrawRecord', icon: ArrowUpFromLine, tint: 'text-gold bg-gold/12' },
  { to: '/balance-record', label: 'balanceRecord', icon: Receipt, tint: 'text-wingo-violet bg-wingo-violet/12' },
  { to: '/bank-card', label: 'bankCard', icon: CreditCard, tint: 'text-[#5fb2ff] bg-[#5fb2ff]/12' },
];

export function WalletPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.wallet'));
  useWalletLive();
  const info = usePayInfo();
  const pending = info.data?.pendingWithdrawal ?? null;

  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-6" data-testid="wallet-page">
      <h1 className="sr-only">{t('routes.wallet')}</h1>
      <BalanceCard withdrawable={info.data?.withdrawable} />
      {pending && <PendingWithdrawalCard withdrawal={pending} />}

      <nav aria-label={t('wallet.shortcuts')} className="grid grid-cols-4 gap-2">
        {shortcuts.map(({ to, label, icon: Icon, tint }) => (
          <Link
            key={to}
            to={to}
            data-testid={`wallet-link-${to.slice(1)}`}
            className="flex flex-col items-center gap-1.5 rounded-2xl border border-line/60 bg-surface-1 px-1 py-3 text-center transition hover:border-accent/40 active:scale-[0.97]"
          >
            <span className={`grid size-10 place-items-center rounded-xl ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="text-[11.5px] leading-tight font-semibold text-fg/90">{t(`wallet.quick.${label}`)}</span>
          </Link>
        ))}
      </nav>

      <PinRow />
      <LatestFlow />
    </div>
  );
}

function BalanceCard({ withdrawable }: { withdrawable: string | undefined }) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <section className="relative overflow-hidden rounded-3xl border border-white/10 bg-[radial-gradient(130%_110%_at_0%_0%,#1e6a48_0%,#15304a_48%,#121a2a_100%)] p-4 shadow-card">
      <div className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-gold/12 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute right-4 bottom-20 opacity-[0.07]" aria-hidden="true">
        <Wallet className="size-28" />
      </div>
      <div className="relative flex items-center justify-between">
        <span className="text-[13px] font-semibold text-white/70">{t('wallet.balance')}</span>
        <button
          type="button"
          onClick={() => refreshMoney()}
          aria-label={t('common.refresh')}
          className="grid size-8 place-items-center rounded-lg text-white/60 transition hover:bg-white/10 hover:text-white"
        >
          <RefreshCw className={`size-4 ${user.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
        </button>
      </div>
      {user.data ? (
        <MoneyTicker
          wire={user.data.balance}
          balance
          testId="wallet-balance"
          className="relative block text-[32px] leading-tight font-black tracking-tight text-gold tabular-nums"
        />
      ) : (
        <Skeleton className="relative my-1 h-9 w-44" />
      )}
      <p className="relative mt-1 text-[12.5px] text-white/65">
        {t('wallet.withdrawable')}{' '}
        {withdrawable !== undefined ? (
          <span className="font-bold text-white tabular-nums" data-testid="wallet-withdrawable">
            {formatWireIdr(withdrawable, { balance: true })}
          </span>
        ) : (
          <span className="skeleton inline-block h-3 w-16 rounded align-middle" aria-hidden="true" />
        )}
      </p>
      <div className="relative mt-4 grid grid-cols-2 gap-2.5">
        <Link to="/deposit" className={buttonClass('gold', 'lg', 'font-extrabold')} data-testid="wallet-deposit">
          <ArrowDownToLine className="size-5" aria-hidden="true" />
          {t('common.deposit')}
        </Link>
        <Link
          to="/withdraw"
          className={buttonClass('secondary', 'lg', '!bg-white/10 font-extrabold hover:!bg-white/15')}
          data-testid="wallet-withdraw"
        >
          <ArrowUpFromLine className="size-5" aria-hidden="true" />
          {t('common.withdraw')}
        </Link>
      </div>
    </section>
  );
}

function PinRow() {
  const { t } = useTranslation();
  const pin = usePinStatus();
  return (
    <Link
      to="/edit-pin"
      className="flex items-center gap-3 rounded-2xl border border-line/60 bg-surface-1 px-3.5 py-3 transition hover:border-accent/40"
      data-testid="wallet-pin"
    >
      <span className="grid size-10 place-items-center rounded-xl bg-surface-3 text-accent">
        {pin.data?.set ? <ShieldCheck className="size-5" aria-hidden="true" /> : <KeyRound className="size-5" aria-hidden="true" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-bold">{t('wallet.pinTitle')}</span>
        <span className="block truncate text-xs text-muted">{t('wallet.pinBody')}</span>
      </span>
      {pin.data && (
        <StatusChip tone={pin.data.set ? 'success' : 'pending'} state={pin.data.set ? 'set' : 'unset'}>
          {pin.data.set ? t('pin.statusSet') : t('pin.statusUnset')}
        </StatusChip>
      )}
      <ChevronRight className="size-4 text-faint" aria-hidden="true" />
    </Link>
  );
}

function LatestFlow() {
  const { t } = useTranslation();
  const flow = useLatestFlow(LATEST_COUNT);
  return (
    <section aria-labelledby="wallet-latest">
      <div className="mb-2 flex items-center justify-between px-1">
        <h2 id="wallet-latest" className="text-[15px] font-bold">
          {t('wallet.latest')}
        </h2>
        <Link to="/balance-record" className="text-[13px] font-semibold text-accent hover:underline">
          {t('common.seeAll')}
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-line/60 bg-surface-1">
        {flow.data ? (
          flow.data.length > 0 ? (
            <ul className="divide-y divide-line/50">
              {flow.data.map((row) => (
                <li key={row.id}>
                  <FlowRowItem row={row} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={Receipt}
              title={t('wallet.noFlowTitle')}
              body={t('wallet.noFlowBody')}
              action={
                <Link to="/deposit" className={buttonClass('primary', 'md', 'px-6')}>
                  {t('wallet.firstDeposit')}
                </Link>
              }
            />
          )
        ) : flow.isError ? (
          <div className="p-5 text-center">
            <p className="text-sm text-muted">{t('wallet.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void flow.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-px">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="flex items-center gap-3 px-3.5 py-3">
                <Skeleton className="size-10" />
                <div className="flex-1">
                  <Skeleton className="h-3.5 w-28 rounded" />
                  <Skeleton className="mt-1.5 h-3 w-20 rounded" />
                </div>
                <Skeleton className="h-4 w-20 rounded" />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
