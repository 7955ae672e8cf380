/**
 * The built web app (apps/web/dist): hashed assets with their .br/.gz copies, and every page's HTML:
 * the shell with the page's chunks named and, for a page with a fixed path opened without a query,
 * its first screen rendered into it by the web build's own renderer (dist/server/render-page.js), so
 * a phone paints the page before the JavaScript arrives. The lobby's render is cached until the
 * banners change, another page's for good (it holds no data). See decision 0011.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadRoutePreloads, modulesAfterPaint, preloadLinks, routeMatcher } from './route-preloads.ts';

/** Where the shell (apps/web/index.html) takes the rendered page and the data it was rendered with. */
const ROOT_SLOT = '<!--ssr-page-->';
const STATE_SLOT = '<!--ssr-state-->';
const RENDERER = path.join('server', 'render-page.js');

/** apps/web/src/render-page.tsx */
/** The lobby's banner boards as the content module lists them; the renderer owns their shape. */
type BoardView = unknown;
/** A visitor's page, or a member's: logged in, with no one's data (the browser fetches its own). */
type RenderedAs = 'visitor' | 'member';
/** Null for a path the renderer does not draw (a popup's route: the popup opens in the browser). */
type RenderPage = (input: { path: string; boards: BoardView[]; as: RenderedAs }) => Promise<{ root: string; state: string } | null>;

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

async function loadRenderer(webDist: string): Promise<RenderPage | null> {
  const file = path.join(webDist, RENDERER);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  return typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null;
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
  const renderPage = shell.includes(ROOT_SLOT) && shell.includes(STATE_SLOT) ? await loadRenderer(deps.webDist) : null;

  // Per route pattern (a bounded set: the route table), the shell naming that route's chunks: since
  // the build groups small shared modules (apps/web/plugins/chunk-groups.ts) that is a handful of
  // files, and a page's imports otherwise came a round trip after the page itself.
  const routeShells = new Map<string, Promise<RenderedPage>>();
  const shellOf = (routePath: string, links: string): Promise<RenderedPage> => {
    let page = routeShells.get(routePath);
    if (!page) routeShells.set(routePath, (page = compressed(routePath, withPreloads(shell, links))));
    return page;
  };

  // Per route pattern and audience, the rendered page or the render under way (visits at once share
  // it), keyed by what it was rendered with: the banners for the lobby, nothing for another page.
  // Nothing personal is in any, so one copy serves every visitor and every member.
  const rendered = new Map<string, { key: string; page: Promise<RenderedPage> }>();
  let failureLogged = false;

  const render = async (routePath: string, links: string, as: RenderedAs): Promise<RenderedPage> => {
    const plain = shellOf(routePath, links);
    if (!renderPage) return plain;
    const boards = routePath === '/' ? await deps.homeBoards() : [];
    const key = JSON.stringify(boards);
    const slot = `${as} ${routePath}`;
    let entry = rendered.get(slot);
    if (entry?.key !== key) {
      const page = (async () => {
        try {
          const drawn = await renderPage({ path: routePath, boards, as });
          if (!drawn) return plain;
          const deferred = modulesAfterPaint(withPreloads(shell, links));
          const html = deferred.html.replace(ROOT_SLOT, () => drawn.root).replace(STATE_SLOT, () => drawn.state + deferred.list);
          return await compressed(key, html);
        } catch (error) {
          // The app still works without the rendered copy; say so once, not on every visit.
          if (!failureLogged) app.log.error({ err: error, path: routePath }, 'page server render failed; serving the plain shell');
          failureLogged = true;
          return plain;
        }
      })();
      rendered.set(slot, (entry = { key, page }));
    }
    return entry.page;
  };

  /**
   * The page for a request. What the server renders is a route with a fixed path (not `:id` nor
   * `*`: their set is the route table's, so no visitor can make it render without end) opened with
   * no query, or the lobby's own tab (`?tab=lobby`); anything else may start elsewhere (another tab,
   * a popup open, an order) and gets the shell. A session cookie asks for the member's page: whether
   * it is still valid does not matter here, since the page holds nothing of the member's and the
   * browser hydrates it only with a session.
   */
  const pageFor = (request: FastifyRequest): Promise<RenderedPage> => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const route = matchRoute(pathname);
    if (!route) return Promise.resolve(plainShell);
    const links = preloadLinks(route);
    const fixedPath = !/[:*]/.test(route.path);
    const query = new URLSearchParams(search);
    const lobbyTab = route.path === '/' && [...query.keys()].every((k) => k === 'tab') && (query.get('tab') ?? 'lobby') === 'lobby';
    if (!fixedPath || (search !== '' && !lobbyTab)) return shellOf(route.path, links);
    return render(route.path, links, request.cookies?.token ? 'member' : 'visitor');
  };

  const send: ShellSender = async (request, reply) => sendPage(request, reply, await pageFor(request));
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: send });
  return send;
}
