/**
 * `npm run bench`: HTTP req/s of GET /main/user and websocket round-trip calls/s, each beside a raw
 * baseline (plain node:http / ws, no framework or database) measured in the same run; then ledger
 * transfers/s and bets/s per store beside a raw transaction of the same engine.
 * BENCH_DURATION (seconds, default 8) and BENCH_CONNECTIONS (default 32) tune the load;
 * BENCH_ONLY=bets measures the websocket bets alone (and again with every player's wagering bonus active), BENCH_ONLY=lighthouse the four pages' Lighthouse figures (BENCH_LH_PAGES=/,/wallet only those, BENCH_LH_RUNS runs each), BENCH_ONLY=lobby the catalogue list, search and
 * home calls, and BENCH_CPU_PROF=<dir> writes the server's
 * CPU profile there (open it in Chrome DevTools) to see where a bet's time goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { benchLedger, postgresAdminUrl, type LedgerFigures } from './ledger.ts';
import { benchWeb, ensureBuilt } from './web.ts';
import { lighthouseFigures, printLighthouse } from './lighthouse.ts';

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

/**
 * Waits until a just-started server is quiet (under 5 % of a core for two seconds in a row, at most
 * 60 s): it builds each game's round chain when it starts, and a page measured meanwhile shares the
 * CPU with it (Lighthouse runs on the same two cores and scored the lobby 77 then 94 and 98).
 */
