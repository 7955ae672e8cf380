/** The router, generated from the route table: one route object per row, guarded by its access. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteError } from './pages/route-error.tsx';
import { RequireLogin } from './require-login.tsx';
import { routeTable, type PageId, type RouteEntry, type TabId } from './route-table.ts';

/** What a page receives from its table row. */
export interface PageProps {
  entry: RouteEntry;
}

/** Data attached to each route, read by the shell (bottom tab highlight). */
export interface RouteHandle {
  tab?: TabId;
}

const pages: Record<PageId, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: lazy(() => import('./pages/home-page.tsx').then((m) => ({ default: m.HomePage }))),
  account: lazy(() => import('../features/account/components/account-page.tsx').then((m) => ({ default: m.AccountPage }))),
  game: lazy(() => import('../features/games/components/game-page.tsx').then((m) => ({ default: m.GamePage }))),
  comingSoon: lazy(() => import('./pages/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage }))),
  popup: lazy(() => import('./pages/popup-route.tsx').then((m) => ({ default: m.PopupRoute }))),
};

const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

function toRouteObject(entry: RouteEntry): RouteObject {
  const Page = pages[entry.page];
  const page = <Page entry={entry} />;
  const handle: RouteHandle = entry.tab ? { tab: entry.tab } : {};
  return { path: entry.path, handle, element: entry.access === 'login' ? <RequireLogin>{page}</RequireLogin> : page };
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [...routeTable.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
