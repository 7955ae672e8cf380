/**
 * The popup table: key → frame and body. Bodies are lazy chunks of the features, loaded the first time
 * their popup opens; the table lives in app/ because it is the one place that knows every feature's popup.
 * Adding a popup = adding a row here and its key in lib/popups/popup-keys.ts (with `loginOnlyPopupKeys`
 * when it needs a logged-in player).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PopupKey } from '../../lib/popups/popup-keys.ts';
import type { PopupBodyProps } from '../../lib/popups/popup-types.ts';

/** sheet: slides up from the bottom; dialog: centred card; drawer: slides in from the left; full: covers the column. */
export type PopupFrame = 'sheet' | 'dialog' | 'drawer' | 'full';

export interface PopupEntry {
  key: PopupKey;
  frame: PopupFrame;
  component: LazyExoticComponent<ComponentType<PopupBodyProps>>;
}

export const popupTable: Readonly<Record<PopupKey, PopupEntry>> = {
  login: {
    key: 'login',
    frame: 'sheet',
    component: lazy(() => import('../../features/auth/components/login-popup.tsx').then((m) => ({ default: m.LoginPopup }))),
  },
  register: {
    key: 'register',
    frame: 'sheet',
    component: lazy(() => import('../../features/auth/components/register-popup.tsx').then((m) => ({ default: m.RegisterPopup }))),
  },
  fastRegister: {
    key: 'fastRegister',
    frame: 'sheet',
    component: lazy(() => import('../../features/auth/components/fast-register-popup.tsx').then((m) => ({ default: m.FastRegisterPopup }))),
  },
  spreadRegister: {
    key: 'spreadRegister',
    frame: 'sheet',
    component: lazy(() =>
      import('../../features/auth/components/fast-register-popup.tsx').then((m) => ({ default: m.SpreadRegisterPopup })),
    ),
  },
  reset: {
    key: 'reset',
    frame: 'sheet',
    component: lazy(() =>
      import('../../features/auth/components/reset-password-popup.tsx').then((m) => ({ default: m.ResetPasswordPopup })),
    ),
  },
  logout: {
    key: 'logout',
    frame: 'dialog',
    component: lazy(() => import('../../features/auth/components/logout-popup.tsx').then((m) => ({ default: m.LogoutPopup }))),
  },
  sidebar: {
    key: 'sidebar',
    frame: 'drawer',
    component: lazy(() => import('../../components/sidebar-menu.tsx').then((m) => ({ default: m.SidebarMenu }))),
  },
  search: {
    key: 'search',
    frame: 'full',
    component: lazy(() => import('../../features/lobby/components/lobby-search-popup.tsx').then((m) => ({ default: m.LobbySearchPopup }))),
  },
  checkIn: {
    key: 'checkIn',
    frame: 'sheet',
    component: lazy(() => import('../../features/promotions/components/check-in-popup.tsx').then((m) => ({ default: m.CheckInPopup }))),
  },
  promo: {
    key: 'promo',
    frame: 'sheet',
    component: lazy(() => import('../../features/promotions/components/promo-popup.tsx').then((m) => ({ default: m.PromoPopup }))),
  },
  withdrawPending: {
    key: 'withdrawPending',
    frame: 'sheet',
    component: lazy(() =>
      import('../../features/wallet/components/withdraw-pending-popup.tsx').then((m) => ({ default: m.WithdrawPendingPopup })),
    ),
  },
};
