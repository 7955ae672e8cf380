/**
 * Server-side entry (built into dist/server/render-lobby.js): the lobby `/` as HTML, logged out,
 * with the banners the server passes in and everything else in its loading state. The server puts
 * it into index.html, so the lobby's first screen paints before the JavaScript arrives; main.tsx
 * then hydrates it from the same data. See docs/decisions/0011-server-rendered-lobby.md.
 */
import './i18n/index.ts';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, loadHomePage } from './app/router.tsx';
import { scriptSafeJson, SERVER_STATE_ID } from './app/server-state.ts';
import { boardsQueryKey, type Board } from './features/content/api/get-boards.ts';

export interface LobbyRenderInput {
  /** The "home" board group, as GET /heracles/board/boards/home lists it. */
  boards: Board[];
}

export interface RenderedLobby {
  /** The inside of #root. */
  root: string;
  /** The query data it was rendered with, as a JSON script for main.tsx (goes after #root). */
  state: string;
}

export async function renderLobby(input: LobbyRenderInput): Promise<RenderedLobby> {
  await loadHomePage();
  // Queries render as pending (nothing runs effects here); the banners are what the server passed in.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(boardsQueryKey('home'), { list: input.boards });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // One piece: React would otherwise move large parts to the end behind a reveal script.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(dehydrate(queryClient))}</script>`;
  return { root: Buffer.concat(chunks).toString('utf8'), state };
}
