/**
 * Every route of SPEC §2 as data: path, who may open it, its Indonesian title, the page that renders
 * it and the bottom tab it belongs to. The router is generated from this table; nothing else decides
 * access. A route whose screen a later release fills renders the "Segera hadir" page.
 *
 * Notes on SPEC §2:
 * - `/account` is listed both as public and as login-required; it is public here and shows a
 *   log-in prompt to visitors (the Akun tab must work for everyone).
 * - `/game/:id` is public: each in-house game (the shared game ids, whose screens the game registry
 *   features/games/game-registry.ts holds) has its own row (a static path outranks `:id`), and `/game/:id`
 *   is left to provider titles. The bare `/game` page needs login.
 * - `/verify` (recompute a provably-fair result, and how results are made) is added, public.
 * - `/referral/*` is public except `/referral/referral2`.
 * - The agency programme (SPEC §6 `spa*`, `spammer*`, a screen SPEC §2 names by text) is added: `/agency`
 *   (public, a visitor sees the programme and a log-in card) and `/agency/spam` (login: report spam).
 * - `login`, `register`, `reset-password` and `search` open their popup over the home page.
 * - Money: `/deposit` (the deposit form) and `/deposit-order` (a deposit order whatever its channel,
 *   linked from the balance flow) are added; bca-bank, va-bank, qrcode, usdt and spay-bank show the
 *   payment in progress of an order (`?order=`), whose channel decides what is shown.
 */
import { gameIds, type GameId } from '@kasino/shared/games';
import { gameRoute } from '../features/games/game-route.ts';
import type { IdResources } from '../i18n/id.ts';
import type { PopupKey } from '../lib/popups/popup-keys.ts';

export type RouteAccess = 'public' | 'login';
export type RouteTitle = keyof IdResources['routes'];
export type TabId = 'home' | 'activity' | 'referral' | 'wallet' | 'account';

/** Which page component renders the route (see router.tsx). */
export type PageId =
  | 'home'
  | 'account'
  | 'inHouseGame'
  | 'providerGame'
  | 'comingSoon'
  | 'popup'
  | 'wallet'
  | 'deposit'
  | 'depositOrder'
  | 'depositSuccess'
  | 'depositRecord'
  | 'withdraw'
  | 'withdrawRecord'
  | 'bankCard'
  | 'bankAccountForm'
  | 'balanceFlow'
  | 'pin'
  | 'betHistory'
  | 'betDetail'
  | 'verify'
  | 'accountInfo'
  | 'editProfile'
  | 'editEmail'
  | 'editPhone'
  | 'editPassword'
  | 'editMfa'
  | 'securityInfo'
  | 'forgetPin'
  | 'responsibleGaming'
  | 'workOrder'
  | 'gameProvider'
  | 'inbox'
  | 'inboxDetail'
  | 'notifications'
  | 'help'
  | 'helpTopic'
  | 'helpArticle'
  | 'helpContact'
  | 'promotions'
  | 'myBonus'
  | 'checkIn'
  | 'checkInRule'
  | 'depositBonus'
  | 'rescue'
  | 'phoneRecharge'
  | 'newcomer'
  | 'thursdayCashback'
  | 'continuous'
  | 'dailyWheel'
  | 'redPocket'
  | 'vip'
  | 'vipRecord'
  | 'vipCashBack'
  | 'vipDepositCheck'
  | 'vipDepositRecord'
  | 'referral';

export interface RouteEntry {
  path: string;
  access: RouteAccess;
  title: RouteTitle;
  page: PageId;
  /** For page 'popup': the popup opened over the home page. */
  popup?: PopupKey;
  /** For page 'inHouseGame': which game of the registry. */
  game?: GameId;
  tab?: TabId;
  /**
   * A member's copy of this page is drawn by the server with their data, per request: its first
   * screen is what they came for (the balance, their bonus), which otherwise waits for the scripts
   * and then the reads before it shows. Other pages are drawn once for every member.
   */
  memberData?: true;
}

/** What a page receives from its table row. */
export interface PageProps {
  entry: RouteEntry;
}

/** Data attached to each route, read by the shell (bottom tab highlight). */
export interface RouteHandle {
  tab?: TabId;
}

const publicPage = (path: string, title: RouteTitle, tab?: TabId, page: PageId = 'comingSoon'): RouteEntry => ({
  path,
  access: 'public',
  title,
  page,
  ...(tab ? { tab } : {}),
});
const loginPage = (path: string, title: RouteTitle, tab?: TabId, page: PageId = 'comingSoon'): RouteEntry => ({
  path,
  access: 'login',
  title,
  page,
  ...(tab ? { tab } : {}),
});
const withMemberData = (entry: RouteEntry): RouteEntry => ({ ...entry, memberData: true });
const popupRoute = (path: string, title: RouteTitle, popup: PopupKey): RouteEntry => ({
  path,
  access: 'public',
  title,
  page: 'popup',
  popup,
});

