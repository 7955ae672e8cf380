/**
 * Server-side entry (built into dist/server/render-page.js): the first screen of a page as HTML, for
 * a visitor or for a member (logged in, nobody in particular: no personal data, which loads in the
 * browser). The lobby `/` renders with the banners the server passes in; every page is otherwise in
 * its loading state, as on any first visit. A page whose row says `memberData` is drawn for one member
 * instead, with the answers to the reads its first screen makes (the server passes `read`, which
 * answers them as that member). The server puts it into index.html, so a phone paints the page's
 * frame before the JavaScript arrives; app/start.tsx then hydrates it from the same data.
 * See docs/decisions/0011-server-rendered-lobby.md.
 */
import './i18n/index.ts';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { AppRoutes, loadPageOf, routeEntryOf } from './app/router.tsx';
import { scriptSafeJson, SERVER_STATE_ID, type RenderedAs } from './app/server-state.ts';
import { boardsQueryKey, type Board } from './features/content/api/get-boards.ts';
import { answerReadsWith, type Transport } from './lib/api/client.ts';
import { takeDrawnMeta, type PageMeta } from './components/document-title.ts';
import { useSessionStore } from './lib/auth/token-store.ts';
import { pinNow } from './lib/use-now.ts';

/** The build reads the routes from here to name each route's chunks (plugins/route-preload.ts). */
export { routeTable } from './app/route-table.ts';

/** The session marker a member's page renders with: logged in, but no one's data. */
const ANY_MEMBER = 'user:member';

export interface PageRenderInput {
  /** The page's path (no query: a page with one starts from the plain shell). */
  path: string;
  /** The "home" board group, as GET /heracles/board/boards/home lists it (the lobby's banners). */
  boards: Board[];
  /** Who the page is for: the server knows only whether the request carries a session cookie. */
  as: RenderedAs;
  /** For a member's page drawn with their data: answers a GET of the API as that member. */
  read?: Transport;
}

export interface RenderedPage {
  /** The inside of #root. */
  root: string;
  /** The query data it was rendered with, as a JSON script for app/start.tsx (goes after #root). */
  state: string;
  /** The title and description the page names (components/document-title.ts), for the HTML's head. */
  head: PageMeta | null;
}

/** Whether a member's page at this path is drawn with their data, per request (the server then passes `read`). */
export const drawnWithMemberData = (path: string): boolean => routeEntryOf(path)?.memberData === true;

// The session marker is one per process: renders take turns so each sees its own.
let previous: Promise<unknown> = Promise.resolve();

/** Null for a path that is no page of its own: a popup's route (it opens over the lobby, in the browser) or none. */
export function renderPage(input: PageRenderInput): Promise<RenderedPage | null> {
  const entry = routeEntryOf(input.path);
  if (!entry || entry.page === 'popup') return Promise.resolve(null);
  const turn = previous.then(() => renderAs(input));
  previous = turn.catch(() => undefined);
  return turn;
}

async function renderAs(input: PageRenderInput): Promise<RenderedPage> {
  await loadPageOf(input.path);
  useSessionStore.setState({ session: input.as === 'member' ? ANY_MEMBER : null });
  // One moment for the whole page: its countdowns are drawn at it, and the app takes them over at it.
  const drawnAt = Date.now();
  pinNow(drawnAt);
  try {
    return await render(input, drawnAt);
  } finally {
    pinNow(null);
    useSessionStore.setState({ session: null });
  }
}

async function render(input: PageRenderInput, drawnAt: number): Promise<RenderedPage> {
  // Queries render as pending (nothing runs effects here); the banners are what the server passed in.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (input.path === '/') queryClient.setQueryData(boardsQueryKey('home'), { list: input.boards });
  const page = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={input.path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  if (input.read) await answerFirstReads(page, queryClient, input.read);
  takeDrawnMeta();
  const root = await drawn(page);
  const head = takeDrawnMeta();
  const state = `<script type="application/json" id="${SERVER_STATE_ID}" data-as="${input.as}" data-now="${drawnAt}">${scriptSafeJson(dehydrate(queryClient))}</script>`;
  return { root, state, head };
}

/** The markup of a page; a part that fails here would be drawn by the browser alone, so the server sends the plain shell instead. */
async function drawn(page: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(page, {
    // One piece: React would otherwise move large parts to the end behind a reveal script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Answers the reads the page's first screen makes: a first pass leaves each of its queries in the
 * cache, pending; they are fetched through `read`, and the page is then drawn with their data. A read
 * that fails leaves its part pending (the browser asks again); one that only a first answer enables
 * waits for the browser too.
 */
async function answerFirstReads(page: ReactNode, queryClient: QueryClient, read: Transport): Promise<void> {
  await drawn(page);
  const first = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.options.queryFn && enabledIn(query));
  answerReadsWith(read);
  try {
    await Promise.all(
      first.map((query) =>
        queryClient
          .fetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })
          .catch(() => queryClient.removeQueries({ queryKey: query.queryKey, exact: true })),
      ),
    );
  } finally {
    answerReadsWith(null);
  }
}

type CachedQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/** Whether the component that made the query wanted it run (`enabled` as useQuery was given it). */
function enabledIn(query: CachedQuery): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: CachedQuery) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
