/**
 * `node --import tsx bench/ws-flood.ts [serverEntry]`: the server's memory while four websocket links
 * flood it with calls and never read the replies (issue 12, point 12). Starts the server on a fresh
 * SQLite file, samples its RSS every 200 ms, and prints the idle and peak figures and how the links
 * ended. FLOOD_SECONDS (default 10), FLOOD_FRAME_BYTES (default 15000) and FLOOD_PATH tune the flood.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

const root = path.resolve(import.meta.dirname, '..');
const entry = process.argv[2] ?? path.join(root, 'apps/server/src/main.ts');
const seconds = Number(process.env.FLOOD_SECONDS ?? 10);
const frameBytes = Number(process.env.FLOOD_FRAME_BYTES ?? 15_000);
// A public call that reads the database, so each frame costs the server some work.
const callPath = process.env.FLOOD_PATH ?? '/ws/game/dice/pastRound';

const rssMb = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
};

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasino-flood-'));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'error',
      DATABASE_URL: `file:${dir}/flood.db`,
      ROUND_TIME_PERCENT: '10',
      JOBS: '0',
      WEB_DIST: '/nonexistent',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /berjalan di (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
  });
  // Let a few fast rounds settle so history calls answer real pages.
  await new Promise((r) => setTimeout(r, Number(process.env.FLOOD_WARMUP_MS ?? 8_000)));
  const idle = rssMb(child.pid!);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 200);

  const pad = 'x'.repeat(Math.max(0, frameBytes - 80));
  const closes: string[] = [];
  let sent = 0;
  const links = await Promise.all(
    Array.from(
      { length: 4 },
      () =>
        new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
          ws.once('open', () => resolve(ws));
          ws.on('close', (code) => closes.push(String(code)));
          ws.on('error', () => undefined);
        }),
    ),
  );
  for (const ws of links) ws.pause(); // never read a reply
  const until = Date.now() + seconds * 1_000;
  let id = 0;
  while (Date.now() < until) {
    for (const ws of links) {
      if (ws.readyState !== ws.OPEN || ws.bufferedAmount > 64 * 1024 * 1024) continue;
      ws.send(`{"id":${++id},"path":"${callPath}","data":{"count":50},"pad":"${pad}"}`);
      sent++;
    }
    if (id % 64 === 0) await new Promise((r) => setImmediate(r));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  clearInterval(sampler);
  console.log(
    JSON.stringify({
      entry: path.relative(root, entry),
      callPath,
      frameBytes,
      seconds,
      framesSent: sent,
      idleRssMb: idle,
      peakRssMb: peak,
      linksClosed: closes,
    }),
  );
  for (const ws of links) ws.terminate();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}

void main();
