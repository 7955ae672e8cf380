/**
 * Test harness: starts a real server on an ephemeral port against a fresh database (a temp SQLite
 * file, or a new PostgreSQL database created and dropped per server when DATABASE_URL is set), and
 * gives HTTP and websocket clients that talk to it the way the web app does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { loadConfig } from '../src/config/config.ts';
import { createServer, type KasinoServer } from '../src/app.ts';

export type Engine = 'sqlite' | 'postgres';

/**
 * The two ways Kasino runs, each tested on every CI run: the embedded default (SQLite, in-process bus),
 * always; and production services (PostgreSQL, with the Redis bus when REDIS_URL is set) too when
 * DATABASE_URL names a PostgreSQL server. A SQLite test server never uses Redis, so the in-process
 * bus keeps its own coverage in the same run.
 */
export const engines: Engine[] = process.env.DATABASE_URL?.startsWith('postgres') ? ['sqlite', 'postgres'] : ['sqlite'];

export const redisUrl = process.env.REDIS_URL || null;

/** Redis goes with PostgreSQL (production services); SQLite keeps the in-process bus. */
const redisFor = (databaseUrl: string): string | null => (databaseUrl.startsWith('postgres') ? redisUrl : null);

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of the engine. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'kasino-test-'));
    return { url: `file:${path.join(dir, 'test.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.DATABASE_URL as string;
  const name = `kasino_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServer {
  url: string;
  wsUrl: string;
  server: KasinoServer;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1:<random> with its own database and Redis prefix. */
export async function startTestServer(engine: Engine, env: Record<string, string> = {}, options: ServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(engine);
  const started = await startOn(database.url, env, options);
  return { ...started, close: async () => (await started.close(), await database.drop()) };
}

/** Starts a server on an existing database (to restart a node on the same data); close keeps the data. */
/** `now` replaces the server's clock (tests that move time forward, e.g. a limit raise after 24 h). */
export interface ServerOptions {
  now?: () => number;
}

/** SQLite: an `uploads` folder next to the file (dropped with it); PostgreSQL: one temp folder per database. */
export function uploadDirFor(databaseUrl: string): string {
  if (databaseUrl.startsWith('file:')) return path.join(path.dirname(databaseUrl.slice('file:'.length)), 'uploads');
  return path.join(tmpdir(), 'kasino-test-uploads', new URL(databaseUrl).pathname.replace(/\W/g, ''));
}

export async function startOn(databaseUrl: string, env: Record<string, string> = {}, options: ServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    ...(redisFor(databaseUrl) ? { REDIS_URL: redisUrl as string, REDIS_PREFIX: `kasino-test-${randomBytes(4).toString('hex')}:` } : {}),
    AUTH_ATTEMPTS_PER_IP: '1000',
    // Tests that withdraw right after adding a bank account; the hold's own tests set 24 (the default).
    WITHDRAW_HOLD_HOURS: '0',
    WEB_DIST: '/nonexistent',
    // Chains of 1,000 rounds (production: 10,000) outlast any test, and each start builds one per game.
    ROUND_CHAIN_LENGTH: '1000',
    // Support images beside the test's own database (a restart on the same database finds them).
    UPLOAD_DIR: uploadDirFor(databaseUrl),
    ...env,
  });
  const server = await createServer(config, options);
  const url = await server.listen();
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws') + '/ws',
    server,
    close: () => server.close(),
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: { code: number; msg: string; data?: T; field?: string };
  headers: Headers;
}

/** Sends a request like the web client: JSON body, optional bearer token. */
export async function request<T = unknown>(
  base: string,
  method: string,
  pathName: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(base + pathName, { method, headers, body });
  const text = await res.text();
  let parsed: ApiResponse<T>['body'];
  try {
    parsed = JSON.parse(text) as ApiResponse<T>['body'];
  } catch {
    throw new Error(`non-JSON response ${res.status}: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

let phoneCounter = 0;
/** A unique valid Indonesian mobile number per call. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = (Date.now() % 1_000_000).toString().padStart(6, '0') + (phoneCounter % 1000).toString().padStart(3, '0');
  return `0812${tail}`;
}

/** A fresh number ending in `ending` (the sandbox phone-credit provider decides by the last digits). */
let endingCounter = 0;
export function uniquePhoneEnding(ending: string): string {
  endingCounter += 1;
  // 0813 (uniquePhone uses 0812), then digits from the time and a counter, so two calls in one ms differ.
  const digits = ((Date.now() + endingCounter * 7919) % 10 ** (9 - ending.length)).toString().padStart(9 - ending.length, '0');
  return `0813${digits}${ending}`;
}

/** Registers a fresh user and returns its token and id. */
export async function registerUser(
  base: string,
  password = 'rahasia123',
  phone = uniquePhone(),
): Promise<{ token: string; userId: number; phone: string; password: string }> {
  const res = await request<{ token: string; user: { id: number } }>(base, 'POST', '/main/user/phone/register', {
    body: { phone, password, adult: true },
  });
  if (res.status !== 200 || !res.body.data) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, userId: res.body.data.user.id, phone, password };
}

type Frame = { id?: number | string | null; path?: string; code?: number; msg?: string; data?: unknown; ts?: number };

/** A websocket client speaking the DESIGN protocol. */
export class WsClient {
  private nextId = 1;
  private readonly pending = new Map<number, (frame: Frame) => void>();
  readonly pushes: Frame[] = [];
  readonly others: Frame[] = [];
  private readonly waiters: Array<{ match: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  closeCode: number | null = null;
  readonly closed: Promise<number>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => this.onFrame(JSON.parse(raw.toString()) as Frame));
    this.closed = new Promise((resolve) =>
      socket.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
  }

  static async connect(wsUrl: string, options: { cookieToken?: string } = {}): Promise<WsClient> {
    const socket = new WebSocket(wsUrl, options.cookieToken ? { headers: { cookie: `token=${options.cookieToken}` } } : {});
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new WsClient(socket);
  }

  private onFrame(frame: Frame): void {
    if (typeof frame.id === 'number' && this.pending.has(frame.id)) {
      this.pending.get(frame.id)?.(frame);
      this.pending.delete(frame.id);
    } else if (frame.path && frame.ts !== undefined) {
      this.pushes.push(frame);
    } else {
      this.others.push(frame);
    }
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i];
      if (waiter && waiter.match(frame)) {
        this.waiters.splice(i, 1);
        waiter.resolve(frame);
      }
    }
  }

  /** Sends a call and resolves with the reply frame (code, data or msg). */
  call(pathName: string, data?: unknown): Promise<Frame> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`ws call ${pathName} timed out`)), 5_000);
      this.pending.set(id, (frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
      this.socket.send(JSON.stringify({ id, path: pathName, data }));
    });
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** Resolves with the next frame that matches (already received frames are not considered). */
  next(match: (f: Frame) => boolean, timeoutMs = 5_000, what = 'frame'): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching ${what} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
