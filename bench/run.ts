/**
 * `npm run bench`: HTTP req/s of GET /main/user and websocket round-trip calls/s, each beside a raw
 * baseline (plain node:http / ws, no framework or database) measured in the same run; then ledger
 * transfers/s and bets/s per store beside a raw transaction of the same engine.
 * BENCH_DURATION (seconds, default 8) and BENCH_CONNECTIONS (default 32) tune the load;
 * BENCH_ONLY=bets measures the websocket bets alone, and BENCH_CPU_PROF=<dir> writes the server's
 * CPU profile there (open it in Chrome DevTools) to see where a bet's time goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { benchLedger, postgresAdminUrl, type LedgerFigures } from './ledger.ts';

const root = path.resolve(import.meta.dirname, '..');
const durationS = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Started {
  url: string;
  child: ChildProcess;
}

function startProcess(args: string[], env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const match = /berjalan di (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve({ url: match[1], child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

async function http(url: string, token?: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `${url}/main/user`,
    connections,
    duration: durationS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Each client sends a call, waits for its reply, sends the next: round trips per second in total. */
async function wsCalls(wsUrl: string, clients: number): Promise<{ cps: number; p99: number }> {
  const sockets = await Promise.all(
    Array.from({ length: clients }, () => new Promise<WebSocket>((resolve, reject) => {
      const s = new WebSocket(wsUrl);
      s.once('open', () => resolve(s));
      s.once('error', reject);
    })),
  );
  const latencies: number[] = [];
  const deadline = performance.now() + durationS * 1000;
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          let id = 0;
          let sentAt = 0;
          const send = () => {
            if (performance.now() >= deadline) return resolve();
            sentAt = performance.now();
            socket.send(JSON.stringify({ id: ++id, path: '/ws/server/time', data: {} }));
          };
          socket.on('message', () => {
            latencies.push(performance.now() - sentAt);
            send();
          });
          send();
        }),
    ),
  );
  for (const s of sockets) s.close();
  latencies.sort((a, b) => a - b);
  return { cps: latencies.length / durationS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

async function registerToken(url: string, phone = '081299990000'): Promise<string> {
  const res = await fetch(`${url}/main/user/phone/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'bench1234', adult: true }),
  });
  const json = (await res.json()) as { data: { token: string } };
  return json.data.token;
}

/** A funded player: registered, with a sandbox deposit confirmed. */
async function fundedPlayer(url: string, i: number): Promise<string> {
  const token = await registerToken(url, `0812988${String(i).padStart(5, '0')}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const order = (await (await fetch(`${url}/main/pay/recharge`, { method: 'POST', headers, body: JSON.stringify({ amount: '50000000' }) })).json()) as { data: { id: string } };
  for (;;) {
    const state = (await (await fetch(`${url}/main/pay/orderState/${order.data.id}`, { headers })).json()) as { data: { status: string } };
    if (state.data.status !== 'pending') return token;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Roller bets end to end: each client places a bet, waits for its result, places the next. */
async function wsBets(url: string, tokens: string[]): Promise<{ bps: number; p99: number; errors: number }> {
  const sockets = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<WebSocket>((resolve, reject) => {
          const s = new WebSocket(url.replace('http', 'ws') + '/ws', { headers: { cookie: `token=${token}` } });
          s.once('open', () => resolve(s));
          s.once('error', reject);
        }),
    ),
  );
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationS * 1000;
  await Promise.all(
    sockets.map(
      (socket, lane) =>
        new Promise<void>((resolve) => {
          let id = 0;
          let sentAt = 0;
          const send = () => {
            if (performance.now() >= deadline) return resolve();
            sentAt = performance.now();
            socket.send(JSON.stringify({ id: ++id, path: '/ws/game/roller/startRound', data: { uuid: `bench-${lane}-${id}-${Date.now()}`, amount: '1000', choose: 50000, isHigher: id % 2 === 0 } }));
          };
          socket.on('message', (raw) => {
            const frame = JSON.parse(raw.toString()) as { id?: number; code?: number };
            if (frame.id === undefined) return;
            if (frame.code !== 200) errors++;
            latencies.push(performance.now() - sentAt);
            send();
          });
          send();
        }),
    ),
  );
  for (const s of sockets) s.close();
  latencies.sort((a, b) => a - b);
  return { bps: latencies.length / durationS, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, errors };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (100 Hz)
  } catch {
    return null;
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasino-bench-'));
  const raw = await startProcess([path.join(root, 'bench/raw-server.mjs')], {});
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const kasino = await startProcess([...profile, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    REDIS_URL: '',
    WEB_DIST: '/nonexistent',
    AUTH_ATTEMPTS_PER_IP: '1000',
    SANDBOX_CONFIRM_MS: '50',
  });
  try {
    const token = await registerToken(kasino.url);
    console.log(`Kasino bench: ${durationS} s per figure, ${connections} connections, node ${process.version}\n`);
    if (process.env.BENCH_ONLY === 'bets') {
      const players = await Promise.all(Array.from({ length: connections }, (_, i) => fundedPlayer(kasino.url, i)));
      const cpuBefore = cpuSeconds(kasino.child.pid);
      const bets = await wsBets(kasino.url, players);
      const cpuAfter = cpuSeconds(kasino.child.pid);
      const perBet = cpuBefore !== null && cpuAfter !== null ? `, server CPU ${Math.round(((cpuAfter - cpuBefore) * 1e6) / (bets.bps * durationS))} µs/bet` : '';
      console.log(`WS Roller bets (SQLite, FULL sync): ${fmt(bets.bps)} bets/s, p99 ${bets.p99.toFixed(1)} ms, ${bets.errors} errors${perBet}`);
      return;
    }

    const rawHttp = await http(raw.url);
    const kHttp = await http(kasino.url, token);
    const rawWs = await wsCalls(raw.url.replace('http', 'ws') + '/ws', connections);
    const kWs = await wsCalls(kasino.url.replace('http', 'ws') + '/ws', connections);
    const players = await Promise.all(Array.from({ length: connections }, (_, i) => fundedPlayer(kasino.url, i)));
    const kBets = await wsBets(kasino.url, players);

    const rows = [
      ['HTTP GET /main/user (SQLite)', `${fmt(kHttp.rps)} req/s`, `p99 ${kHttp.p99} ms`, `${fmt(rawHttp.rps)} req/s`, (kHttp.rps / rawHttp.rps).toFixed(2)],
      ['WS round-trip calls', `${fmt(kWs.cps)} calls/s`, `p99 ${kWs.p99.toFixed(1)} ms`, `${fmt(rawWs.cps)} calls/s`, (kWs.cps / rawWs.cps).toFixed(2)],
      ['WS Roller bets (SQLite, FULL sync)', `${fmt(kBets.bps)} bets/s`, `p99 ${kBets.p99.toFixed(1)} ms`, `${fmt(rawWs.cps)} calls/s`, (kBets.bps / rawWs.cps).toFixed(2)],
    ];
    if (kBets.errors) console.log(`(${kBets.errors} bet errors)`);
    console.log('| figure | Kasino | latency | raw baseline | ratio |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    if (kHttp.errors) console.log(`\n(${kHttp.errors} HTTP errors during the Kasino run)`);

    // Ledger, in process: each store beside a bare INSERT+UPDATE transaction on the same engine.
    const ledgers: LedgerFigures[] = [];
    const postgres = await postgresAdminUrl();
    ledgers.push(await benchLedger('sqlite', durationS));
    if (postgres) ledgers.push(await benchLedger('postgres', durationS, postgres));
    else console.log('\n(PostgreSQL not reachable: set DATABASE_URL to measure its ledger store)');
    console.log('\n| ledger (synchronous commits) | raw INSERT+UPDATE tx/s | transfers/s | ratio | bets/s (1 client) | bets/s (16 clients) | ratio to raw |');
    console.log('|---|---|---|---|---|---|---|');
    for (const l of ledgers) {
      console.log(`| ${l.engine} | ${fmt(l.rawTxPerSec)} | ${fmt(l.transfersPerSec)} | ${(l.transfersPerSec / l.rawTxPerSec).toFixed(2)} | ${fmt(l.betsPerSec)} | ${fmt(l.parallelBetsPerSec)} | ${(l.parallelBetsPerSec / l.rawTxPerSec).toFixed(2)} |`);
    }

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/latest.json'),
      JSON.stringify({ at: new Date().toISOString(), durationS, connections, http: { kasino: kHttp, raw: rawHttp }, ws: { kasino: kWs, raw: rawWs }, bets: kBets, ledgers }, null, 2),
    );
  } finally {
    raw.child.kill('SIGTERM');
    kasino.child.kill('SIGTERM');
    await new Promise((resolve) => kasino.child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
