/** The root component: query cache and router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/api/query-client.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  // index.html hides the server-rendered Masuk / Daftar for a player with a session until the app
  // is up; from here the app shows what is true, also after a later logout.
  // The mark that the app is live (the page taken over and answering taps): what a check that drives
  // the page waits for before it types or taps into the server's markup.
  useEffect(() => {
    document.documentElement.classList.remove('has-session');
    document.documentElement.dataset.app = 'live';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
