/** The router, generated from the route table: one route object per row, guarded by its access. */
import { lazy, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RouteBoundary } from './route-boundary.tsx';
import { PageGate } from './page-gate.tsx';
import { RequireLogin } from './require-login.tsx';
import type * as HomePageModule from './pages/home-page.tsx';
import { routeTable, type PageId, type PageProps, type RouteEntry, type RouteHandle } from './route-table.ts';

/** The lobby: most visits start there, so app/start.tsx loads it before React starts (one import, shared). */
let homePage: Promise<typeof HomePageModule> | null = null;
let LoadedHomePage: ComponentType<PageProps> | null = null;
export const loadHomePage = () =>
  (homePage ??= import('./pages/home-page.tsx').then((m) => {
    LoadedHomePage = m.HomePage;
    return m;
  }));
const LazyHomePage: ComponentType<PageProps> = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));

/** Renders at once when the code is already loaded (a lazy component would suspend once anyway). */
function HomeRoute(props: PageProps) {
  return LoadedHomePage ? <LoadedHomePage {...props} /> : <LazyHomePage {...props} />;
}
HomeRoute.preload = loadHomePage;

/** The VIP club's three screens share one chunk (one import, fewer bytes in the first load). */
const vipPages = () => import('../features/vip/vip-pages.ts');

