/**
 * Top bar: menu, logo with the websocket state dot, then either the balance chip (tap to refresh)
 * with a bright Deposit button, or Masuk / Daftar; and the bell.
 */
import { Menu, Plus, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/button.tsx';
import { Logo } from '../../components/logo.tsx';
import { MoneyTicker } from '../../components/money-ticker.tsx';
import { useUser } from '../../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../../lib/auth/token-store.ts';
import { usePopups } from '../../lib/popups/use-popups.ts';
import { InboxBell } from '../../features/inbox/components/inbox-bell.tsx';
import { VipBadge } from '../../components/vip-badge.tsx';
import { ConnectionDot } from './connection-status.tsx';

export function TopBar() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = usePopups();

  return (
    <header className="pt-safe sticky top-0 z-30 border-b border-line/60 bg-canvas/85 backdrop-blur-xl">
      <div className="flex h-14 items-center gap-1.5 px-2.5">
        <button
          type="button"
          onClick={() => open('sidebar')}
          aria-label={t('topBar.openMenu')}
          data-testid="open-sidebar"
          className="grid size-9 shrink-0 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg"
        >
          <Menu className="size-[22px]" aria-hidden="true" />
        </button>
        <Link to="/" aria-label={t('topBar.logoLabel')} className="relative shrink-0" data-testid="logo">
          <Logo compact={loggedIn} />
          <ConnectionDot />
        </Link>

        <div className="ml-auto flex min-w-0 items-center gap-1.5">
          {loggedIn ? (
            <>
              <BalanceChip />
              <Link
                to="/deposit"
                className={buttonClass('primary', 'sm', 'shrink-0 !gap-1 !px-2.5 font-extrabold')}
                data-testid="deposit-button"
              >
                <Plus className="size-3.5" strokeWidth={3.2} aria-hidden="true" />
                {t('common.deposit')}
              </Link>
            </>
          ) : (
            <>
              <Button variant="outline" size="sm" onClick={() => open('login')} data-testid="header-login" data-guest>
                {t('common.login')}
              </Button>
              <Button size="sm" onClick={() => open('register')} data-testid="header-register" data-guest>
                {t('common.register')}
              </Button>
            </>
          )}
          <InboxBell />
        </div>
      </div>
    </header>
  );
}

function BalanceChip() {
  const { t } = useTranslation();
  const user = useUser();
  // The VIP level comes with the account, so its badge costs no request.
  return (
    <>
      {/* The badge's place is held while the account loads, so the balance beside it does not move. */}
      {user.data ? (
        <VipBadge level={user.data.vipLevel} short />
      ) : (
        <span className="skeleton h-6 w-[30px] shrink-0 rounded-full" aria-hidden="true" data-testid="vip-badge-placeholder" />
      )}
      <button
        type="button"
        onClick={() => void user.refetch()}
        aria-busy={user.isFetching || undefined}
        data-testid="balance-chip"
        className="relative flex h-9 min-w-0 items-center gap-1 overflow-hidden rounded-xl bg-surface-2 pr-2.5 pl-2 ring-1 ring-line transition hover:ring-gold/50 active:scale-[0.98]"
      >
        <span
          className="absolute inset-y-1.5 left-0 w-[3px] rounded-r-full bg-gradient-to-b from-[#ffe07a] to-gold-strong"
          aria-hidden="true"
        />
        {user.data ? (
          <MoneyTicker
            wire={user.data.balance}
            balance
            testId="balance"
            className="min-w-0 truncate text-[13px] font-extrabold text-gold tabular-nums"
          />
        ) : (
          <span className="skeleton h-3.5 w-16 rounded" aria-hidden="true" />
        )}
        <RefreshCw className={`size-3 shrink-0 text-muted ${user.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
        {/* After the amount: the name a screen reader gives starts with what is seen. */}
        <span className="sr-only">{t('topBar.balanceLabel')}</span>
      </button>
    </>
  );
}
