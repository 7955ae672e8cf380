/**
 * The files the build cuts the code into (chunk-groups.ts), read from the build: the groups hold
 * together without a cycle, the lobby's first load names none of them, and a page comes in a handful
 * of files rather than dozens.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupOf } from './chunk-groups.ts';

const dist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(import.meta.dirname, '..', 'dist'));
const assets = path.join(dist, 'assets');
const built = existsSync(path.join(dist, 'index.html'));

/** Each script's static imports of other scripts (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    const imports = [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
    graph.set(file, [...new Set(imports)]);
  }
  return graph;
}

const kind = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
const VENDORS = new Set(['react', 'data', 'i18n', 'forms']);

describe('the files of the build', () => {
  it('is built before it is checked', () => {
    expect(built, `no build at ${dist}: run npm run build`).toBe(true);
  });

  it.runIf(built)('import each other without a cycle', () => {
    const graph = staticImports();
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') return void cycles.push([...trail, file].join(' → '));
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it.runIf(built)('keep the groups apart: common needs only the shell (with the preload helper) and vendors, a kit also common', () => {
    const graph = staticImports();
    for (const [file, imports] of graph) {
      const name = kind(file);
      if (name !== 'common' && !name.endsWith('-kit')) continue;
      const allowed = (dep: string) =>
        ['shell', 'index', 'preload'].includes(kind(dep)) ||
        VENDORS.has(kind(dep)) ||
        (name !== 'common' && kind(dep) === 'common') ||
        kind(dep) === name;
      expect(
        imports.filter((dep) => !allowed(dep)),
        file,
      ).toEqual([]);
    }
  });

  it.runIf(built)(
    'start the app in stages: the entry imports only the preload helper, and loads React, the data layer and the shell one after the other, all preloaded',
    () => {
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const entry = /s\.src='\/assets\/([\w.-]+\.js)'/.exec(html)?.[1];
      expect(entry, 'the starter names the entry').toBeDefined();
      expect(staticImports().get(entry!)!.map(kind)).toEqual(['preload']);
      const code = readFileSync(path.join(assets, entry!), 'utf8');
      const stages = [...code.matchAll(/import\("\.\/([\w.-]+\.js)"\)/g)].map((m) => kind(m[1]!));
      expect(stages).toEqual(['react', 'data', 'shell']);
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w.-]+\.js)">/g)].map((m) =>
        kind(m[1]!),
      );
      expect([...preloaded].sort()).toEqual(['data', 'index', 'preload', 'react', 'shell']);
    },
  );

  it.runIf(built)('give the lobby no group to load first, and the wallet page a handful of files', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const first = [...html.matchAll(/href="\/assets\/([\w.-]+\.js)"/g)].map((m) => kind(m[1]!));
    expect(first.filter((name) => name === 'common' || name.endsWith('-kit'))).toEqual([]);
    const routes = JSON.parse(readFileSync(path.join(dist, 'server', 'route-preloads.json'), 'utf8')) as {
      path: string;
      files: string[];
    }[];
    const wallet = routes.find((r) => r.path === '/wallet')!;
    // 35 files before the groups, most of them an icon or a helper of a few hundred bytes.
    expect(wallet.files.length).toBeLessThanOrEqual(10);
  });
});

describe('the group of a module', () => {
  it('is common for the shared parts and icons, a kit for a domain, none elsewhere', () => {
    expect(groupOf('/app/apps/web/src/lib/money/format.ts')).toBe('common');
    expect(groupOf('/app/apps/web/src/components/empty-state.tsx')).toBe('common');
    expect(groupOf('/app/node_modules/lucide-react/dist/esm/icons/bell.mjs')).toBe('common');
    expect(groupOf('/app/apps/web/src/features/wallet/components/flow-row.tsx')).toBe('wallet-kit');
    expect(groupOf('/app/node_modules/qrcode/lib/index.js')).toBeUndefined();
    expect(groupOf('/app/apps/web/src/app/router.tsx')).toBeUndefined();
  });
});