const pages: Record<PageId, ComponentType<PageProps> & { preload: () => Promise<unknown> }> = {
  home: HomeRoute,
  account: lazyPage(() => import('../features/account/components/account-page.tsx').then((m) => ({ default: m.AccountPage }))),
  // Its chunk carries the registry, kept out of the first load; the game's screen is a chunk of its own.
  inHouseGame: lazyPage(() => import('./pages/in-house-game-page.tsx').then((m) => ({ default: m.InHouseGamePage }))),
  providerGame: lazyPage(() => import('../features/lobby/components/slot-game-page.tsx').then((m) => ({ default: m.SlotGamePage }))),
  comingSoon: lazyPage(() => import('./pages/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage }))),
  popup: lazyPage(() => import('./popups/popup-route.tsx').then((m) => ({ default: m.PopupRoute }))),
  wallet: lazyPage(() => import('../features/wallet/components/wallet-page.tsx').then((m) => ({ default: m.WalletPage }))),
  deposit: lazyPage(() => import('../features/wallet/components/deposit-page.tsx').then((m) => ({ default: m.DepositPage }))),
  depositOrder: lazyPage(() =>
    import('../features/wallet/components/deposit-order-page.tsx').then((m) => ({ default: m.DepositOrderPage })),
  ),
  depositSuccess: lazyPage(() =>
    import('../features/wallet/components/deposit-success-page.tsx').then((m) => ({ default: m.DepositSuccessPage })),
  ),
  depositRecord: lazyPage(() =>
    import('../features/wallet/components/deposit-record-page.tsx').then((m) => ({ default: m.DepositRecordPage })),
  ),
  withdraw: lazyPage(() => import('../features/wallet/components/withdraw-page.tsx').then((m) => ({ default: m.WithdrawPage }))),
  withdrawRecord: lazyPage(() =>
    import('../features/wallet/components/withdraw-record-page.tsx').then((m) => ({ default: m.WithdrawRecordPage })),
  ),
  bankCard: lazyPage(() => import('../features/wallet/components/bank-card-page.tsx').then((m) => ({ default: m.BankCardPage }))),
  bankAccountForm: lazyPage(() =>
    import('../features/wallet/components/bank-account-form-page.tsx').then((m) => ({ default: m.BankAccountFormPage })),
  ),
  balanceFlow: lazyPage(() => import('../features/wallet/components/balance-flow-page.tsx').then((m) => ({ default: m.BalanceFlowPage }))),
  pin: lazyPage(() => import('../features/security/components/pin-page.tsx').then((m) => ({ default: m.PinPage }))),
  betHistory: lazyPage(() => import('../features/bet-history/bet-history-page.tsx').then((m) => ({ default: m.BetHistoryPage }))),
  betDetail: lazyPage(() => import('../features/bet-history/bet-detail-page.tsx').then((m) => ({ default: m.BetDetailPage }))),
  verify: lazyPage(() => import('../features/verify/verify-page.tsx').then((m) => ({ default: m.VerifyPage }))),
  accountInfo: lazyPage(() => import('../features/account/components/account-info-page.tsx').then((m) => ({ default: m.AccountInfoPage }))),
  editProfile: lazyPage(() => import('../features/account/components/edit-profile-page.tsx').then((m) => ({ default: m.EditProfilePage }))),
  editEmail: lazyPage(() => import('../features/account/components/edit-email-page.tsx').then((m) => ({ default: m.EditEmailPage }))),
  editPhone: lazyPage(() => import('../features/account/components/edit-phone-page.tsx').then((m) => ({ default: m.EditPhonePage }))),
  editPassword: lazyPage(() =>
    import('../features/account/components/edit-password-page.tsx').then((m) => ({ default: m.EditPasswordPage })),
  ),
  editMfa: lazyPage(() => import('../features/account/components/edit-mfa-page.tsx').then((m) => ({ default: m.EditMfaPage }))),
  securityInfo: lazyPage(() =>
    import('../features/account/components/security-info-page.tsx').then((m) => ({ default: m.SecurityInfoPage })),
  ),
  forgetPin: lazyPage(() => import('../features/security/components/forget-pin-page.tsx').then((m) => ({ default: m.ForgetPinPage }))),
  responsibleGaming: lazyPage(() =>
    import('../features/protection/components/responsible-gaming-page.tsx').then((m) => ({ default: m.ResponsibleGamingPage })),
  ),
  workOrder: lazyPage(() => import('../features/support/components/work-order-page.tsx').then((m) => ({ default: m.WorkOrderPage }))),
  gameProvider: lazyPage(() => import('../features/lobby/components/provider-page.tsx').then((m) => ({ default: m.ProviderPage }))),
  inbox: lazyPage(() => import('../features/inbox/components/inbox-page.tsx').then((m) => ({ default: m.InboxPage }))),
  inboxDetail: lazyPage(() => import('../features/inbox/components/mail-detail-page.tsx').then((m) => ({ default: m.MailDetailPage }))),
  notifications: lazyPage(() =>
    import('../features/inbox/components/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
  ),
  help: lazyPage(() => import('../features/help/components/help-page.tsx').then((m) => ({ default: m.HelpPage }))),
  helpTopic: lazyPage(() => import('../features/help/components/help-topic-page.tsx').then((m) => ({ default: m.HelpTopicPage }))),
  helpArticle: lazyPage(() => import('../features/help/components/help-article-page.tsx').then((m) => ({ default: m.HelpArticlePage }))),
  promotions: lazyPage(() => import('../features/promotions/components/bonus-page.tsx').then((m) => ({ default: m.BonusPage }))),
  myBonus: lazyPage(() => import('../features/promotions/components/my-bonus-page.tsx').then((m) => ({ default: m.MyBonusPage }))),
  checkIn: lazyPage(() => import('../features/promotions/components/check-in-page.tsx').then((m) => ({ default: m.CheckInPage }))),
  checkInRule: lazyPage(() => import('../features/promotions/components/rules-pages.tsx').then((m) => ({ default: m.CheckInRulePage }))),
  depositBonus: lazyPage(() => import('../features/promotions/components/rules-pages.tsx').then((m) => ({ default: m.DepositBonusPage }))),
  rescue: lazyPage(() => import('../features/promotions/components/rescue-page.tsx').then((m) => ({ default: m.RescuePage }))),
  phoneRecharge: lazyPage(() =>
    import('../features/promotions/components/phone-recharge-page.tsx').then((m) => ({ default: m.PhoneRechargePage })),
  ),
  redPocket: lazyPage(() => import('../features/promotions/components/red-pocket-page.tsx').then((m) => ({ default: m.RedPocketPage }))),
  // The daily wheel's screens are one chunk; it picks the screen by the route's title.
  dailyWheel: lazyPage(() =>
    import('../features/promotions/components/daily-wheel/wheel-pages.tsx').then((m) => ({ default: m.DailyWheelPages })),
  ),
  newcomer: lazyPage(() => import('../features/promotions/components/newcomer-page.tsx').then((m) => ({ default: m.NewcomerPage }))),
  thursdayCashback: lazyPage(() =>
    import('../features/promotions/components/thursday-cashback-page.tsx').then((m) => ({ default: m.ThursdayCashbackPage })),
  ),
  continuous: lazyPage(() => import('../features/promotions/components/continuous-page.tsx').then((m) => ({ default: m.ContinuousPage }))),
  vip: lazyPage(() => vipPages().then((m) => ({ default: m.VipPage }))),
  vipRecord: lazyPage(() => vipPages().then((m) => ({ default: m.VipRecordPage }))),
  vipCashBack: lazyPage(() => vipPages().then((m) => ({ default: m.VipCashbackPage }))),
  vipDepositCheck: lazyPage(() => vipPages().then((m) => ({ default: m.VipDepositCheckPage }))),
  vipDepositRecord: lazyPage(() => vipPages().then((m) => ({ default: m.VipDepositRecordPage }))),
  // The referral programme's screens are one chunk; it picks the screen by the route's title.
  referral: lazyPage(() => import('../features/referral/referral-pages.tsx').then((m) => ({ default: m.ReferralPages }))),
  helpContact: lazyPage(() => import('../features/help/components/help-contact-page.tsx').then((m) => ({ default: m.HelpContactPage }))),
};

const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

function toRouteObject(entry: RouteEntry): RouteObject {
  const Page = pages[entry.page];
  const page = <Page entry={entry} />;
  const handle: RouteHandle = entry.tab ? { tab: entry.tab } : {};
  const gated = <PageGate>{page}</PageGate>;
  return {
    path: entry.path,
    handle,
    element: (
      <RouteBoundary key={entry.path} inShell>
        {entry.access === 'login' ? <RequireLogin>{gated}</RequireLogin> : gated}
      </RouteBoundary>
    ),
  };
}

const shell = (
  <RouteBoundary>
    <AppShell />
  </RouteBoundary>
);
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };
const routeObjects = new Map(routeTable.map((entry) => [entry, toRouteObject(entry)]));
/** The routes the router is given for a page: its own row and the not-found page, under the shell. */
const routesFor = new Map<RouteEntry | null, RouteObject[]>();

/** Paths without parameters, as the router compares them: case aside, a trailing slash aside. */
const normalPath = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();
const fixedRoutes = new Map(routeTable.filter((e) => !/[:*]/.test(e.path)).map((e) => [normalPath(e.path), e]));
const paramRoutes = routeTable.filter((e) => /[:*]/.test(e.path)).map((entry) => ({ path: entry.path, entry }));

/**
 * The route table's row the router picks for `pathname`, or null for an unknown path. A path without
 * parameters outranks every one with them, so a fixed path is looked up; only the few rows with
 * parameters go through the router's matching, which ranks and compiles every row it is given (on a
 * slow phone some 20 ms for the whole table, on every render of the routes).
 */
export const routeEntryOf = (pathname: string): RouteEntry | null =>
  fixedRoutes.get(normalPath(pathname)) ?? matchRoutes(paramRoutes, pathname)?.[0]?.route.entry ?? null;

/**
 * The routes under a BrowserRouter (StaticRouter on the server): the declarative router, about 17 kB
 * lighter on the first load than the data router, whose loaders and actions the app never used. The
 * router is handed the row of the address (routeEntryOf picks the one it would) and the not-found
 * page, so that it matches two routes, not a hundred, on every navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const entry = routeEntryOf(pathname);
  let routes = routesFor.get(entry);
  if (!routes) {
    routes = [{ element: shell, children: entry ? [routeObjects.get(entry)!, notFoundRoute] : [notFoundRoute] }];
    routesFor.set(entry, routes);
  }
  return useRoutes(routes);
}

/**
 * Loads the code of the page at `pathname` (and of an in-house game's screen), so that app/start.tsx can
 * start React with it here: the first render is the page, not its skeleton. The HTML the server sent
 * for the route preloads the same files, so this mostly waits for what is already on its way.
 */
export function loadPageOf(pathname: string): Promise<unknown> {
  const entry = routeEntryOf(pathname);
  if (!entry) return Promise.resolve();
  const game = entry.game;
  return Promise.all([
    pages[entry.page].preload(),
    game ? import('../features/games/game-registry.ts').then((registry) => registry.findInHouseGame(game)?.screen.preload()) : null,
  ]);
}
