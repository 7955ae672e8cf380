// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (which migrates and seeds an empty database itself). Signals pass through to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
// The lobby's server renderer comes with the same build; a build from before it had none.
const renderer = path.join(root, 'apps/web/dist/server/render-page.js');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/plugins',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
]
  .map((p) => path.join(root, p))
  .filter(existsSync)
  .map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs));

if (!existsSync(dist) || !existsSync(renderer) || statSync(dist).mtimeMs < Math.max(...sources)) {
  console.log('Membangun aplikasi web…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@kasino/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
