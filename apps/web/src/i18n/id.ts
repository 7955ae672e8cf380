/**
 * Indonesian UI strings (the only language the product ships). Words follow the UI.md glossary:
 * Masuk, Daftar, Keluar, Saldo, Deposit, Tarik, Riwayat, Klaim, Batal, Konfirmasi, Segera hadir, …
 * Error texts are not here: they come from @kasino/shared/errors/catalogue.
 *
 * Each feature owns its strings (`features/<feature>/i18n.id.ts`); this file only merges them into the one
 * resource, so key paths stay `section.key` and i18next.d.ts still checks every t() call against the result.
 * Two parts must never share a top-level section (a spread would silently drop one): id.test.ts checks it.
 */
import type { accountId } from '../features/account/i18n.id.ts';
import type { accountSecurityId } from './account-security.id.ts';
import { authId } from '../features/auth/i18n.id.ts';
import { contentId } from '../features/content/i18n.id.ts';
import type { betHistoryId } from '../features/bet-history/i18n.id.ts';
import { gamesId, gamesIdParts } from '../features/games/i18n.id.ts';
import type { gamesAutoId } from '../features/games/auto-bet/auto.id.ts';
import type { gamesTablesId } from '../features/games/controls/tables.id.ts';
import type { verifyId } from '../features/verify/i18n.id.ts';
import type { helpId } from '../features/help/i18n.id.ts';
import type { inboxId } from '../features/inbox/i18n.id.ts';
import { lobbyId } from '../features/lobby/i18n.id.ts';
import type { protectionId } from '../features/protection/i18n.id.ts';
import type { promoId } from '../features/promotions/i18n.id.ts';
import type { vipId } from '../features/vip/i18n.id.ts';
import type { referralId } from '../features/referral/i18n.id.ts';
import type { spreadRegisterId } from '../features/auth/spread.id.ts';
import type { comingSoonId } from '../components/coming-soon.id.ts';
import type { notFoundId } from '../components/not-found.id.ts';
import type { closedPageId } from '../app/pages/closed-page.id.ts';
import type { sidebarId } from '../components/sidebar-menu.id.ts';
import { securityId } from '../features/security/i18n.id.ts';
import type { supportId } from '../features/support/i18n.id.ts';
import type { walletId } from '../features/wallet/i18n.id.ts';
import { shellId } from './shell.id.ts';

/** Every part on its own, for the test that no two of them claim the same section. */
export const idParts = [shellId, lobbyId, contentId, authId, securityId, ...gamesIdParts];

export const id = {
  ...shellId,
  ...lobbyId,
  ...contentId,
  ...authId,
  ...securityId,
  ...gamesId,
} as const;

/**
 * Strings of screens few visits open are not in the first load: their chunk adds them
 * with `addStrings` (i18n/add-strings.ts) before it renders (the help centre, the bet history, the fairness screens, the single-player tables, auto-bet, player protection, promotions, VIP, referral, support tickets, the inbox, the "Segera hadir" and 404 states, the side menu, the wallet and account screens). Their types still join the resource, so
 * every t() call is checked; i18n/lazy-parts.ts lists them for the section test.
 */
export type IdResources = typeof id &
  typeof helpId &
  typeof verifyId &
  typeof betHistoryId &
  typeof gamesAutoId &
  typeof gamesTablesId &
  typeof protectionId &
  typeof promoId &
  typeof vipId &
  typeof referralId &
  typeof spreadRegisterId &
  typeof comingSoonId &
  typeof accountId &
  typeof accountSecurityId &
  typeof walletId &
  typeof notFoundId &
  typeof closedPageId &
  typeof sidebarId &
  typeof supportId &
  typeof inboxId;
