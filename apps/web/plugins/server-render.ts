/**
 * After the browser build: builds src/render-page.tsx for Node into dist/server/ (one file, its
 * libraries included, so the server can load it from wherever the build is copied), renders the
 * lobby once to fail the build early if server rendering broke, writes which chunks each route needs
 * (plugins/route-preload.ts), then compresses the browser files.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import type * as RenderPageModule from '../src/render-page.tsx';
import { precompressTree } from './precompress.ts';
import { chunksOf, ROUTE_PRELOADS_FILE, routePreloads, writeRoutePreloads, type ChunkInfo } from './route-preload.ts';

const SSR_DIR = 'server';

async function buildServerRenderer(root: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()] as unknown as PluginOption[],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/render-page.tsx',
      outDir: path.join(outDir, SSR_DIR),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  return path.join(outDir, SSR_DIR, 'render-page.js');
}

export function serverRenderedLobby(): PluginOption {
  let root = '';
  let outDir = 'dist';
  let ssrBuild = false;
  let chunks: ChunkInfo[] = [];
  return {
    name: 'kasino-server-rendered-lobby',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      ssrBuild = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      chunks = chunksOf(bundle);
    },
    async closeBundle() {
      if (ssrBuild) return;
      const entry = await buildServerRenderer(root, outDir);
      const { renderPage, routeTable } = (await import(pathToFileURL(entry).href)) as typeof RenderPageModule;
      const page = await renderPage({ path: '/', boards: [], as: 'visitor' });
      if (!page?.root.includes('in-house-games')) throw new Error('render-page.js rendered no lobby');
      const preloads = routePreloads(chunks, routeTable, path.join(root, 'src/app/router.tsx'));
      writeRoutePreloads(path.join(outDir, SSR_DIR, ROUTE_PRELOADS_FILE), preloads);
      precompressTree(outDir, [path.join(outDir, SSR_DIR)]);
    },
  } as PluginOption;
}
