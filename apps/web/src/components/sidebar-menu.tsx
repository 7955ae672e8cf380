/** The side menu popup: identity, search, and links to games, promotions and support pages. */
import {
  Cherry,
  CircleHelp,
  Crown,
  Download,
  Fish,
  Gem,
  Gift,
  Mail,
  Medal,
  PartyPopper,
  RotateCw,
  Search,
  Smartphone,
  Spade,
  Trophy,
  Volleyball,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IdResources } from '../i18n/id.ts';
import { useUser } from '../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../lib/auth/token-store.ts';
import type { PopupBodyProps } from '../lib/popups/popup-types.ts';
import { usePopups } from '../lib/popups/use-popups.ts';
import { Button } from './button.tsx';
import { Logo } from './logo.tsx';
import { MoneyTicker } from './money-ticker.tsx';
import { addStrings } from '../i18n/add-strings.ts';
import { sidebarId } from './sidebar-menu.id.ts';

addStrings(sidebarId);

type Label =
  | { route: keyof IdResources['routes'] }
  | { lobby: keyof IdResources['lobby']['tabs'] }
  | { sidebar: keyof IdResources['sidebar'] };

interface SidebarLink {
  to: string;
  label: Label;
  icon: LucideIcon;
}

const sections: ReadonlyArray<{ title: keyof IdResources['sidebar']; links: readonly SidebarLink[] }> = [
  {
    title: 'games',
    links: [
      { to: '/?tab=inHouseGames', label: { lobby: 'inHouseGames' }, icon: Gem },
      { to: '/?tab=slot', label: { lobby: 'slot' }, icon: Cherry },
      { to: '/?tab=casinoGames', label: { lobby: 'casinoGames' }, icon: Spade },
      { to: '/?tab=fish', label: { lobby: 'fish' }, icon: Fish },
      { to: '/?tab=sport', label: { lobby: 'sport' }, icon: Volleyball },
    ],
  },
  {
    title: 'promotions',
    links: [
      { to: '/activity', label: { route: 'activity' }, icon: Gift },
      { to: '/daily-recharge', label: { route: 'dailyRecharge' }, icon: PartyPopper },
      { to: '/daily-wheel', label: { route: 'dailyWheel' }, icon: RotateCw },
      { to: '/vip', label: { route: 'vip' }, icon: Crown },
      { to: '/battle', label: { route: 'battle' }, icon: Trophy },
      { to: '/big-wins', label: { route: 'bigWins' }, icon: Medal },
    ],
  },
  {
    title: 'support',
    links: [
      { to: '/help', label: { route: 'help' }, icon: CircleHelp },
      { to: '/inbox', label: { route: 'inbox' }, icon: Mail },
      { to: '/install-apk', label: { route: 'installApk' }, icon: Download },
      { to: '/install-ios-pwa', label: { route: 'installIosPwa' }, icon: Smartphone },
    ],
  },
];

export function SidebarMenu({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const { open } = usePopups();
  const loggedIn = useIsLoggedIn();
  const user = useUser();

  const labelText = (label: Label): string =>
    'route' in label ? t(`routes.${label.route}`) : 'lobby' in label ? t(`lobby.tabs.${label.lobby}`) : t(`sidebar.${label.sidebar}`);

  return (
    <nav aria-labelledby={titleId} className="flex min-h-full flex-col px-4 pt-4 pb-6" data-testid="sidebar-menu">
      <h2 id={titleId} className="sr-only">
        {t('sidebar.title')}
      </h2>
      <Logo />
      <div className="mt-4 rounded-2xl border border-line/70 bg-surface-2 p-3.5">
        {loggedIn ? (
          <div className="flex items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate text-sm font-bold">{user.data?.name ?? '…'}</p>
              <p className="text-xs text-muted">{user.data?.phone}</p>
            </div>
            {user.data && <MoneyTicker wire={user.data.balance} balance className="text-sm font-extrabold text-gold tabular-nums" />}
          </div>
        ) : (
          <>
            <p className="text-sm font-bold">{t('sidebar.guest')}</p>
            <p className="text-xs text-muted">{t('sidebar.guestBody')}</p>
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Button variant="outline" size="sm" onClick={() => open('login')}>
                {t('common.login')}
              </Button>
              <Button size="sm" onClick={() => open('register')}>
                {t('common.register')}
              </Button>
            </div>
          </>
        )}
      </div>

      <button
        type="button"
        onClick={() => open('search')}
        data-testid="sidebar-search"
        className="mt-3 flex h-11 items-center gap-2.5 rounded-xl border border-line bg-surface-1 px-3.5 text-sm text-faint transition hover:border-accent/60"
      >
        <Search className="size-[18px]" aria-hidden="true" />
        {t('search.placeholder')}
      </button>

      {sections.map((section) => (
        <section key={section.title} className="mt-5">
          <h3 className="mb-1.5 px-1 text-[11px] font-bold tracking-wider text-faint uppercase">{t(`sidebar.${section.title}`)}</h3>
          <ul>
            {section.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex h-11 items-center gap-3 rounded-xl px-2 text-[15px] font-medium text-fg/90 transition hover:bg-surface-2 hover:text-fg"
                >
                  <link.icon className="size-[18px] text-accent" aria-hidden="true" />
                  {labelText(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
