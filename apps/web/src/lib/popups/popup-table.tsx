/**
 * The popup table: key → login requirement, frame and body. Bodies are lazy chunks, loaded the first
 * time their popup opens. Adding a popup = adding a row here and its key in popup-keys.ts.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PopupKey } from './popup-keys.ts';
import type { PopupBodyProps } from './popup-types.ts';

/** sheet: slides up from the bottom; dialog: centred card; drawer: slides in from the left; full: covers the column. */
export type PopupFrame = 'sheet' | 'dialog' | 'drawer' | 'full';

export interface PopupEntry {
  key: PopupKey;
  requiresLogin: boolean;
  frame: PopupFrame;
  component: LazyExoticComponent<ComponentType<PopupBodyProps>>;
}

export const popupTable: Readonly<Record<PopupKey, PopupEntry>> = {
  login: {
    key: 'login',
    requiresLogin: false,
    frame: 'sheet',
    component: lazy(() => import('../../features/auth/components/login-popup.tsx').then((m) => ({ default: m.LoginPopup }))),
  },
  register: {
    key: 'register',
    requiresLogin: false,
    frame: 'sheet',
    component: lazy(() => import('../../features/auth/components/register-popup.tsx').then((m) => ({ default: m.RegisterPopup }))),
  },
  fastRegister: {
    key: 'fastRegister',
    requiresLogin: false,
    frame: 'sheet',
    component: lazy(() => import('../../features/auth/components/fast-register-popup.tsx').then((m) => ({ default: m.FastRegisterPopup }))),
  },
  reset: {
    key: 'reset',
    requiresLogin: false,
    frame: 'sheet',
    component: lazy(() =>
      import('../../features/auth/components/reset-password-popup.tsx').then((m) => ({ default: m.ResetPasswordPopup })),
    ),
  },
  logout: {
    key: 'logout',
    requiresLogin: true,
    frame: 'dialog',
    component: lazy(() => import('../../features/auth/components/logout-popup.tsx').then((m) => ({ default: m.LogoutPopup }))),
  },
  sidebar: {
    key: 'sidebar',
    requiresLogin: false,
    frame: 'drawer',
    component: lazy(() => import('../../components/sidebar-menu.tsx').then((m) => ({ default: m.SidebarMenu }))),
  },
  search: {
    key: 'search',
    requiresLogin: false,
    frame: 'full',
    component: lazy(() => import('../../features/lobby/components/lobby-search-popup.tsx').then((m) => ({ default: m.LobbySearchPopup }))),
  },
  withdrawPending: {
    key: 'withdrawPending',
    requiresLogin: true,
    frame: 'sheet',
    component: lazy(() =>
      import('../../features/wallet/components/withdraw-pending-popup.tsx').then((m) => ({ default: m.WithdrawPendingPopup })),
    ),
  },
};
