/**
 * Closed pages (`/main/site/page/open`): a route the operator has closed (a game or promotion its
 * licence does not cover) shows the operator's message instead of the page. The list is fetched once
 * and kept a minute; until it arrives the page renders as usual (the server refuses what is switched off
 * on its side), so the gate never delays a first paint.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { closedPageOf } from '@kasino/shared/protocol/help';
import { apiCall } from '../lib/api/client.ts';

const ClosedPage = lazy(() => import('./pages/closed-page.tsx').then((m) => ({ default: m.ClosedPage })));

export function PageGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const open = useQuery({
    queryKey: ['site', 'page-open'],
    queryFn: ({ signal }) => apiCall('GET /main/site/page/open', { signal, quiet: true }),
    staleTime: 60_000,
  });
  const closed = closedPageOf(open.data, pathname);
  return closed ? <ClosedPage message={closed.message} /> : children;
}