export const routeTable: readonly RouteEntry[] = [
  // Routes that need no login.
  publicPage('/', 'home', 'home', 'home'),
  publicPage('/account', 'account', 'account', 'account'),
  publicPage('/battle', 'battle', 'activity'),
  // The Bonus tab: promotions, the player's rewards and bonus (a visitor sees the terms and a login card).
  withMemberData(publicPage('/activity', 'activity', 'activity', 'promotions')),
  publicPage('/activity/deposit/*', 'activityDeposit', 'activity', 'depositBonus'),
  publicPage('/activity/active', 'myBonus', 'activity', 'myBonus'),
  publicPage('/activity/special', 'activitySpecial', 'activity', 'newcomer'),
  publicPage('/activity/cashback', 'thursdayCashback', 'activity', 'thursdayCashback'),
  // Added: Setoran Beruntun (SPEC §7 `continuous`): a visitor sees the milestones and a log-in card.
  publicPage('/activity/continuous', 'continuous', 'activity', 'continuous'),
  ...gameIds.map(
    (id): RouteEntry => ({ path: gameRoute(id), access: 'public', title: 'gameDetail', page: 'inHouseGame', game: id, tab: 'home' }),
  ),
  publicPage('/game/:id', 'gameDetail', 'home', 'providerGame'),
  publicPage('/lottery-deposit', 'lotteryDeposit', 'activity'),
  publicPage('/lottery-jackpot', 'lotteryJackpot', 'activity'),
  // The Referensi tab: the player's code, level, downline and rebates (a visitor sees the programme and a login card).
  // Every referral row has page 'referral': its chunk picks the screen by the row's title (features/referral/referral-pages.ts).
  publicPage('/referral', 'referral', 'referral', 'referral'),
  publicPage('/referral/spread-bet', 'spreadBet', 'referral', 'referral'),
  publicPage('/referral/first-deposit', 'referralFirstDeposit', 'referral', 'referral'),
  publicPage('/referral/*', 'referral', 'referral', 'referral'),
  publicPage('/spread', 'spread', 'referral', 'referral'),
  publicPage('/agency', 'agency', 'referral', 'referral'),
  publicPage('/vip', 'vip', 'activity', 'vip'),
  publicPage('/vip/record', 'vipRecord', 'activity', 'vipRecord'),
  publicPage('/daily-wins', 'dailyWins', 'activity'),
  publicPage('/daily-recharge', 'dailyRecharge', 'activity', 'checkIn'),
  // The help centre: topics and search, a topic's answers, one article (the terms, the privacy policy), contact.
  publicPage('/help', 'help', 'account', 'help'),
  publicPage('/help/contact', 'helpContact', 'account', 'helpContact'),
  publicPage('/help/article/:key', 'helpArticle', 'account', 'helpArticle'),
  publicPage('/help/:topic', 'helpTopic', 'account', 'helpTopic'),
  publicPage('/help/*', 'helpTopic', 'account', 'helpTopic'),
  publicPage('/big-wins', 'bigWins', 'home'),
  publicPage('/game-provider', 'gameProvider', 'home', 'gameProvider'),
  publicPage('/verify', 'verify', 'home', 'verify'),

  // The referral path that needs login.
  loginPage('/referral/referral2', 'referral2', 'referral', 'referral'),
  loginPage('/agency/spam', 'agencySpam', 'referral', 'referral'),

  // Login-required pages: money.
  loginPage('/balance-record', 'balanceRecord', 'wallet', 'balanceFlow'),
  loginPage('/bca-bank', 'bcaBank', 'wallet', 'depositOrder'),
  loginPage('/deposit', 'deposit', 'wallet', 'deposit'),
  loginPage('/deposit-order', 'depositOrder', 'wallet', 'depositOrder'),
  loginPage('/deposit-record', 'depositRecord', 'wallet', 'depositRecord'),
  loginPage('/deposit-success', 'depositSuccess', 'wallet', 'depositSuccess'),
  loginPage('/edit-bank-account/deposit', 'editBankAccountDeposit', 'wallet', 'bankAccountForm'),
  loginPage('/edit-bank-account/withdraw', 'editBankAccountWithdraw', 'wallet', 'bankAccountForm'),
  loginPage('/edit-bank-account/account', 'editBankAccountAccount', 'wallet', 'bankAccountForm'),
  loginPage('/spay-bank', 'spayBank', 'wallet', 'depositOrder'),
  loginPage('/va-bank', 'vaBank', 'wallet', 'depositOrder'),
  loginPage('/withdraw-record', 'withdrawRecord', 'wallet', 'withdrawRecord'),
  loginPage('/withdraw', 'withdraw', 'wallet', 'withdraw'),
  loginPage('/bank-card', 'bankCard', 'wallet', 'bankCard'),
  loginPage('/qrcode', 'qrcode', 'wallet', 'depositOrder'),
  loginPage('/transaction', 'transaction', 'wallet', 'balanceFlow'),
  loginPage('/usdt', 'usdt', 'wallet', 'depositOrder'),
  withMemberData(loginPage('/wallet', 'wallet', 'wallet', 'wallet')),

  // Login-required pages: promotions and play.
  loginPage('/free-spin-history', 'freeSpinHistory', 'account'),
  loginPage('/free-spin-history/:id', 'freeSpinDetail', 'account'),
  loginPage('/lottery-week', 'lotteryWeek', 'activity'),
  loginPage('/red-pocket', 'redPocket', 'activity', 'redPocket'),
  loginPage('/referral-share', 'referralShare', 'referral', 'referral'),
  loginPage('/vip-deposit-check', 'vipDepositCheck', 'activity', 'vipDepositCheck'),
  loginPage('/v-d-c-record', 'vdcRecord', 'activity', 'vipDepositRecord'),
  loginPage('/bet-history', 'betHistory', 'account', 'betHistory'),
  loginPage('/bet-history/:id', 'betDetail', 'account', 'betDetail'),
  loginPage('/work-order-upload', 'workOrderUpload', 'account', 'workOrder'),
  loginPage('/game', 'game', 'home'),

  // Login-required pages: account and security.
  loginPage('/account-info', 'accountInfo', 'account', 'accountInfo'),
  loginPage('/edit-email', 'editEmail', 'account', 'editEmail'),
  loginPage('/edit-mfa', 'editMfa', 'account', 'editMfa'),
  loginPage('/edit-password', 'editPassword', 'account', 'editPassword'),
  loginPage('/edit-phone', 'editPhone', 'account', 'editPhone'),
  loginPage('/edit-pin', 'editPin', 'account', 'pin'),
  loginPage('/edit-profile', 'editProfile', 'account', 'editProfile'),
  loginPage('/forget-pin', 'forgetPin', 'account', 'forgetPin'),
  loginPage('/pin-panel', 'pinPanel', 'account', 'pin'),
  loginPage('/security-info', 'securityInfo', 'account', 'securityInfo'),
  // Added: player protection settings (limits, reality check, cool-off, self-exclusion).
  loginPage('/responsible-gaming', 'responsibleGaming', 'account', 'responsibleGaming'),

  // Login-required pages: inbox (`inbox-detail` answers under both spellings).
  loginPage('/inbox', 'inbox', 'account', 'inbox'),
  loginPage('/inbox/:id', 'inboxDetail', 'account', 'inboxDetail'),
  loginPage('/inbox-detail/:id', 'inboxDetail', 'account', 'inboxDetail'),
  // Added: site messages (announcements for every player), opened from the inbox and the bell.
  loginPage('/notifications', 'notifications', 'account', 'notifications'),

  // Public pages.
  publicPage('/daily-recharge-rule', 'dailyRechargeRule', 'activity', 'checkInRule'),
  publicPage('/daily-wheel', 'dailyWheel', 'activity', 'dailyWheel'),
  publicPage('/daily-wheel-rule', 'dailyWheelRule', 'activity', 'dailyWheel'),
  publicPage('/daily-wheel-detail', 'dailyWheelDetail', 'activity', 'dailyWheel'),
  publicPage('/free-spin', 'freeSpin', 'activity'),
  publicPage('/install-apk', 'installApk'),
  publicPage('/install-ios-pwa', 'installIosPwa'),
  publicPage('/referral-history', 'referralHistory', 'referral', 'referral'),
  publicPage('/referral-join', 'referralJoin', 'referral', 'referral'),
  publicPage('/rescue-bonus', 'rescueBonus', 'activity', 'rescue'),
  // Added: phone recharge (SPEC §1; §6 its data loads only when logged in: a visitor sees a log-in card).
  publicPage('/activity/phone-recharge', 'phoneRecharge', 'activity', 'phoneRecharge'),
  loginPage('/vip-cash-back', 'vipCashBack', 'activity', 'vipCashBack'),
  publicPage('/change-pwd', 'changePwd'),
  popupRoute('/login', 'login', 'login'),
  popupRoute('/register', 'register', 'register'),
  popupRoute('/reset-password', 'resetPassword', 'reset'),
  popupRoute('/search', 'search', 'search'),
];
