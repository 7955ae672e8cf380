/**
 * How the browser build cuts the app's code into files (rollup's `manualChunks`).
 *
 * Left to itself, rollup gives every set of modules shared by a different set of pages a file of its
 * own: the wallet page came in 35 files of 18 kB gzipped in all, most of them an icon or a helper of
 * a few hundred bytes. Over HTTP/1.1 a phone fetches six at a time, each a round trip of its own, so
 * the page waited for six round trips of tiny files. Here the small shared modules go into a few
 * groups: the app's shared parts and icons (`common`) and each domain's (`<domain>-kit`).
 *
 * - What the app's start loads goes into `shell` (rollup would otherwise pull it into a group that
 *   needs it, and the lobby would load the group). The entry (main.tsx) loads it with `import()`, as
 *   its last stage, so the shell is evaluated in a task of its own; the entry stays a file apart.
 * - A page, popup or game screen (loaded with `import()`) stays a file of its own.
 * - A group holds only modules whose imports are the shell's, a vendor's, `common`'s or their own
 *   group's: `common` needs nothing but the shell, a kit nothing but the shell and `common`. So the
 *   files form no cycle, and fetching a group never pulls in another kit.
 */
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/** Vendor groups: each changes at its own pace and caches on its own. */
const vendorChunks: ReadonlyArray<readonly [string, RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  ['data', /[\\/]node_modules[\\/](@tanstack|zustand)[\\/]/],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
  ['forms', /[\\/]node_modules[\\/]react-hook-form[\\/]/],
];

/** The app's start, the entry's last stage (src/main.tsx): with what it imports, the shell. */
const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;

/**
 * Vite's helper that preloads what an `import()` needs: the entry calls it for its stages, so it has
 * a file of its own (left to rollup it went into the shell, and the entry then imported the shell).
 */
const PRELOAD_HELPER = /^\0vite[\\/]preload-helper/;

/** A module above this much code (before minifying) keeps the file rollup gives it. */
const SMALL = 4_000;

const vendorOf = (id: string) => vendorChunks.find(([, pattern]) => pattern.test(id))?.[0];

/** The group a module would go into by where it lives. */
export function groupOf(id: string): string | undefined {
  if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(id) || /[\\/]src[\\/](components|lib)[\\/]/.test(id)) return 'common';
  const feature = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id);
  return feature ? `${feature[1]}-kit` : undefined;
}

/** Module id → its file's name, for every module this plugin places. */
function placeModules(meta: ManualChunkMeta): Map<string, string> {
  const info = (id: string) => meta.getModuleInfo(id);
  const ids = [...meta.getModuleIds()];
  const reach = (start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  const entries = ids.filter((id) => info(id)?.isEntry);
  const starts = ids.filter((id) => APP_START.test(id));
  // The entry's own imports (its stylesheet) stay in the entry's file: put in the shell, they made the
  // entry import the shell, and the shell ran with it.
  const shell = new Set((starts.length > 0 ? starts : entries).flatMap((id) => [...reach(id)]));
  const lazyEntries = new Set(ids.filter((id) => !shell.has(id) && (info(id)?.dynamicImporters.length ?? 0) > 0));
  // How many lazily loaded screens load each module: one alone keeps it in that screen's file.
  const loaders = new Map<string, number>();
  for (const entry of lazyEntries) for (const id of reach(entry)) loaders.set(id, (loaders.get(id) ?? 0) + 1);

  const placed = new Map<string, string>();
  // Rollup's own helpers (`\0commonjsHelpers.js`) go with the vendor code that calls them.
  for (const id of shell) if (!vendorOf(id) && !entries.includes(id) && !id.startsWith('\0')) placed.set(id, 'shell');

  const verdict = new Map<string, string | null>();
  // The group a module goes into, or null; `open` holds the modules being decided (an import cycle).
  const decide = (id: string, open: Set<string>): string | null => {
    const known = verdict.get(id);
    if (known !== undefined) return known;
    const group = groupOf(id);
    const module = info(id);
    if (!group || !module || lazyEntries.has(id) || (loaders.get(id) ?? 0) < 2 || (module.code?.length ?? Infinity) > SMALL) {
      verdict.set(id, null);
      return null;
    }
    open.add(id);
    const ok = module.importedIds.every((next) => {
      if (shell.has(next) || vendorOf(next)) return true;
      if (open.has(next)) return groupOf(next) === group;
      const nextGroup = decide(next, open);
      return nextGroup === group || nextGroup === 'common';
    });
    open.delete(id);
    const result = ok && !(group === 'common' && module.importedIds.some((next) => placedKit(next))) ? group : null;
    verdict.set(id, result);
    return result;
  };
  const placedKit = (id: string) => (verdict.get(id) ?? '').endsWith('-kit');
  for (const id of ids) {
    if (shell.has(id) || vendorOf(id)) continue;
    const group = decide(id, new Set());
    if (group) placed.set(id, group);
  }
  return placed;
}

export function manualChunks(): GetManualChunk {
  let placed: Map<string, string> | null = null;
  return (id, meta) => {
    const vendor = vendorOf(id);
    if (vendor) return vendor;
    if (PRELOAD_HELPER.test(id)) return 'preload';
    placed ??= placeModules(meta);
    return placed.get(id);
  };
}
