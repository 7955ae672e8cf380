/**
 * The page chunks each client route needs, as the web build lists them (dist/server/route-preloads.json,
 * apps/web/plugins/route-preload.ts). The HTML sent for a route names them in `<link rel="modulepreload">`
 * so a phone fetches the page's code beside the app's own instead of one round trip after it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RoutePreload {
  /** A route path pattern: `/wallet`, `/game/:id`, `/activity/deposit/*`. */
  path: string;
  /** The route's own chunks first (`own` of them), then what they import. */
  files: string[];
  own: number;
}

const FILE = path.join('server', 'route-preloads.json');

const isRoutePreload = (value: unknown): value is RoutePreload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RoutePreload).path === 'string' &&
  Array.isArray((value as RoutePreload).files) &&
  Number.isInteger((value as RoutePreload).own) &&
  (value as RoutePreload).files.every((f) => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f));

/** The build's list, or none when the build has no such file (an older build still works without). */
export function loadRoutePreloads(webDist: string): RoutePreload[] {
  const file = path.join(webDist, FILE);
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter(isRoutePreload) : [];
}

interface CompiledRoute {
  route: RoutePreload;
  pattern: RegExp;
  /** As the router ranks routes: a static segment outranks a parameter, which outranks a splat. */
  score: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: RoutePreload): CompiledRoute {
  const segments = route.path.split('/').filter(Boolean);
  let source = '';
  let score = 0;
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      score -= 2;
    } else if (segment.startsWith(':')) {
      source += '/[^/]+';
      score += 3;
    } else {
      source += `/${escape(segment)}`;
      score += 10;
    }
  }
  return { route, pattern: new RegExp(`^${source || '/'}/?$`, 'i'), score };
}

/** The route a path is, as the app's router would pick it; null for a path no route has. */
export function routeMatcher(routes: readonly RoutePreload[]): (pathname: string) => RoutePreload | null {
  const compiled = routes.map(compile).sort((a, b) => b.score - a.score);
  return (pathname) => compiled.find((c) => c.pattern.test(pathname))?.route ?? null;
}

/** The `<link>` tags for a route's chunks (crossorigin, as the module scripts that use them are fetched). */
export const preloadLinks = (route: RoutePreload | null): string =>
  (route?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');

/** The list the web app's starter (apps/web/plugins/start-after-paint.ts) preloads when it starts the app. */
const MODULES_AFTER_PAINT_ID = 'kasino-modules';
const MODULEPRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * For a page the server rendered: its modulepreloads leave the head for a list the starter preloads
 * once the page is painted. The first paint then shares the phone's line with nothing but the
 * stylesheet and the font, instead of ~250 kB of scripts it does not need; the app's code follows it.
 * Returns the page without its links, and the list as a JSON script to place before the starter.
 */
export function modulesAfterPaint(html: string): { html: string; list: string } {
  const files = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  return {
    html: html.replace(MODULEPRELOAD, ''),
    list: `<script type="application/json" id="${MODULES_AFTER_PAINT_ID}">${JSON.stringify(files)}</script>`,
  };
}