async function untilQuiet(pid: number | undefined): Promise<void> {
  const first = cpuSeconds(pid);
  if (first === null) return;
  let last: number = first;
  const deadline = Date.now() + 60_000;
  let quietFor = 0;
  while (quietFor < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now: number = cpuSeconds(pid) ?? last;
    quietFor = now - last < 0.05 ? quietFor + 1 : 0;
    last = now;
  }
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

/** GET req/s and p99 of one path (public: no token). */
async function httpPath(
  url: string,
  pathName: string,
  headers: Record<string, string> = {},
): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url: `${url}${pathName}`, connections, duration: durationS, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** BENCH_ONLY=lobby: the catalogue calls the lobby makes, beside the raw HTTP baseline. */
async function lobby(kasinoUrl: string, rawUrl: string): Promise<void> {
  const raw = await httpPath(rawUrl, '/main/user');
  const paths = [
    '/main/slot/list?type=slot&page=3&count=24',
    '/main/slot/list?type=slot&firm=pp&tag=hot&count=24',
    '/main/slot/search?q=sweet',
    '/main/slot/search?q=fortune&type=slot',
    '/main/slot/home',
  ];
  console.log('| lobby call | Kasino | latency | raw baseline | ratio |');
  console.log('|---|---|---|---|---|');
  for (const p of paths) {
    const k = await httpPath(kasinoUrl, p);
    console.log(
      `| GET ${p} | ${fmt(k.rps)} req/s | p99 ${k.p99} ms | ${fmt(raw.rps)} req/s | ${(k.rps / raw.rps).toFixed(2)} |${k.errors ? ` (${k.errors} errors)` : ''}`,
    );
  }
}

/** Each client sends a call, waits for its reply, sends the next: round trips per second in total. */
async function wsCalls(wsUrl: string, clients: number): Promise<{ cps: number; p99: number }> {
  const sockets = await Promise.all(
    Array.from(
      { length: clients },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const s = new WebSocket(wsUrl);
          s.once('open', () => resolve(s));
          s.once('error', reject);
        }),
    ),
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
  const order = (await (
    await fetch(`${url}/main/pay/recharge`, { method: 'POST', headers, body: JSON.stringify({ amount: '50000000' }) })
  ).json()) as { data: { id: string } };
  for (;;) {
    const state = (await (await fetch(`${url}/main/pay/orderState/${order.data.id}`, { headers })).json()) as { data: { status: string } };
    if (state.data.status !== 'pending') return token;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Claims each player's first deposit bonus (granted by the bench deposit); answers how many are active. */
async function claimFirstBonuses(url: string, tokens: string[]): Promise<number> {
  let active = 0;
  for (const token of tokens) {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    for (let i = 0; i < 100; i++) {
      const info = (await (await fetch(`${url}/main/promo/info`, { headers })).json()) as {
        data: { grants: { id: number; promotion: string }[] };
      };
      const grant = info.data.grants.find((g) => g.promotion === 'first_deposit');
      if (grant) {
        const res = (await (
          await fetch(`${url}/main/promo/claim`, { method: 'POST', headers, body: JSON.stringify({ id: grant.id }) })
        ).json()) as {
          code: number;
        };
        if (res.code === 200) active++;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return active;
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
            socket.send(
              JSON.stringify({
                id: ++id,
                path: '/ws/game/roller/startRound',
                data: { uuid: `bench-${lane}-${id}-${Date.now()}`, amount: '1000', choose: 50000, isHigher: id % 2 === 0 },
              }),
            );
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

/**
 * Crash data held by many idle clients: each connects, subscribes to /ws/game/crash/data and records,
 * for every push, the delay from the server's publish time (`ts`) to its arrival. Also the server's CPU
 * share over the window (from /proc).
 */
async function crashPushes(
  base: string,
  clients: number,
  pid: number | undefined,
): Promise<{ clients: number; frames: number; p50: number; p99: number; cpu: number | null }> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < clients; i += 250) {
    sockets.push(
      ...(await Promise.all(
        Array.from(
          { length: Math.min(250, clients - i) },
          () =>
            new Promise<WebSocket>((resolve, reject) => {
              const s = new WebSocket(base.replace('http', 'ws') + '/ws', { perMessageDeflate: false });
              s.once('open', () => resolve(s));
              s.once('error', reject);
            }),
        ),
      )),
    );
  }
  const delays: number[] = [];
  let counting = false;
  for (const s of sockets) {
    // Reading `ts` without parsing the whole frame keeps the client from being what is measured.
    s.on('message', (raw: Buffer) => {
      if (!counting) return;
      const text = raw.toString('latin1');
      if (!text.startsWith('{"path":"/ws/game/crash/data"')) return;
      const at = text.lastIndexOf('"ts":');
      if (at > 0) delays.push(Date.now() - Number.parseInt(text.slice(at + 5), 10));
    });
    s.send(JSON.stringify({ id: 1, path: '/ws/subscribe', data: { topics: ['/ws/game/crash/data'] } }));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  counting = true;
  await new Promise((r) => setTimeout(r, durationS * 1000));
  counting = false;
  const cpuAfter = cpuSeconds(pid);
  const seconds = (performance.now() - started) / 1000;
  for (const s of sockets) s.terminate();
  delays.sort((a, b) => a - b);
  return {
    clients,
    frames: delays.length,
    p50: delays[Math.floor(delays.length * 0.5)] ?? 0,
    p99: delays[Math.floor(delays.length * 0.99)] ?? 0,
    cpu: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / seconds : null,
  };
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

const wsClients = Number(process.env.BENCH_WS_CLIENTS ?? 5000);

/** Lighthouse on the four pages for a new player with a deposit (the wallet page shows real money). */
async function reportLighthouse(url: string): Promise<void> {
  const token = await fundedPlayer(url, 90_000);
  const userId = Number(token.split('-')[1]);
  printLighthouse(await lighthouseFigures(url, { token, userId }));
}

/** The lobby's first load, on a server that serves the built SPA. */
async function reportWeb(dir: string): Promise<void> {
  const dist = ensureBuilt(root);
  const web = await startProcess(['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: `file:${path.join(dir, 'web.db')}`,
    REDIS_URL: '',
    WEB_DIST: dist,
  });
  try {
    await untilQuiet(web.child.pid);
    if (process.env.BENCH_ONLY === 'lighthouse') {
      await reportLighthouse(web.url);
      return;
    }
    const f = await benchWeb(dist, web.url);
    const sorted = [...f.lcpMs].sort((a, b) => a - b);
    console.log('\n| lobby first load (mobile: 150 ms RTT, 1.6 Mbps, CPU 4x) | figure | target |');
    console.log('|---|---|---|');
    console.log(`| initial JavaScript (${f.files} files, gzip) | ${f.initialJsGzipKb.toFixed(1)} kB | ≤ 130 kB |`);
    console.log(`| initial CSS (gzip) | ${f.initialCssGzipKb.toFixed(1)} kB | |`);
    console.log(
      `| largest contentful paint, median of 3 cold loads (${f.lcpMs.join(', ')} ms; ${f.lcpElement}) | ${sorted[1]} ms | ≤ 1,500 ms |`,
    );
    console.log(
      `| app live (hydrated, websocket ready), same loads (${f.liveMs.join(', ')} ms) | ${[...f.liveMs].sort((a, b) => a - b)[1]} ms | |`,
    );
    console.log(`| cumulative layout shift, same loads (${f.cls.join(', ')}) | ${[...f.cls].sort((a, b) => a - b)[1]} | |`);
    // The server-rendered page beside a precompressed static file of the same server (brotli both).
    const br = { 'accept-encoding': 'br' };
    const page = await httpPath(web.url, '/', br);
    const asset = await httpPath(web.url, f.cssPath, br);
    console.log(
      `| GET / (lobby rendered on the server, cached until the banners change) | ${fmt(page.rps)} req/s, p99 ${page.p99} ms | static ${f.cssPath}: ${fmt(asset.rps)} req/s (ratio ${(page.rps / asset.rps).toFixed(2)}) |${page.errors ? ` (${page.errors} errors)` : ''}`,
    );
    await reportLighthouse(web.url);
  } finally {
    web.child.kill('SIGTERM');
  }
}

async function reportCrashPushes(raw: Started, kasino: Started): Promise<void> {
  const rawPush = await crashPushes(raw.url, wsClients, raw.child.pid);
  const kPush = await crashPushes(kasino.url, wsClients, kasino.child.pid);
  const cpu = (c: number | null) => (c === null ? 'n/a' : `${Math.round(c * 100)}% of a core`);
  console.log(
    `\n| crash data to ${fmt(wsClients)} idle clients (every 100 ms in flight) | pushes received | delay p50 | delay p99 | server CPU |`,
  );
  console.log('|---|---|---|---|---|');
  console.log(`| raw ws broadcast | ${fmt(rawPush.frames)} | ${rawPush.p50} ms | ${rawPush.p99} ms | ${cpu(rawPush.cpu)} |`);
  console.log(`| Kasino (leader loop → bus → gateway) | ${fmt(kPush.frames)} | ${kPush.p50} ms | ${kPush.p99} ms | ${cpu(kPush.cpu)} |`);
}

/** Websocket limits lifted for the bench's own server (see config.ts for the production defaults). */
const BENCH_WS_LIMITS = {
  WS_LINK_RATE: '1000000',
  WS_LINK_BURST: '1000000',
  WS_USER_RATE: '1000000',
  WS_USER_BURST: '1000000',
  WS_LINKS_PER_IP: '100000',
  WS_MAX_PENDING: '10000',
};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Players betting at once in the websocket bet figure (issue 13's target is stated for 64). */
const betPlayers = Number(process.env.BENCH_BET_PLAYERS ?? 64);

/** Server CPU per bet over a window, from /proc; empty when unreadable. */
function cpuPerBet(before: number | null, after: number | null, bets: number): string {
  return before !== null && after !== null && bets > 0 ? `${Math.round(((after - before) * 1e6) / bets)} µs` : 'n/a';
}

/**
 * Roller bets over websockets by `betPlayers` players, each waiting for its result before the next,
 * beside the raw one-transaction bet (raw-server.mjs: same engine and durability, nothing else).
 */
async function reportBets(raw: Started, kasino: Started): Promise<{ raw: BetFigure; kasino: BetFigure }> {
  const players = await Promise.all(Array.from({ length: betPlayers }, (_, i) => fundedPlayer(kasino.url, i)));
  const rawBefore = cpuSeconds(raw.child.pid);
  const rawBets = await wsBets(raw.url, players);
  const rawAfter = cpuSeconds(raw.child.pid);
  const before = cpuSeconds(kasino.child.pid);
  const bets = await wsBets(kasino.url, players);
  const after = cpuSeconds(kasino.child.pid);
  console.log(`\n| WS Roller bets, ${betPlayers} players (SQLite, WAL, FULL sync) | bets/s | p99 | server CPU per bet | errors |`);
  console.log('|---|---|---|---|---|');
  console.log(
    `| raw one-transaction bet | ${fmt(rawBets.bps)} | ${rawBets.p99.toFixed(1)} ms | ${cpuPerBet(rawBefore, rawAfter, rawBets.bps * durationS)} | ${rawBets.errors} |`,
  );
  console.log(
    `| Kasino (auth, seeds, ledger, events, push) | ${fmt(bets.bps)} | ${bets.p99.toFixed(1)} ms | ${cpuPerBet(before, after, bets.bps * durationS)} | ${bets.errors} |`,
  );
  console.log(`Kasino / raw: ${((bets.bps / rawBets.bps) * 100).toFixed(0)}%`);
  // The same bets with every player's first deposit bonus claimed: its wagering counts each bet.
  const claimed = await claimFirstBonuses(kasino.url, players);
  const bonusBefore = cpuSeconds(kasino.child.pid);
  const withBonus = await wsBets(kasino.url, players);
  const bonusAfter = cpuSeconds(kasino.child.pid);
  console.log(
    `| Kasino, ${claimed} players with an active wagering bonus | ${fmt(withBonus.bps)} | ${withBonus.p99.toFixed(1)} ms | ${cpuPerBet(bonusBefore, bonusAfter, withBonus.bps * durationS)} | ${withBonus.errors} |`,
  );
  // The same players again after forfeiting: a baseline as late in the run as the bonus figure (the
  // database has grown by then), so the ratio compares like with like.
  for (const token of players)
    await fetch(`${kasino.url}/main/promo/bonus/forfeit`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const afterBefore = cpuSeconds(kasino.child.pid);
  const later = await wsBets(kasino.url, players);
  const afterAfter = cpuSeconds(kasino.child.pid);
  console.log(
    `| Kasino, the same players after forfeiting (no bonus) | ${fmt(later.bps)} | ${later.p99.toFixed(1)} ms | ${cpuPerBet(afterBefore, afterAfter, later.bps * durationS)} | ${later.errors} |`,
  );
  console.log(
    `with bonus / without: ${((withBonus.bps / bets.bps) * 100).toFixed(0)}% (first run), ${((withBonus.bps / later.bps) * 100).toFixed(0)}% (after)`,
  );
  return { raw: rawBets, kasino: bets };
}

type BetFigure = { bps: number; p99: number; errors: number };

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasino-bench-'));
  const raw = await startProcess([path.join(root, 'bench/raw-server.mjs')], { RAW_DB: path.join(dir, 'raw.db') });
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
    // Crash preparation of 2 s instead of 8, so a measuring window holds several flights.
    ROUND_TIME_PERCENT: '25',
    // The bench measures capacity: the per-player call rates and the links-per-address cap (all
    // clients here share 127.0.0.1) would measure the limits instead.
    ...BENCH_WS_LIMITS,
  });
  try {
    const token = await registerToken(kasino.url);
    console.log(`Kasino bench: ${durationS} s per figure, ${connections} connections, node ${process.version}\n`);
    if (process.env.BENCH_ONLY === 'web' || process.env.BENCH_ONLY === 'lighthouse') {
      await reportWeb(dir);
      return;
    }
    if (process.env.BENCH_ONLY === 'crash') {
      await reportCrashPushes(raw, kasino);
      return;
    }
    if (process.env.BENCH_ONLY === 'bets') {
      await reportBets(raw, kasino);
      return;
    }

    if (process.env.BENCH_ONLY === 'lobby') {
      await lobby(kasino.url, raw.url);
      return;
    }

    const rawHttp = await http(raw.url);
    const kHttp = await http(kasino.url, token);
    const rawWs = await wsCalls(raw.url.replace('http', 'ws') + '/ws', connections);
    const kWs = await wsCalls(kasino.url.replace('http', 'ws') + '/ws', connections);

    const rows = [
      [
        'HTTP GET /main/user (SQLite)',
        `${fmt(kHttp.rps)} req/s`,
        `p99 ${kHttp.p99} ms`,
        `${fmt(rawHttp.rps)} req/s`,
        (kHttp.rps / rawHttp.rps).toFixed(2),
      ],
      [
        'WS round-trip calls',
        `${fmt(kWs.cps)} calls/s`,
        `p99 ${kWs.p99.toFixed(1)} ms`,
        `${fmt(rawWs.cps)} calls/s`,
        (kWs.cps / rawWs.cps).toFixed(2),
      ],
    ];
    console.log('| figure | Kasino | latency | raw baseline | ratio |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    if (kHttp.errors) console.log(`\n(${kHttp.errors} HTTP errors during the Kasino run)`);

    const bets = await reportBets(raw, kasino);
    // Ledger, in process: each store beside a bare INSERT+UPDATE transaction on the same engine.
    await reportCrashPushes(raw, kasino);
    await reportWeb(dir);

    const ledgers: LedgerFigures[] = [];
    const postgres = await postgresAdminUrl();
    ledgers.push(await benchLedger('sqlite', durationS));
    if (postgres) ledgers.push(await benchLedger('postgres', durationS, postgres));
    else console.log('\n(PostgreSQL not reachable: set DATABASE_URL to measure its ledger store)');
    console.log(
      '\n| ledger (synchronous commits) | raw INSERT+UPDATE tx/s | transfers/s | ratio | bets/s (1 client) | bets/s (16 clients) | ratio to raw | round bets placed/s (16) | round bets settled/s |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const l of ledgers) {
      console.log(
        `| ${l.engine} | ${fmt(l.rawTxPerSec)} | ${fmt(l.transfersPerSec)} | ${(l.transfersPerSec / l.rawTxPerSec).toFixed(2)} | ${fmt(l.betsPerSec)} | ${fmt(l.parallelBetsPerSec)} | ${(l.parallelBetsPerSec / l.rawTxPerSec).toFixed(2)} | ${fmt(l.roundBetsPerSec)} | ${fmt(l.settledBetsPerSec)} |`,
      );
    }

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/latest.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          durationS,
          connections,
          http: { kasino: kHttp, raw: rawHttp },
          ws: { kasino: kWs, raw: rawWs },
          bets,
          ledgers,
        },
        null,
        2,
      ),
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
