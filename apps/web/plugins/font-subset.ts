/**
 * The Inter variable font, cut to the characters the app writes. Fontsource ships Inter in script
 * slices (latin 48 kB, latin-ext 85 kB, …); a phone fetched both for the lobby because one ₿ on a game
 * card falls in latin-ext. At build time each slice is cut to the characters found in the app's
 * sources (its strings, the dictionary) plus printable ASCII, keeping the weight axis, and index.html
 * gets the @font-face rules and a preload of the latin cut, which every page needs for its first paint.
 * Text outside the cut (a player's accented name) is drawn in the system font, as font-display: swap
 * would show it while loading anyway.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HtmlTagDescriptor, PluginOption } from 'vite';
import subsetFont from 'subset-font';

const FAMILY = 'Inter Variable';
/** The slice every page needs: preloaded. */
const PRELOADED = 'latin';

interface Slice {
  /** e.g. latin, latin-ext */
  name: string;
  file: string;
  ranges: Array<[number, number]>;
}

/** The weight-axis slices as fontsource's wght.css declares them: file and unicode-range. */
function fontsourceSlices(): Slice[] {
  const css = createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css');
  const text = readFileSync(css, 'utf8');
  const slices: Slice[] = [];
  for (const match of text.matchAll(/url\(\.\/files\/inter-([a-z-]+)-wght-normal\.woff2\)[^;]*;\s*unicode-range:\s*([^;]+);/g)) {
    const ranges = match[2]!.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
    slices.push({ name: match[1]!, file: path.join(path.dirname(css), 'files', `inter-${match[1]}-wght-normal.woff2`), ranges });
  }
  if (!slices.some((s) => s.name === PRELOADED)) throw new Error(`font-subset: no ${PRELOADED} slice in ${css}`);
  return slices;
}

/** Every character outside ASCII written in the sources, plus printable ASCII and the spaces Intl uses. */
export function charactersUsed(sourceDir: string): Set<number> {
  const used = new Set<number>([0xa0, 0x202f]);
  for (let c = 0x20; c < 0x7f; c++) used.add(c);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const ch of readFileSync(full, 'utf8')) if (ch.codePointAt(0)! > 0x7e) used.add(ch.codePointAt(0)!);
    }
  };
  walk(sourceDir);
  return used;
}

/** `U+20-7E,U+A0` for a set of code points. */
export function unicodeRange(points: number[]): string {
  const sorted = [...points].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i]!)}`);
  }
  return parts.join(',');
}

interface Cut {
  slice: string;
  assetName: string;
  range: string;
}

export function interSubset(): PluginOption {
  let sourceDir = '';
  const cuts: Cut[] = [];
  return {
    name: 'kasino-inter-subset',
    configResolved(config) {
      sourceDir = path.join(config.root, 'src');
    },
    async buildStart() {
      if (this.meta.watchMode) return;
      cuts.length = 0;
      const used = charactersUsed(sourceDir);
      for (const slice of fontsourceSlices()) {
        const points = [...used].filter((c) => slice.ranges.some(([from, to]) => c >= from && c <= to));
        if (points.length === 0) continue;
        const source = await subsetFont(readFileSync(slice.file), String.fromCodePoint(...points), { targetFormat: 'woff2' });
        const assetName = `inter-${slice.name}.woff2`;
        this.emitFile({ type: 'asset', name: assetName, source });
        cuts.push({ slice: slice.name, assetName, range: unicodeRange(points) });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The dev server serves fontsource's full slices instead.
        if (!ctx.bundle) {
          const css = createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css');
          return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/@fs${css}` }, injectTo: 'head' }];
        }
        const fileOf = (name: string) =>
          Object.values(ctx.bundle!).find((out) => out.type === 'asset' && (out.names?.includes(name) || out.name === name))?.fileName;
        const faces: string[] = [];
        const tags: HtmlTagDescriptor[] = [];
        for (const cut of cuts) {
          const file = fileOf(cut.assetName);
          if (!file) throw new Error(`font-subset: ${cut.assetName} is not in the bundle`);
          faces.push(
            `@font-face{font-family:'${FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;` +
              `src:url(/${file}) format('woff2-variations');unicode-range:${cut.range}}`,
          );
          if (cut.slice === PRELOADED)
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
              injectTo: 'head',
            });
        }
        tags.push({ tag: 'style', children: faces.join('\n'), injectTo: 'head' });
        return tags;
      },
    },
  } as PluginOption;
}
