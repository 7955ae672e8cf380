/** The root component: query cache and router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/api/query-client.ts';
import { AppRoutes } from './router.tsx';

export interface AppProps {
  /** Called once the first screen is committed and its subscriptions are in place. */
  onLive?: () => void;
}

export function App({ onLive }: AppProps) {
  // index.html hides the server-rendered Masuk / Daftar for a player with a session until the app
  // is up; from here the app shows what is true, also after a later logout.
  // The mark that the app is live (the page taken over and answering taps): what a check that drives
  // the page waits for before it types or taps into the server's markup.
  useEffect(() => {
    document.documentElement.classList.remove('has-session');
    document.documentElement.dataset.app = 'live';
    onLive?.();
    // Once, for the app's lifetime: a later onLive is the same wiring.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
