/**
 * `/`: the lobby. Tabs lobby, slot, casinoGames, fish, sport, inHouseGames live in `?tab=`.
 * The lobby shows banners, quick actions, big wins, the in-house games and the catalogue rows; the
 * third-party tabs list their category with provider chips (features/lobby).
 */
import {
  Cherry,
  Crown,
  Fish,
  Gem,
  Gift,
  LayoutGrid,
  ShieldCheck,
  Spade,
  UserPlus,
  Volleyball,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-title.ts';
import { BannerCarousel } from '../../features/content/components/banner-carousel.tsx';
import { BigWinsTicker } from '../../features/games/lobby/big-wins-ticker.tsx';
import { InHouseGames } from '../../features/games/lobby/in-house-games.tsx';
import { CategoryTab, type TabCategories } from '../../features/lobby/components/category-tab.tsx';
import { LobbyHome } from '../../features/lobby/components/lobby-home.tsx';
import type { IdResources } from '../../i18n/id.ts';

type LobbyTab = keyof IdResources['lobby']['tabs'];

/** Lobby tabs in display order (SPEC §2 "Home lobby tabs"). */
const lobbyTabs: ReadonlyArray<{ id: LobbyTab; icon: LucideIcon }> = [
  { id: 'lobby', icon: LayoutGrid },
  { id: 'inHouseGames', icon: Gem },
  { id: 'slot', icon: Cherry },
  { id: 'casinoGames', icon: Spade },
  { id: 'fish', icon: Fish },
  { id: 'sport', icon: Volleyball },
];

const isLobbyTab = (value: string | null): value is LobbyTab => lobbyTabs.some((tab) => tab.id === value);

/** The catalogue categories each third-party tab lists: Kasino holds live casino and the table games. */
const categoriesOfTab: Partial<Record<LobbyTab, TabCategories>> = {
  slot: ['slot'],
  casinoGames: ['live', 'table'],
  fish: ['fish'],
  sport: ['sports'],
};

const quickActions: ReadonlyArray<{ to: string; label: keyof IdResources['lobby']['quick']; icon: LucideIcon; tint: string }> = [
  { to: '/wallet', label: 'deposit', icon: Wallet, tint: 'from-[#3dfc9b] to-[#0e9f59]' },
  { to: '/activity', label: 'bonus', icon: Gift, tint: 'from-[#ff8a8a] to-[#d92d2d]' },
  { to: '/vip', label: 'vip', icon: Crown, tint: 'from-[#ffe07a] to-[#e08a00]' },
  { to: '/referral', label: 'invite', icon: UserPlus, tint: 'from-[#dca6ff] to-[#8b3dff]' },
];

export function HomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: LobbyTab = isLobbyTab(raw) ? raw : 'lobby';
  useDocumentTitle(tab === 'lobby' ? '' : t(`lobby.tabs.${tab}`));

  const selectTab = (next: LobbyTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('type'); // a category of the tab left behind
        if (next === 'lobby') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div data-testid="home-page">
      <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-20 border-b border-line/50 bg-canvas/90 backdrop-blur-md">
        <div role="tablist" aria-label={t('routes.home')} className="no-scrollbar flex gap-1.5 overflow-x-auto px-3 py-2.5">
          {lobbyTabs.map(({ id, icon: Icon }) => {
            const active = id === tab;
            return (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={active}
                data-testid={`lobby-tab-${id}`}
                onClick={() => selectTab(id)}
                className={`flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-[13px] font-bold transition ${
                  active ? 'bg-accent text-accent-ink shadow-glow' : 'bg-surface-2 text-muted hover:text-fg'
                }`}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`lobby.tabs.${id}`)}
              </button>
            );
          })}
        </div>
      </div>

      <div className="flex flex-col gap-6 px-3 pt-3 pb-6">
        {tab === 'lobby' && (
          <>
            <BannerCarousel />
            <QuickActions />
            <Hydrated>
              <BigWinsTicker />
            </Hydrated>
            <Hydrated>
              <InHouseGames />
            </Hydrated>
            <Hydrated>
              <LobbyHome />
            </Hydrated>
            <Hydrated>
              <FairnessNote />
            </Hydrated>
          </>
        )}
        {tab === 'inHouseGames' && <InHouseGames />}
        {categoriesOfTab[tab] && <CategoryTab key={tab} types={categoriesOfTab[tab]} />}
      </div>
    </div>
  );
}

/**
 * A part of the server-rendered lobby that React takes over on its own, after the header, tabs and
 * banners and in short slices, so a tap in the first seconds is answered at once (a boundary is
 * hydrated in yielding steps; the page as one piece would block the main thread for its whole length).
 * Nothing here suspends: the boundary is there for hydration only.
 */
function Hydrated({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function QuickActions() {
  const { t } = useTranslation();
  return (
    <nav className="grid grid-cols-4 gap-2" aria-label={t('common.menu')}>
      {quickActions.map(({ to, label, icon: Icon, tint }) => (
        <Link
          key={to}
          to={to}
          className="group flex flex-col items-center gap-1.5 rounded-2xl bg-surface-1 py-3 ring-1 ring-line/60 transition hover:bg-surface-2"
        >
          <span
            className={`grid size-10 place-items-center rounded-xl bg-gradient-to-br ${tint} shadow-[0_6px_16px_-6px_rgb(0_0_0/0.8)] transition group-active:scale-95`}
          >
            <Icon className="size-5 text-white drop-shadow" aria-hidden="true" />
          </span>
          <span className="text-xs font-semibold">{t(`lobby.quick.${label}`)}</span>
        </Link>
      ))}
    </nav>
  );
}

function FairnessNote() {
  const { t } = useTranslation();
  return (
    <section className="flex items-start gap-3 rounded-2xl bg-gradient-to-r from-accent/12 to-transparent p-4 ring-1 ring-accent/25">
      <ShieldCheck className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <h2 className="text-sm font-extrabold">{t('lobby.fairTitle')}</h2>
        <p className="mt-0.5 text-xs leading-relaxed text-muted">{t('lobby.fairBody')}</p>
      </div>
    </section>
  );
}
