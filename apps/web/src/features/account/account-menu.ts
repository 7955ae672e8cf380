/** The account page menu: groups of links to the account routes (SPEC §2 login-required pages). */
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgeCheck,
  CircleHelp,
  Crown,
  Download,
  HeartHandshake,
  LifeBuoy,
  History,
  KeyRound,
  Landmark,
  LockKeyhole,
  Mail,
  Receipt,
  ShieldCheck,
  Smartphone,
  Sparkles,
  UserCog,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { IdResources } from '../../i18n/id.ts';

export type RouteTitleKey = keyof IdResources['routes'];
export type AccountMenuGroup = keyof IdResources['account']['groups'];

export interface AccountMenuItem {
  to: string;
  title: RouteTitleKey;
  icon: LucideIcon;
}

export const accountMenu: ReadonlyArray<{ group: AccountMenuGroup; items: readonly AccountMenuItem[] }> = [
  {
    group: 'wallet',
    items: [
      { to: '/wallet', title: 'wallet', icon: Wallet },
      { to: '/balance-record', title: 'balanceRecord', icon: Receipt },
      { to: '/deposit-record', title: 'depositRecord', icon: ArrowDownToLine },
      { to: '/withdraw-record', title: 'withdrawRecord', icon: ArrowUpFromLine },
      { to: '/bank-card', title: 'bankCard', icon: Landmark },
    ],
  },
  {
    group: 'play',
    items: [
      { to: '/bet-history', title: 'betHistory', icon: History },
      { to: '/free-spin-history', title: 'freeSpinHistory', icon: Sparkles },
      { to: '/vip', title: 'vip', icon: Crown },
      { to: '/inbox', title: 'inbox', icon: Mail },
      { to: '/responsible-gaming', title: 'responsibleGaming', icon: HeartHandshake },
      { to: '/work-order-upload', title: 'workOrderUpload', icon: LifeBuoy },
    ],
  },
  {
    group: 'security',
    items: [
      { to: '/account-info', title: 'accountInfo', icon: UserRound },
      { to: '/edit-profile', title: 'editProfile', icon: UserCog },
      { to: '/edit-password', title: 'editPassword', icon: LockKeyhole },
      { to: '/edit-email', title: 'editEmail', icon: Mail },
      { to: '/edit-phone', title: 'editPhone', icon: Smartphone },
      { to: '/edit-pin', title: 'editPin', icon: KeyRound },
      { to: '/edit-mfa', title: 'editMfa', icon: BadgeCheck },
      { to: '/security-info', title: 'securityInfo', icon: ShieldCheck },
    ],
  },
  {
    group: 'other',
    items: [
      { to: '/help', title: 'help', icon: CircleHelp },
      { to: '/install-apk', title: 'installApk', icon: Download },
    ],
  },
];
