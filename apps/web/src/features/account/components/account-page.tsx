/**
 * `/account` (Akun tab): the player's card (name, masked phone, id with copy, balance) and the
 * account menu with a red Keluar button; a visitor sees a prompt to log in or register.
 */
import '../strings.ts';
import { ArrowDownToLine, ArrowUpFromLine, ChevronRight, Copy, LogOut, RefreshCw, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { MoneyTicker } from '../../../components/money-ticker.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { useUser, type UserView } from '../../../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { accountMenu } from '../account-menu.ts';
import { VipBadge } from '../../../components/vip-badge.tsx';
import { formatDate } from '../../../lib/format-time.ts';

export function AccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.account'));
  const loggedIn = useIsLoggedIn();
  return <div className="px-4 pt-4 pb-6">{loggedIn ? <MemberAccount /> : <GuestAccount />}</div>;
}

/** Menu groups a visitor can open without logging in. */
const publicMenu = accountMenu.filter(({ group }) => group === 'other');

function GuestAccount() {
  return (
    <div className="flex flex-col gap-4">
      <GuestPrompt />
      <AccountMenu groups={publicMenu} />
    </div>
  );
}

function GuestPrompt() {
  const { t } = useTranslation();
  const { open } = usePopups();
  return (
    <section
      data-testid="account-guest"
      className="relative overflow-hidden rounded-3xl border border-line bg-surface-1 px-5 py-8 text-center"
    >
      <div className="pointer-events-none absolute -top-20 left-1/2 size-56 -translate-x-1/2 rounded-full bg-accent/20 blur-3xl" />
      <div className="relative mx-auto mb-4 grid size-20 place-items-center rounded-full bg-surface-3 ring-4 ring-accent/20">
        <UserRound className="size-10 text-muted" aria-hidden="true" />
      </div>
      <h1 className="relative text-xl font-extrabold">{t('account.guestTitle')}</h1>
      <p className="relative mx-auto mt-2 max-w-[300px] text-sm text-muted">{t('account.guestBody')}</p>
      <div className="relative mt-6 grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" onClick={() => open('login')} data-testid="account-login">
          {t('common.login')}
        </Button>
        <Button size="lg" onClick={() => open('register')} data-testid="account-register">
          {t('common.register')}
        </Button>
      </div>
    </section>
  );
}

function MemberAccount() {
  const { t } = useTranslation();
  const { open } = usePopups();
  const user = useUser();

  return (
    <div className="flex flex-col gap-4" data-testid="account-member">
      {user.data ? (
        <ProfileCard user={user.data} refreshing={user.isFetching} onRefresh={() => void user.refetch()} />
      ) : user.isError ? (
        <div className="rounded-3xl border border-line bg-surface-1 p-5 text-center">
          <p className="text-sm text-muted">{t('account.loadError')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void user.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton className="h-[236px] rounded-3xl" />
      )}

      <AccountMenu groups={accountMenu} />

      <Button
        variant="danger"
        size="lg"
        block
        onClick={() => open('logout')}
        icon={<LogOut className="size-5" aria-hidden="true" />}
        data-testid="account-logout"
      >
        {t('common.logout')}
      </Button>
    </div>
  );
}

/** Groups of account links; visitors see only the public ones. */
function AccountMenu({ groups }: { groups: typeof accountMenu }) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map(({ group, items }) => (
        <section key={group} aria-labelledby={`account-group-${group}`}>
          <h2 id={`account-group-${group}`} className="mb-2 px-1 text-xs font-bold tracking-wider text-faint uppercase">
            {t(`account.groups.${group}`)}
          </h2>
          <ul className="overflow-hidden rounded-2xl border border-line/70 bg-surface-1">
            {items.map(({ to, title, icon: Icon }) => (
              <li key={to} className="border-b border-line/50 last:border-b-0">
                <Link
                  to={to}
                  className="flex h-13 items-center gap-3 px-4 transition hover:bg-surface-2 active:bg-surface-2"
                  data-testid={`account-menu-${to.slice(1).replaceAll('/', '-')}`}
                >
                  <span className="grid size-8 place-items-center rounded-lg bg-surface-3 text-accent">
                    <Icon className="size-[18px]" aria-hidden="true" />
                  </span>
                  <span className="flex-1 text-[15px] font-medium">{t(`routes.${title}`)}</span>
                  <ChevronRight className="size-4 text-faint" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

const memberSince = (epochMs: number) => formatDate(epochMs);

function Avatar({ user }: { user: UserView }) {
  const isUrl = /^(https?:\/\/|\/)/.test(user.avatar);
  if (isUrl) return <img src={user.avatar} alt="" className="size-16 rounded-full object-cover ring-2 ring-accent/60" />;
  const initial = (user.name.trim()[0] ?? 'K').toUpperCase();
  return (
    <span
      className="grid size-16 place-items-center rounded-full bg-gradient-to-br from-[#3dfc9b] to-[#0e7a47] text-2xl font-black text-accent-ink ring-2 ring-white/20"
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}

function ProfileCard({ user, refreshing, onRefresh }: { user: UserView; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-3xl border border-white/10 bg-[radial-gradient(120%_100%_at_0%_0%,#1c5c3f_0%,#14253a_45%,#121a2a_100%)] p-4 shadow-card">
      <div className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-accent/15 blur-3xl" />
      <div className="relative flex items-center gap-3.5">
        <Avatar user={user} />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="truncate text-lg font-extrabold" data-testid="account-name">
              {user.name}
            </h1>
            <VipBadge level={user.vipLevel} />
          </div>
          <p className="text-sm text-muted tabular-nums" data-testid="account-phone">
            {user.phone}
          </p>
          <div className="mt-1 flex items-center gap-1.5 text-xs text-muted">
            <span>{t('account.userId')}:</span>
            <span className="font-mono font-semibold text-fg" data-testid="account-user-id">
              {user.id}
            </span>
            <button
              type="button"
              onClick={() => void copyText(String(user.id))}
              aria-label={t('account.copyId')}
              data-testid="account-copy-id"
              className="grid size-6 place-items-center rounded-md text-muted transition hover:bg-white/10 hover:text-accent"
            >
              <Copy className="size-3.5" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
      <div className="relative mt-4 rounded-2xl bg-black/25 p-3.5 ring-1 ring-white/5">
        <div className="flex items-center justify-between">
          <span className="text-xs font-semibold text-muted">{t('account.balanceTitle')}</span>
          <button
            type="button"
            onClick={onRefresh}
            aria-label={t('common.refresh')}
            className="grid size-7 place-items-center rounded-lg text-muted transition hover:bg-white/10 hover:text-fg"
          >
            <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
          </button>
        </div>
        <MoneyTicker
          wire={user.balance}
          balance
          className="mt-0.5 block text-[26px] leading-tight font-black tracking-tight text-gold tabular-nums"
          testId="account-balance"
        />
        <p className="mt-0.5 text-[11px] text-faint">{t('account.memberSince', { date: memberSince(user.createdAt) })}</p>
        <div className="mt-3 grid grid-cols-2 gap-2.5">
          <Link to="/deposit" className={buttonClass('gold', 'md')}>
            <ArrowDownToLine className="size-4" aria-hidden="true" />
            {t('common.deposit')}
          </Link>
          <Link to="/withdraw" className={buttonClass('secondary', 'md')}>
            <ArrowUpFromLine className="size-4" aria-hidden="true" />
            {t('common.withdraw')}
          </Link>
        </div>
      </div>
    </section>
  );
}
