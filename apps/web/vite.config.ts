// Vite build of the Kasino SPA: React + Tailwind, dev proxy to the API server, the code cut into
// files by plugins/chunk-groups.ts (the first paint loads only the shell; pages and popups are lazy);
// the server renders the lobby's first screen into index.html (plugins/server-render.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { manualChunks } from './plugins/chunk-groups.ts';
import { interSubset } from './plugins/font-subset.ts';
import { directIconImports } from './plugins/icon-imports.ts';
import { serverRenderedLobby } from './plugins/server-render.ts';
import { entryAfterFirstPaint } from './plugins/start-after-paint.ts';

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

// The plugins are hoisted to the root node_modules, where vitest's newer vite major lives, so their
// declared Plugin type is that major's; at runtime they work with this workspace's vite 7.
// serverRenderedLobby also writes the .br/.gz copies the server sends (plugins/precompress.ts).
// interSubset cuts the Inter font to the characters the app writes (plugins/font-subset.ts).
// directIconImports imports each icon on its own (plugins/icon-imports.ts), for plugins/chunk-groups.ts.
// entryAfterFirstPaint runs the app once the page is painted (plugins/start-after-paint.ts).
const plugins = [
  react(),
  tailwindcss(),
  directIconImports(),
  interSubset(),
  entryAfterFirstPaint(),
  serverRenderedLobby(),
] as unknown as PluginOption[];

// The browser build runs on a small stand-in for i18next and react-i18next (src/i18n/lite): the
// app uses one language and plain `{{name}}` strings, and the libraries weighed ~18 kB gzipped on the
// first load. Types, tests and the server renderer keep the real packages.
const lite = (name: string) => fileURLToPath(new URL(`./src/i18n/lite/${name}.ts`, import.meta.url));

export default defineConfig({
  plugins,
  resolve: {
    alias: [
      { find: /^i18next$/, replacement: lite('i18next') },
      { find: /^react-i18next$/, replacement: lite('react-i18next') },
      // react-router's package exports only its development build (warnings, checks); ship the production one.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        manualChunks: manualChunks(),
      },
    },
  },
});
