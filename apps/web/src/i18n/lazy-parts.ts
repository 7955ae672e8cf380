/** The string parts loaded with their screens (not merged into `id`), for the test that sections never collide. */
import { gamesAutoId } from '../features/games/auto-bet/auto.id.ts';
import { gamesTablesId } from '../features/games/controls/tables.id.ts';
import { verifyId } from '../features/verify/i18n.id.ts';
import { betHistoryId } from '../features/bet-history/i18n.id.ts';
import { helpId } from '../features/help/i18n.id.ts';
import { protectionId } from '../features/protection/i18n.id.ts';
import { promoId } from '../features/promotions/i18n.id.ts';
import { vipId } from '../features/vip/i18n.id.ts';
import { referralId } from '../features/referral/i18n.id.ts';
import { supportId } from '../features/support/i18n.id.ts';
import { inboxId } from '../features/inbox/i18n.id.ts';
import { spreadRegisterId } from '../features/auth/spread.id.ts';
import { comingSoonId } from '../components/coming-soon.id.ts';
import { notFoundId } from '../components/not-found.id.ts';
import { sidebarId } from '../components/sidebar-menu.id.ts';
import { accountId } from '../features/account/i18n.id.ts';
import { walletId } from '../features/wallet/i18n.id.ts';
import { accountSecurityId } from './account-security.id.ts';

export const lazyIdParts = [
  helpId,
  verifyId,
  betHistoryId,
  gamesAutoId,
  gamesTablesId,
  protectionId,
  promoId,
  vipId,
  referralId,
  supportId,
  inboxId,
  spreadRegisterId,
  comingSoonId,
  notFoundId,
  sidebarId,
  accountId,
  accountSecurityId,
  walletId,
];
