/** The frame every page sits in: the 480 px column with top bar, page, bottom tabs, popups and toasts. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Skeleton } from '../../components/skeleton.tsx';
import { usePainted } from '../../lib/after-paint.ts';
import { lazyOptional } from '../../lib/lazy-optional.ts';
import { PopupHost } from '../popups/popup-host.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import { ConnectionBanner } from './connection-status.tsx';
import { SiteBroadcast } from './site-broadcast.tsx';
import { TopBar } from './top-bar.tsx';
import { useBalanceSync } from './use-balance-sync.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';
import { useInboxLive } from '../../features/inbox/hooks/use-inbox-live.ts';

// Not needed for the first paint: loaded once it is on screen (usePainted).
const AppToaster = lazyOptional(() => import('./app-toaster.tsx').then((m) => m.AppToaster));
// Today's promotion popup, decided after the lobby shows.
const DailyPopups = lazyOptional(() => import('../../features/promotions/components/daily-popups.tsx').then((m) => m.DailyPopups));
const RealityCheck = lazyOptional(() => import('../../features/protection/components/reality-check.tsx').then((m) => m.RealityCheck));

/**
 * The pushes the shell listens to. A leaf of its own: a change of the link (its user, its state)
 * renders this and not the whole shell with the page in it.
 */
function LiveSync() {
  useBalanceSync();
  useInboxLive();
  return null;
}

export function AppShell() {
  useScrollRestoration();
  const painted = usePainted();
  return (
    <div className="relative mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-canvas min-[481px]:shadow-[0_0_0_1px_var(--color-line),0_40px_120px_-30px_rgb(0_0_0/0.9)]">
      <LiveSync />
      <TopBar />
      <ConnectionBanner />
      <SiteBroadcast />
      <main className="flex-1 pb-[calc(80px+env(safe-area-inset-bottom))]">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomTabs />
      <PopupHost />
      {painted && (
        <>
          <Suspense fallback={null}>
            <RealityCheck />
          </Suspense>
          <Suspense fallback={null}>
            <DailyPopups />
          </Suspense>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </>
      )}
    </div>
  );
}

function PageFallback() {
  return (
    <div className="flex flex-col gap-3 p-4" aria-busy="true" data-testid="page-fallback">
      <Skeleton className="h-10" />
      <Skeleton className="h-36" />
      <div className="grid grid-cols-3 gap-2.5">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4]" />
        ))}
      </div>
    </div>
  );
}
