/**
 * The built web app (apps/web/dist): hashed assets with their .br/.gz copies, and every page's HTML:
 * the shell with the page's chunks named and, for a page with a fixed path opened without a query,
 * its first screen rendered into it by the web build's own renderer (dist/server/render-page.js), so
 * a phone paints the page before the JavaScript arrives. The lobby's render is cached until the
 * banners change, another page's for good (it holds no data). A member's copy of a page drawn with
 * their data (the wallet, the Bonus tab) is rendered per request instead, its reads answered in
 * process as that member, and kept by no cache. See decision 0011.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SessionChecker } from './auth-guard.ts';
import { withPageHead, type PageHead } from './page-head.ts';
import { loadRoutePreloads, modulesAfterPaint, preloadLinks, routeMatcher } from './route-preloads.ts';
import { tokenFrom } from './token-from.ts';

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
/** Answers a GET of the API as the member whose page is drawn (in process, through every hook a browser's read passes). */
type Read = (url: string, init: RequestInit) => Promise<Response>;
type RenderPage = (input: { path: string; boards: BoardView[]; as: RenderedAs; read?: Read }) => Promise<DrawnPage | null>;

/** A page as the renderer drew it: #root's inside, the state script, and the head it names (an older build names none). */
interface DrawnPage {
  root: string;
  state: string;
  head?: PageHead | null;
}

interface Renderer {
  renderPage: RenderPage;
  /** Whether a member's page at this path is drawn with their data. */
  drawnWithMemberData: (path: string) => boolean;
}

/**
 * Pages drawn with a member's data at once, at most: past it, a member gets the page every member
 * gets (their data then loads in the browser), so reloads in a loop cannot queue renders without end.
 */
const MEMBER_RENDERS_AT_ONCE = 4;

/** Request headers a read made for the page does not take over from the page's request. */
const NOT_FORWARDED = new Set([
  'accept',
  'accept-encoding',
  'content-length',
  'content-type',
  'connection',
  'upgrade',
  'range',
  'if-none-match',
  'if-modified-since',
]);

interface WebAppDeps {
  webDist: string;
  /** The lobby banners (the "home" board group). */
  homeBoards: () => Promise<BoardView[]>;
  /** Whether a page's session cookie is live, before a member's page is drawn with their data. */
  sessions: SessionChecker;
  /** The public origin (SITE_URL) for a rendered page's canonical URL; null: none configured. */
  siteUrl: string | null;
}

interface RenderedPage {
  key: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function loadRenderer(webDist: string): Promise<Renderer | null> {
  const file = path.join(webDist, RENDERER);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown; drawnWithMemberData?: unknown };
  if (typeof module.renderPage !== 'function') return null;
  const drawnWith =
    typeof module.drawnWithMemberData === 'function' ? (module.drawnWithMemberData as Renderer['drawnWithMemberData']) : () => false;
  return { renderPage: module.renderPage as RenderPage, drawnWithMemberData: drawnWith };
}

