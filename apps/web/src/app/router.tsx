/** The router, generated from the route table: one route object per row, guarded by its access. */
import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteBoundary } from './route-boundary.tsx';
import { PageGate } from './page-gate.tsx';
import { RequireLogin } from './require-login.tsx';
import type * as HomePageModule from './pages/home-page.tsx';
import { routeTable, type PageId, type PageProps, type RouteEntry, type RouteHandle } from './route-table.ts';

/** The lobby: most visits start there, so main.tsx loads it before React starts (one import, shared). */
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

/** The VIP club's three screens share one chunk (one import, fewer bytes in the first load). */
const vipPages = () => import('../features/vip/vip-pages.ts');

const pages: Record<PageId, ComponentType<PageProps>> = {
  home: HomeRoute,
  account: lazy(() => import('../features/account/components/account-page.tsx').then((m) => ({ default: m.AccountPage }))),
  // Its chunk carries the registry, kept out of the first load; the game's screen is a chunk of its own.
  inHouseGame: lazy(() => import('./pages/in-house-game-page.tsx').then((m) => ({ default: m.InHouseGamePage }))),
  providerGame: lazy(() => import('../features/lobby/components/slot-game-page.tsx').then((m) => ({ default: m.SlotGamePage }))),
  comingSoon: lazy(() => import('./pages/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage }))),
  popup: lazy(() => import('./popups/popup-route.tsx').then((m) => ({ default: m.PopupRoute }))),
  wallet: lazy(() => import('../features/wallet/components/wallet-page.tsx').then((m) => ({ default: m.WalletPage }))),
  deposit: lazy(() => import('../features/wallet/components/deposit-page.tsx').then((m) => ({ default: m.DepositPage }))),
  depositOrder: lazy(() => import('../features/wallet/components/deposit-order-page.tsx').then((m) => ({ default: m.DepositOrderPage }))),
  depositSuccess: lazy(() =>
    import('../features/wallet/components/deposit-success-page.tsx').then((m) => ({ default: m.DepositSuccessPage })),
  ),
  depositRecord: lazy(() =>
    import('../features/wallet/components/deposit-record-page.tsx').then((m) => ({ default: m.DepositRecordPage })),
  ),
  withdraw: lazy(() => import('../features/wallet/components/withdraw-page.tsx').then((m) => ({ default: m.WithdrawPage }))),
  withdrawRecord: lazy(() =>
    import('../features/wallet/components/withdraw-record-page.tsx').then((m) => ({ default: m.WithdrawRecordPage })),
  ),
  bankCard: lazy(() => import('../features/wallet/components/bank-card-page.tsx').then((m) => ({ default: m.BankCardPage }))),
  bankAccountForm: lazy(() =>
    import('../features/wallet/components/bank-account-form-page.tsx').then((m) => ({ default: m.BankAccountFormPage })),
  ),
  balanceFlow: lazy(() => import('../features/wallet/components/balance-flow-page.tsx').then((m) => ({ default: m.BalanceFlowPage }))),
  pin: lazy(() => import('../features/security/components/pin-page.tsx').then((m) => ({ default: m.PinPage }))),
  betHistory: lazy(() => import('../features/games/components/history/bet-history-page.tsx').then((m) => ({ default: m.BetHistoryPage }))),
  betDetail: lazy(() => import('../features/games/components/history/bet-detail-page.tsx').then((m) => ({ default: m.BetDetailPage }))),
  verify: lazy(() => import('../features/games/components/fairness/verify-page.tsx').then((m) => ({ default: m.VerifyPage }))),
  accountInfo: lazy(() => import('../features/account/components/account-info-page.tsx').then((m) => ({ default: m.AccountInfoPage }))),
  editProfile: lazy(() => import('../features/account/components/edit-profile-page.tsx').then((m) => ({ default: m.EditProfilePage }))),
  editEmail: lazy(() => import('../features/account/components/edit-email-page.tsx').then((m) => ({ default: m.EditEmailPage }))),
  editPhone: lazy(() => import('../features/account/components/edit-phone-page.tsx').then((m) => ({ default: m.EditPhonePage }))),
  editPassword: lazy(() => import('../features/account/components/edit-password-page.tsx').then((m) => ({ default: m.EditPasswordPage }))),
  editMfa: lazy(() => import('../features/account/components/edit-mfa-page.tsx').then((m) => ({ default: m.EditMfaPage }))),
  securityInfo: lazy(() => import('../features/account/components/security-info-page.tsx').then((m) => ({ default: m.SecurityInfoPage }))),
  forgetPin: lazy(() => import('../features/security/components/forget-pin-page.tsx').then((m) => ({ default: m.ForgetPinPage }))),
  responsibleGaming: lazy(() =>
    import('../features/protection/components/responsible-gaming-page.tsx').then((m) => ({ default: m.ResponsibleGamingPage })),
  ),
  workOrder: lazy(() => import('../features/support/components/work-order-page.tsx').then((m) => ({ default: m.WorkOrderPage }))),
  gameProvider: lazy(() => import('../features/lobby/components/provider-page.tsx').then((m) => ({ default: m.ProviderPage }))),
  inbox: lazy(() => import('../features/inbox/components/inbox-page.tsx').then((m) => ({ default: m.InboxPage }))),
  inboxDetail: lazy(() => import('../features/inbox/components/mail-detail-page.tsx').then((m) => ({ default: m.MailDetailPage }))),
  notifications: lazy(() => import('../features/inbox/components/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage }))),
  help: lazy(() => import('../features/help/components/help-page.tsx').then((m) => ({ default: m.HelpPage }))),
  helpTopic: lazy(() => import('../features/help/components/help-topic-page.tsx').then((m) => ({ default: m.HelpTopicPage }))),
  helpArticle: lazy(() => import('../features/help/components/help-article-page.tsx').then((m) => ({ default: m.HelpArticlePage }))),
  promotions: lazy(() => import('../features/promotions/components/bonus-page.tsx').then((m) => ({ default: m.BonusPage }))),
  myBonus: lazy(() => import('../features/promotions/components/my-bonus-page.tsx').then((m) => ({ default: m.MyBonusPage }))),
  checkIn: lazy(() => import('../features/promotions/components/check-in-page.tsx').then((m) => ({ default: m.CheckInPage }))),
  checkInRule: lazy(() => import('../features/promotions/components/rules-pages.tsx').then((m) => ({ default: m.CheckInRulePage }))),
  depositBonus: lazy(() => import('../features/promotions/components/rules-pages.tsx').then((m) => ({ default: m.DepositBonusPage }))),
  rescue: lazy(() => import('../features/promotions/components/rescue-page.tsx').then((m) => ({ default: m.RescuePage }))),
  phoneRecharge: lazy(() =>
    import('../features/promotions/components/phone-recharge-page.tsx').then((m) => ({ default: m.PhoneRechargePage })),
  ),
  redPocket: lazy(() => import('../features/promotions/components/red-pocket-page.tsx').then((m) => ({ default: m.RedPocketPage }))),
  // The daily wheel's screens are one chunk; it picks the screen by the route's title.
  dailyWheel: lazy(() =>
    import('../features/promotions/components/daily-wheel/wheel-pages.tsx').then((m) => ({ default: m.DailyWheelPages })),
  ),
  newcomer: lazy(() => import('../features/promotions/components/newcomer-page.tsx').then((m) => ({ default: m.NewcomerPage }))),
  thursdayCashback: lazy(() =>
    import('../features/promotions/components/thursday-cashback-page.tsx').then((m) => ({ default: m.ThursdayCashbackPage })),
  ),
  continuous: lazy(() => import('../features/promotions/components/continuous-page.tsx').then((m) => ({ default: m.ContinuousPage }))),
  vip: lazy(() => vipPages().then((m) => ({ default: m.VipPage }))),
  vipRecord: lazy(() => vipPages().then((m) => ({ default: m.VipRecordPage }))),
  vipCashBack: lazy(() => vipPages().then((m) => ({ default: m.VipCashbackPage }))),
  vipDepositCheck: lazy(() => vipPages().then((m) => ({ default: m.VipDepositCheckPage }))),
  vipDepositRecord: lazy(() => vipPages().then((m) => ({ default: m.VipDepositRecordPage }))),
  // The referral programme's screens are one chunk; it picks the screen by the route's title.
  referral: lazy(() => import('../features/referral/referral-pages.tsx').then((m) => ({ default: m.ReferralPages }))),
  helpContact: lazy(() => import('../features/help/components/help-contact-page.tsx').then((m) => ({ default: m.HelpContactPage }))),
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

export const appRoutes: RouteObject[] = [
  {
    element: (
      <RouteBoundary>
        <AppShell />
      </RouteBoundary>
    ),
    children: [...routeTable.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * The routes under a BrowserRouter (StaticRouter on the server): the declarative router, about 17 kB
 * lighter on the first load than the data router, whose loaders and actions the app never used.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
