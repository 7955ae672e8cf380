/**
 * Request timeouts, tried with a raw TCP socket the way a slow-loris client would: a body dripping a
 * byte at a time, headers that never end, a connection that sends nothing. Each is closed by the
 * server (with a 408 envelope when nothing of a response was sent yet). The timeouts are made small
 * through the environment so the tests end quickly; nothing here measures elapsed time.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.ts';
import { registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';

const TIMEOUTS = {
  HTTP_REQUEST_TIMEOUT_MS: '1000',
  HTTP_HEADERS_TIMEOUT_MS: '500',
  HTTP_IDLE_TIMEOUT_MS: '1000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Dripped {
  /** Everything the server wrote back. */
  answer: string;
  /** Whether the server ended the connection (as opposed to us giving up). */
  closedByServer: boolean;
  /** How many of the drip's bytes were sent before the connection ended. */
  sent: number;
}

/**
 * Opens a socket, writes `head` at once, then one byte of `drip` every `everyMs` until the server
 * closes the connection or the drip runs out (then waits a little longer for the server to act).
 */
function dripRequest(base: string, head: string, drip: string, everyMs = 100): Promise<Dripped> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let closedByServer = false;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // a reset after the 408 is part of being closed
    socket.on('end', () => (closedByServer = true));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedByServer, sent });
    });
    socket.on('connect', () => {
      if (head) socket.write(head);
      timer = setInterval(() => {
        if (socket.destroyed) return;
        if (sent < drip.length) {
          socket.write(drip[sent]!);
          sent++;
        } else {
          // The drip is over and the server still holds the connection: give up (a failure below).
          clearInterval(timer);
          setTimeout(() => socket.destroy(), 2_000);
        }
      }, everyMs);
    });
    socket.setTimeout(120_000, () => reject(new Error('socket never closed')));
  });
}

/** Status line and envelope of a raw HTTP answer. */
function parseAnswer(raw: string): { status: number; body: { code?: number; msg?: string } | null } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
  const json = raw.split('\r\n\r\n')[1];
  return { status, body: json ? (JSON.parse(json) as { code?: number; msg?: string }) : null };
}

describe('HTTP request timeouts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite', TIMEOUTS);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a request whose body drips a byte at a time, answering 408 with code 20290', async () => {
    const body = JSON.stringify({ phone: '081234567890', password: 'rahasia123', padding: 'x'.repeat(400) });
    const head = `POST /main/user/phone/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await dripRequest(t.url, head, body);
    expect(result.closedByServer).toBe(true);
    // The body never arrived whole: the server cut it, not the end of the drip.
    expect(result.sent).toBeLessThan(body.length);
    const { status, body: envelope } = parseAnswer(result.answer);
    expect(status).toBe(408);
    expect(envelope).toEqual({ code: 20290, msg: 'Waktu pengiriman permintaan habis: koneksi terlalu lambat, silakan coba lagi' });
  });

  it('closes a connection whose headers never end (slow loris)', async () => {
    const result = await dripRequest(t.url, 'GET /health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: ' + 'a'.repeat(400));
    expect(result.closedByServer).toBe(true);
    expect(result.sent).toBeLessThan(408);
    expect(parseAnswer(result.answer).status).toBe(408);
    expect(parseAnswer(result.answer).body?.code).toBe(20290);
  });

  it('closes a connection that never sends anything', async () => {
    const result = await dripRequest(t.url, '', '', 100);
    expect(result.closedByServer).toBe(true);
  });

  it('still answers a request that arrives in chunks within the limit, and a keep-alive connection', async () => {
    const body = JSON.stringify({ phone: '081234567890', password: 'rahasia123' });
    const head = `POST /main/user/phone/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // 10 chunks, one every 20 ms: well inside one second.
    const chunks = Array.from({ length: 10 }, (_, i) => body.slice((i * body.length) / 10, ((i + 1) * body.length) / 10));
    const { hostname, port } = new URL(t.url);
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), hostname, async () => {
        socket.write(head);
        for (const chunk of chunks) {
          socket.write(chunk);
          await sleep(20);
        }
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (c: string) => (text += c));
      socket.on('close', () => resolve(text));
    });
    const parsed = parseAnswer(answer);
    // The request was read and judged (wrong phone/password), not cut.
    expect(parsed.status).not.toBe(408);
    expect(parsed.body?.code).not.toBe(20290);
    expect(parsed.status).toBeLessThan(500);
    expect((await request(t.url, 'GET', '/health')).status).toBe(200);
  });

  it('keeps a websocket open well past the request and idle timeouts', async () => {
    const u = await registerUser(t.url);
    const ws = await WsClient.connect(t.wsUrl);
    expect((await ws.call('/ws/setup', { token: u.token, clientId: 'c1', clientType: 'browser' })).code).toBe(200);
    // Three request timeouts (and idle timeouts) without a frame from the client.
    await sleep(3_000);
    expect(ws.closeCode).toBeNull();
    const me = await ws.call('/ws/main/user');
    expect(me.data).toMatchObject({ id: u.userId });
    ws.close();
  });
});

describe('HTTP timeout configuration', () => {
  it('has defaults that fit a three-image support form on a slow uplink, and refuses nonsense', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.http).toEqual({ requestMs: 60_000, headersMs: 10_000, idleMs: 60_000, keepAliveMs: 72_000 });
    expect(() => loadConfig({ NODE_ENV: 'test', HTTP_REQUEST_TIMEOUT_MS: '1e309' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ NODE_ENV: 'test', HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '5000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });
});