/** One member's page: no cache, shared or the browser's own, keeps it (their balance is in it). */
interface PersonalPage {
  personal: true;
  html: string;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Pick<RenderedPage, 'identity' | 'br' | 'gzip'> | PersonalPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if ('personal' in page) return sendPersonal(accepts, reply, page.html);
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

/** Compressed for this answer alone, quickly (brotli's best level is for pages sent many times). */
async function sendPersonal(accepts: string, reply: FastifyReply, html: string) {
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-store')
    .header('Vary', 'Accept-Encoding, Cookie');
  const identity = Buffer.from(html, 'utf8');
  if (/\bbr\b/.test(accepts)) {
    const body = await brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(identity, { level: 6 }));
  return reply.send(identity);
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
  const renderer = shell.includes(ROOT_SLOT) && shell.includes(STATE_SLOT) ? await loadRenderer(deps.webDist) : null;

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
  const renderFailed = (error: unknown, routePath: string) => {
    // The app still works without the rendered copy; say so once, not on every visit.
    if (!failureLogged) app.log.error({ err: error, path: routePath }, 'page server render failed; serving the plain shell');
    failureLogged = true;
  };
  const pageHtml = (drawn: DrawnPage, links: string, routePath: string): string => {
    const deferred = modulesAfterPaint(withPageHead(withPreloads(shell, links), drawn.head ?? null, routePath, deps.siteUrl));
    return deferred.html.replace(ROOT_SLOT, () => drawn.root).replace(STATE_SLOT, () => drawn.state + deferred.list);
  };

  const render = async (routePath: string, links: string, as: RenderedAs): Promise<RenderedPage> => {
    const plain = shellOf(routePath, links);
    if (!renderer) return plain;
    const boards = routePath === '/' ? await deps.homeBoards() : [];
    const key = JSON.stringify(boards);
    const slot = `${as} ${routePath}`;
    let entry = rendered.get(slot);
    if (entry?.key !== key) {
      const page = (async () => {
        try {
          const drawn = await renderer.renderPage({ path: routePath, boards, as });
          return drawn ? await compressed(key, pageHtml(drawn, links, routePath)) : plain;
        } catch (error) {
          renderFailed(error, routePath);
          return plain;
        }
      })();
      rendered.set(slot, (entry = { key, page }));
    }
    return entry.page;
  };

  /**
   * A member's page drawn with their data: its reads go through the server's own routes with the
   * page request's cookie, address and forwarding headers, so each is checked and answered exactly
   * as the browser's own would be (session, region, limits). Null when the session is not live or
   * too many are being drawn: the page every member gets serves then.
   */
  let memberRenders = 0;
  const renderForMember = async (request: FastifyRequest, routePath: string, links: string): Promise<PersonalPage | null> => {
    if (!renderer || memberRenders >= MEMBER_RENDERS_AT_ONCE) return null;
    memberRenders += 1;
    try {
      const session = await deps.sessions.check(tokenFrom(request.headers, request.cookies ?? {}));
      if (!session.ok) return null;
      const drawn = await renderer.renderPage({ path: routePath, boards: [], as: 'member', read: readAs(request) });
      return drawn ? { personal: true, html: pageHtml(drawn, links, routePath) } : null;
    } catch (error) {
      renderFailed(error, routePath);
      return null;
    } finally {
      memberRenders -= 1;
    }
  };

  const readAs =
    (page: FastifyRequest): Read =>
    async (url) => {
      // Only the API's own paths, never another origin.
      if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`not a path of this server: ${url}`);
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const [name, value] of Object.entries(page.headers)) {
        if (typeof value === 'string' && !NOT_FORWARDED.has(name)) headers[name] = value;
      }
      const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: page.socket.remoteAddress });
      return new Response(answer.payload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };

  /**
   * The page for a request. What the server renders is a route with a fixed path (not `:id` nor
   * `*`: their set is the route table's, so no visitor can make it render without end) opened with
   * no query, or the lobby's own tab (`?tab=lobby`); anything else may start elsewhere (another tab,
   * a popup open, an order) and gets the shell. A session cookie asks for the member's page: whether
   * it is still valid does not matter for the copy every member gets, since it holds nothing of the
   * member's and the browser hydrates it only with a session; a page drawn with their data is drawn
   * only for a live session.
   */
  const pageFor = async (request: FastifyRequest): Promise<RenderedPage | PersonalPage> => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const route = matchRoute(pathname);
    if (!route) return plainShell;
    const links = preloadLinks(route);
    const fixedPath = !/[:*]/.test(route.path);
    const query = new URLSearchParams(search);
    const lobbyTab = route.path === '/' && [...query.keys()].every((k) => k === 'tab') && (query.get('tab') ?? 'lobby') === 'lobby';
    if (!fixedPath || (search !== '' && !lobbyTab)) return shellOf(route.path, links);
    const as = request.cookies?.token ? 'member' : 'visitor';
    if (as === 'member' && renderer?.drawnWithMemberData(route.path)) {
      const personal = await renderForMember(request, route.path, links);
      if (personal) return personal;
    }
    return render(route.path, links, as);
  };

  const send: ShellSender = async (request, reply) => sendPage(request, reply, await pageFor(request));
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: send });
  return send;
}
