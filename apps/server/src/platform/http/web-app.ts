/**
 * The built web app (apps/web/dist): hashed assets with their .br/.gz copies, the SPA shell for
 * client-side routes, and GET / with the lobby's first screen rendered into the shell by the web
 * build's own renderer (dist/server/render-lobby.js), so a phone paints the lobby before the
 * JavaScript arrives. The render is cached until the banners change. See decision 0011.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadRoutePreloads, preloadLinks, routeMatcher } from './route-preloads.ts';

/** Where the shell (apps/web/index.html) takes the rendered lobby and the data it was rendered with. */
const ROOT_SLOT = '<!--ssr-lobby-->';
const STATE_SLOT = '<!--ssr-state-->';
const RENDERER = path.join('server', 'render-lobby.js');

/** apps/web/src/render-lobby.tsx */
/** The lobby's banner boards as the content module lists them; the renderer owns their shape. */
type BoardView = unknown;
/** A visitor's lobby, or a member's: logged in, with no one's data (the browser fetches its own). */
type RenderedAs = 'visitor' | 'member';
type RenderLobby = (input: { boards: BoardView[]; as: RenderedAs }) => Promise<{ root: string; state: string }>;

interface WebAppDeps {
  webDist: string;
  /** The lobby banners (the "home" board group). */
  homeBoards: () => Promise<BoardView[]>;
}

interface RenderedPage {
  key: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function loadRenderer(webDist: string): Promise<RenderLobby | null> {
  const file = path.join(webDist, RENDERER);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderLobby?: unknown };
  return typeof module.renderLobby === 'function' ? (module.renderLobby as RenderLobby) : null;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Pick<RenderedPage, 'identity' | 'br' | 'gzip'>) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed off the event loop (brotli at its best level takes ~50 ms for the lobby page). */
async function compressed(key: string, html: string): Promise<RenderedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { key, identity, br, gzip: gzipped };
}

/** Answers a client-side route with the app's page (the not-found handler calls it for page paths). */
export type ShellSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The shell with the chunks of a route named in its head (see route-preloads.ts). */
const withPreloads = (shell: string, links: string) => (links ? shell.replace('</head>', () => `${links}</head>`) : shell);

/** Registers the web app when a build is present; returns how to send its shell, or null without a build. */
export async function registerWebApp(app: FastifyInstance, deps: WebAppDeps): Promise<ShellSender | null> {
  const shellFile = path.join(deps.webDist, 'index.html');
  if (!existsSync(shellFile)) return null;
  await app.register(fastifyStatic, {
    root: deps.webDist,
    wildcard: false,
    index: false,
    // The renderer is the server's, not the browser's.
    globIgnore: ['server/**'],
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const matchRoute = routeMatcher(loadRoutePreloads(deps.webDist));
  const shell = readFileSync(shellFile, 'utf8');
  const plainShell = await compressed('', shell);
  const lobbyShell = withPreloads(shell, preloadLinks(matchRoute('/')));
  // The lobby when it is not rendered here (another tab, a popup open, no renderer): its chunks named.
  const plainLobby = await compressed('/', lobbyShell);
  // Per route pattern (a bounded set: the route table), the shell naming that route's chunks.
  const routeShells = new Map<string, Promise<RenderedPage>>();
  const shellFor = (pathname: string): Promise<RenderedPage> => {
    const route = matchRoute(pathname);
    if (!route) return Promise.resolve(plainShell);
    if (route.path === '/') return Promise.resolve(plainLobby);
    let page = routeShells.get(route.path);
    // The page's chunks and all they import: since the build groups small shared modules
    // (apps/web/plugins/chunk-groups.ts) that is a handful of files, and a game screen's imports
    // otherwise came a round trip after the screen itself.
    if (!page) routeShells.set(route.path, (page = compressed(route.path, withPreloads(shell, preloadLinks(route)))));
    return page;
  };
  const renderLobby = shell.includes(ROOT_SLOT) && shell.includes(STATE_SLOT) ? await loadRenderer(deps.webDist) : null;
  // Per audience, the page for the current banners or the render under way for them (visits at once
  // share it). Nothing personal is in either, so one copy serves every visitor and every member.
  const cached = new Map<RenderedAs, { key: string; page: Promise<RenderedPage> }>();
  let failureLogged = false;

  const render = async (key: string, boards: BoardView[], as: RenderedAs): Promise<RenderedPage> => {
    try {
      const rendered = await renderLobby!({ boards, as });
      return await compressed(
        key,
        lobbyShell.replace(ROOT_SLOT, () => rendered.root).replace(STATE_SLOT, () => rendered.state),
      );
    } catch (error) {
      // The app still works without the rendered copy; say so once, not on every visit.
      if (!failureLogged) app.log.error({ err: error }, 'lobby server render failed; serving the plain shell');
      failureLogged = true;
      return plainLobby;
    }
  };

  const lobbyPage = async (as: RenderedAs): Promise<RenderedPage> => {
    if (!renderLobby) return plainLobby;
    const boards = await deps.homeBoards();
    const key = JSON.stringify(boards);
    let entry = cached.get(as);
    if (entry?.key !== key) cached.set(as, (entry = { key, page: render(key, boards, as) }));
    return entry.page;
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    handler: async (request, reply) => {
      const { tab, z } = request.query as Record<string, unknown>;
      // What the server renders is the lobby tab with no popup open; any other start is the plain shell.
      // A session cookie asks for the member's lobby; whether it is still valid does not matter here,
      // since the page holds nothing of the member's and the browser hydrates it only with a session.
      const as: RenderedAs = request.cookies?.token ? 'member' : 'visitor';
      const page = (tab === undefined || tab === 'lobby') && z === undefined ? await lobbyPage(as) : plainLobby;
      return sendPage(request, reply, page);
    },
  });
  return async (request, reply) => sendPage(request, reply, await shellFor(request.url.split('?')[0] ?? '/'));
}
