// Vite build of the Kasino SPA: React + Tailwind, dev proxy to the API server, vendor chunks split
// so the first paint only loads the shell (route pages and popups are lazy chunks of their own).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type PluginOption, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = 'http://127.0.0.1:3000';

/** Same-origin paths served by apps/server; the SPA owns every other path. */
const proxy: Record<string, string | ProxyOptions> = {
  '/main': apiTarget,
  '/heracles': apiTarget,
  '/ws': { target: apiTarget, ws: true },
  '/health': apiTarget,
  '/ops': apiTarget,
  '/docs': apiTarget,
};

/** Vendor groups: each changes at its own pace and caches on its own. */
const vendorChunks: ReadonlyArray<readonly [string, RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/],
  ['data', /[\\/]node_modules[\\/](@tanstack|zustand)[\\/]/],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
  ['motion', /[\\/]node_modules[\\/](motion|motion-dom|motion-utils|framer-motion)[\\/]/],
  ['forms', /[\\/]node_modules[\\/]react-hook-form[\\/]/],
];

/**
 * Writes .br and .gz beside every text asset once the build is on disk; the server sends them
 * (@fastify/static preCompressed) to browsers that accept them, a third of the bytes on a phone link.
 */
function precompress(): PluginOption {
  let outDir = 'dist';
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]));
  return {
    name: 'kasino-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  } as PluginOption;
}

// The plugins are hoisted to the root node_modules, where vitest's newer vite major lives, so their
// declared Plugin type is that major's; at runtime they work with this workspace's vite 7.
const plugins = [react(), tailwindcss(), precompress()] as unknown as PluginOption[];

export default defineConfig({
  plugins,
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        manualChunks(id) {
          for (const [name, pattern] of vendorChunks) if (pattern.test(id)) return name;
          return undefined;
        },
      },
    },
  },
});
