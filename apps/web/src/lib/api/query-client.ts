/**
 * The TanStack Query client: no automatic retries (SPEC §7 "no retry"). Requests are tried even when
 * the browser says it is offline (`networkMode: 'always'`): they fail at once and the screen shows its
 * error and retry, instead of a skeleton that waits forever; cached data stays on screen, the banner
 * says offline, and what failed is fetched again when the network is back (refetch on reconnect). A
 * mutation is never held back to fire later.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
