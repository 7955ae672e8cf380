/**
 * Which code each route needs, written at build time to dist/server/route-preloads.json, so the
 * server can name a route's page chunks in the HTML it sends for it (`<link rel="modulepreload">`).
 * Without them a phone learns of the page's code only after the app's own scripts have arrived and
 * run: one more round trip on a slow line before anything of the page can paint.
 *
 * The route table (path → page) comes from the built server renderer; which module each page is comes
 * from the `pages` table in src/app/router.tsx (its `lazy(() => import('…'))` lines), and an in-house
 * game's screen is features/games/<id>/<id>-game.tsx. A page that cannot be traced fails
 * the build rather than going without its preload.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rollup';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** What the build keeps of each JavaScript chunk. */
export interface ChunkInfo {
  fileName: string;
  imports: string[];
  /** Chunks it loads with `import()`: for the entry, its stages (src/main.tsx). */
  dynamicImports: string[];
  isEntry: boolean;
  /** Absolute path of the module the chunk was made for, if any. */
  facadeModuleId: string | null;
}

export interface RoutePreload {
  /** The route's path pattern, as in the route table (`/game/:id`, `/activity/deposit/*`). */
  path: string;
  /** Asset paths (`/assets/…js`) the page needs beyond the entry's own: its own chunks first. */
  files: string[];
  /** How many of `files` are the route's own chunks (its page, an in-house game's screen). */
  own: number;
}

interface RouteRow {
  path: string;
  page: string;
  game?: string;
}

export function chunksOf(bundle: OutputBundle): ChunkInfo[] {
  return Object.values(bundle).flatMap((out) =>
    out.type === 'chunk'
      ? [
          {
            fileName: out.fileName,
            imports: out.imports,
            dynamicImports: out.dynamicImports,
            isEntry: out.isEntry,
            facadeModuleId: out.facadeModuleId,
          },
        ]
      : [],
  );
}

/** PageId → absolute module path, read from router.tsx's `pages` table (and its import helpers). */
export function pageModules(routerFile: string): Map<string, string> {
  const source = readFileSync(routerFile, 'utf8');
  const dir = path.dirname(routerFile);
  const helpers = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) helpers.set(m[1]!, path.resolve(dir, m[2]!));
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(\w+): lazy(?:Page)?\(\(\) =>\s*(?:import\('([^']+)'\)|(\w+)\(\))/gm)) {
    const target = m[2] ? path.resolve(dir, m[2]) : helpers.get(m[3]!);
    if (target) modules.set(m[1]!, target);
  }
  // The home page loads through its own helper (loadHomePage), before the app starts.
  const home = /homePage \?\?= import\('([^']+)'\)/.exec(source);
  if (home) modules.set('home', path.resolve(dir, home[1]!));
  return modules;
}

/** The files a chunk pulls in with it (itself and its static imports, deeply), less what the entry has. */
function closure(start: ChunkInfo, byFile: Map<string, ChunkInfo>, exclude: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName) || exclude.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}

/**
 * What every page loads before the app starts: the entry, the stages it loads one after the other
 * (src/main.tsx), and what they import. index.html preloads them all at once.
 */
export function initialFiles(chunks: ChunkInfo[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: the build has no entry chunk');
  const files = new Set(closure(entry, byFile, new Set()));
  for (const stage of entry.dynamicImports) {
    const chunk = byFile.get(stage);
    if (chunk) for (const file of closure(chunk, byFile, new Set())) files.add(file);
  }
  return [...files];
}

export function routePreloads(chunks: ChunkInfo[], routes: readonly RouteRow[], routerFile: string): RoutePreload[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const initial = new Set(initialFiles(chunks));
  const modules = pageModules(routerFile);
  const gamesDir = path.resolve(path.dirname(routerFile), '../features/games');
  const chunkOf = (module: string, what: string) => {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`route-preload: no chunk for ${what} (${module})`);
    return chunk;
  };
  return routes.map((route) => {
    const module = modules.get(route.page);
    if (!module) throw new Error(`route-preload: page '${route.page}' of ${route.path} is not in router.tsx's pages table`);
    const own = [chunkOf(module, route.path)];
    if (route.game) own.push(chunkOf(path.join(gamesDir, route.game, `${route.game}-game.tsx`), route.path));
    // The route's own chunks first, then what they import.
    const files = new Set(own.map((c) => c.fileName));
    for (const chunk of own) for (const f of closure(chunk, byFile, initial)) files.add(f);
    return { path: route.path, own: own.length, files: [...files].map((f) => `/${f}`) };
  });
}

export function writeRoutePreloads(file: string, preloads: RoutePreload[]): void {
  writeFileSync(file, JSON.stringify(preloads));
}
