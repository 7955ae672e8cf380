/** The bottom tab bar (SPEC §2): Beranda, Bonus, Referensi, Dompet, Akun; the route table says which is active. */
import { Gift, House, Users, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import { Link, matchRoutes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeTable, type TabId } from '../route-table.ts';

const tabs: ReadonlyArray<{ id: TabId; to: string; icon: LucideIcon }> = [
  { id: 'home', to: '/', icon: House },
  { id: 'activity', to: '/activity', icon: Gift },
  { id: 'referral', to: '/referral', icon: Users },
  { id: 'wallet', to: '/wallet', icon: Wallet },
  { id: 'account', to: '/account', icon: UserRound },
];

/** The route table's paths with their tab, matched the way the router ranks them. */
const tabRoutes = routeTable.map((entry) => ({ path: entry.path, tab: entry.tab }));

function useActiveTab(): TabId | undefined {
  return matchRoutes(tabRoutes, useLocation())?.[0]?.route.tab;
}

export function BottomTabs() {
  const { t } = useTranslation();
  const active = useActiveTab();
  return (
    <nav
      aria-label={t('common.menu')}
      className="pb-safe fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-[480px] border-t border-line/70 bg-surface-1/95 backdrop-blur-xl"
    >
      <ul className="grid h-16 grid-cols-5">
        {tabs.map(({ id, to, icon: Icon }) => {
          const isActive = id === active;
          return (
            <li key={id} className="relative">
              <Link
                to={to}
                data-testid={`tab-${id}`}
                aria-current={isActive ? 'page' : undefined}
                className={`flex h-full flex-col items-center justify-center gap-1 text-[11px] font-semibold transition ${isActive ? 'text-accent' : 'text-muted hover:text-fg'}`}
              >
                {isActive && (
                  <span
                    className="absolute top-0 left-1/2 h-[3px] w-8 -translate-x-1/2 rounded-b-full bg-accent shadow-[0_0_12px_2px_rgb(31_224_127/0.6)]"
                    aria-hidden="true"
                  />
                )}
                <span className={`grid h-7 w-12 place-items-center rounded-full transition ${isActive ? 'bg-accent/15' : ''}`}>
                  <Icon className="size-[21px]" strokeWidth={isActive ? 2.4 : 2} aria-hidden="true" />
                </span>
                {t(`tabs.${id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
