/**
 * Production mode (DESIGN "Production mode (contract)"), tried as an attacker would:
 *  - the server refuses to start without OPS_TOKEN, DATA_KEY and SMTP_URL, or with a short or
 *    development secret (one line per problem, exit code ≠ 0);
 *  - the sandbox gateway and slot provider do not exist: their routes answer 404, a deposit is refused
 *    (20255) and a third-party launch too (10006), the pay channel list is empty, nothing is re-sent;
 *  - `/ops/*` needs the token even from loopback, `/ops/outbox` and `/docs` do not exist;
 *  - a NODE_ENV other than unset, development, test or production (`prod`, `Production `) is refused,
 *    not run as the development demo;
 *  - a loopback HOST (reachable only through a local proxy) needs TRUST_PROXY;
 *  - CSP `connect-src` is the site itself: 'self' plus its own websocket origin and ALLOWED_ORIGINS';
 *  - X-Forwarded-For is believed only from TRUST_PROXY (else every per-IP limit is the client's pick);
 *  - no verification code reaches a log line or a mail subject.
 * And the development demo still works: ops from loopback, the sandbox deposit confirms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_DATA_KEY, DEV_SANDBOX_SECRET, loadConfig } from '../src/config/config.ts';
import { DEV_SLOT_PROVIDER_SECRET } from '../src/config/provider-secrets.ts';
import { DEV_AUDIT_SIGNING_KEY } from '../src/modules/audit/audit.keys.ts';
import { signSandboxWebhook } from '../src/modules/wallet/sandbox-provider.ts';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { outboxFor, uniqueEmail } from './account-helpers.ts';
import { createTestDatabase, engines, registerUser, request, startTestServer, uniquePhone, type TestServer } from './harness.ts';
import { spawnNode } from './node-process.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

const OPS_TOKEN = 'ops-token-for-the-production-test-0123456789';
/** The four variables production requires, with ≥ 32-character secrets; no mail goes out in these tests. */
const production = {
  NODE_ENV: 'production',
  OPS_TOKEN,
  DATA_KEY: 'data-key-for-the-production-test-0123456789',
  AUDIT_SIGNING_KEY: 'audit-key-for-the-production-test-0123456789',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe('production mode: refusing to start', () => {
  it('names each of OPS_TOKEN, DATA_KEY, AUDIT_SIGNING_KEY and SMTP_URL when missing', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/AUDIT_SIGNING_KEY wajib/);
    expect(problems.join('\n')).toMatch(/SMTP_URL wajib/);
    expect(problems.join('\n')).toMatch(/OPS_TOKEN wajib/);
    expect(problems.join('\n')).toMatch(/DATA_KEY wajib/);
  });

  it('refuses the test clock', () => {
    const problems = problemsOf({ ...production, TEST_CLOCK: '1' });
    expect(problems).toEqual([expect.stringMatching(/TEST_CLOCK tidak boleh di production/)]);
  });

  it('refuses secrets under 32 characters, one problem each', () => {
    const problems = problemsOf({
      ...production,
      OPS_TOKEN: 'o'.repeat(31),
      DATA_KEY: 'd'.repeat(20),
      SANDBOX_SECRET: 's'.repeat(16),
      SLOT_PROVIDER_SECRETS: 'pp:short-secret',
    });
    expect(problems).toHaveLength(4);
    for (const name of ['OPS_TOKEN', 'DATA_KEY', 'SANDBOX_SECRET', 'SLOT_PROVIDER_SECRETS \\(pp\\)'])
      expect(problems.join('\n')).toMatch(new RegExp(`${name} minimal 32 karakter`));
  });

  it('refuses every development default written in the code, under any name', () => {
    const problems = problemsOf({
      ...production,
      DATA_KEY: DEV_DATA_KEY,
      AUDIT_SIGNING_KEY: DEV_AUDIT_SIGNING_KEY,
      OPS_TOKEN: DEV_SANDBOX_SECRET,
      SANDBOX_SECRET: DEV_SANDBOX_SECRET,
      SLOT_PROVIDER_SECRET: DEV_SLOT_PROVIDER_SECRET,
    });
    expect(problems).toHaveLength(5);
    expect(problems.every((p) => /nilai bawaan development/.test(p))).toBe(true);
    // The development defaults are long enough: only the default rule catches them.
    expect(
      Math.min(DEV_DATA_KEY.length, DEV_AUDIT_SIGNING_KEY.length, DEV_SANDBOX_SECRET.length, DEV_SLOT_PROVIDER_SECRET.length),
    ).toBeGreaterThanOrEqual(32);
  });

  it('refuses a NODE_ENV that is not exactly unset, development, test or production, instead of running the demo', () => {
    for (const value of ['prod', 'Production', 'PRODUCTION', 'staging', 'production ', ' production', 'dev', 'testing']) {
      const problems = problemsOf({ ...production, NODE_ENV: value });
      expect(problems).toEqual([
        `NODE_ENV harus kosong, development, test atau production (persis, diterima: ${JSON.stringify(value)}); nilai lain tidak dijalankan sebagai development`,
      ]);
    }
    expect(loadConfig({}).env).toBe('development');
    expect(loadConfig({ NODE_ENV: '' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'development' }).env).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).env).toBe('test');
    expect(loadConfig(production).env).toBe('production');
  });

  it('refuses a loopback HOST without TRUST_PROXY (every player would share the proxy address); starts with it', () => {
    for (const HOST of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', 'localhost', 'LOCALHOST', '::ffff:127.0.0.1']) {
      const problems = problemsOf({ ...production, HOST });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^HOST=.* hanya bisa dicapai lewat proxy di mesin ini: set TRUST_PROXY/);
      expect(problemsOf({ ...production, HOST, TRUST_PROXY: '0' })).toEqual(problems);
      expect(loadConfig({ ...production, HOST, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual({ addresses: ['127.0.0.1'] });
    }
    // Reachable directly: TRUST_PROXY stays optional. Development keeps a loopback HOST without it.
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5', '128.0.0.1', 'kasino.internal'])
      expect(loadConfig({ ...production, HOST }).trustProxy).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1' }).trustProxy).toBe(false);
  });

  it('starts with the three set; sandboxes, docs and forwarded addresses are off by default', () => {
    const config = loadConfig(production);
    expect(config.env).toBe('production');
    expect(config.docs).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.slots.providerSecrets.sandbox).toBeUndefined();
    expect(loadConfig({ ...production, DOCS: '1' }).docs).toBe(true);
  });

  it('reads TRUST_PROXY as addresses/CIDRs or a hop count; refuses "true", bad entries, and hops on a public HOST', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(problemsOf({ TRUST_PROXY: 'true' }).join('\n')).toMatch(/TRUST_PROXY=true/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/40,nginx' }).join('\n')).toMatch(/tidak valid: 10\.0\.0\.0\/40, nginx/);
    expect(problemsOf({ ...production, TRUST_PROXY: '1' }).join('\n')).toMatch(/HOST=127\.0\.0\.1/);
    expect(loadConfig({ ...production, TRUST_PROXY: '1', HOST: '127.0.0.1' }).trustProxy).toEqual({ hops: 1 });
  });

  it('`node apps/server/src/main.ts` with NODE_ENV=production and no secrets exits non-zero, one line per problem', async () => {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env))
      if (v !== undefined && !/^(OPS_TOKEN|DATA_KEY|AUDIT_SIGNING_KEY|SMTP_URL|SANDBOX_SECRET|SLOT_PROVIDER_SECRETS?)$/.test(k)) env[k] = v;
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')], {
      env: { ...env, NODE_ENV: 'production', PORT: '0', DATA_KEY: 'short' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toBe('Konfigurasi tidak valid:');
    expect(lines.slice(1)).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.startsWith('  - '))).toBe(true);
    expect(stderr).toMatch(/AUDIT_SIGNING_KEY wajib/);
    expect(stderr).toMatch(/SMTP_URL wajib/);
    expect(stderr).toMatch(/OPS_TOKEN wajib/);
    expect(stderr).toMatch(/DATA_KEY minimal 32 karakter/);
  }, 30_000);
});

describe.each(engines)('production server (%s)', (engine) => {
  let t: TestServer;
  let webDist: string;
  beforeAll(async () => {
    // A web build (just its shell) so unknown paths would get the SPA: the sandbox's must not.
    webDist = mkdtempSync(path.join(tmpdir(), 'kasino-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    // The harness listens on 127.0.0.1: as behind nginx on the same machine, that needs TRUST_PROXY.
    t = await startTestServer(engine, {
      ...production,
      TRUST_PROXY: '127.0.0.1',
      ALLOWED_ORIGINS: 'https://www.kasino.example',
      WEB_DIST: webDist,
      ROUNDS: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const notFound = (res: { status: number; body: { code: number } }) => {
    expect(res.status).toBe(404);
    expect(typeof res.body.code).toBe('number');
    expect(res.body.code).not.toBe(0);
  };

  it('has no sandbox routes: the webhook, the provider callbacks and the demos answer 404 with the envelope', async () => {
    const now = Date.now();
    const hook = JSON.stringify({ orderId: 'DFORGED0001', providerRef: 'SBX-1', status: 'paid', amount: '999999999' });
    notFound(
      await request(t.url, 'POST', '/main/pay/webhook/sandbox', {
        rawBody: hook,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-timestamp': String(now),
          'x-sandbox-signature': signSandboxWebhook(DEV_SANDBOX_SECRET, now, hook),
        },
      }),
    );
    const credit = JSON.stringify({
      sessionToken: 'x'.repeat(32),
      txId: 'forged-1',
      debitTxId: 'forged-0',
      amount: '999999999',
      gameId: 'pp-sweet-candy-bonanza',
      roundId: 'r1',
    });
    for (const action of ['authenticate', 'debit', 'credit', 'rollback']) {
      notFound(
        await request(t.url, 'POST', `/main/provider/sandbox/wallet/${action}`, {
          rawBody: credit,
          headers: signedHeaders(DEV_SLOT_PROVIDER_SECRET, now, credit),
        }),
      );
    }
    const token = 'a'.repeat(32);
    notFound(await request(t.url, 'GET', `/sandbox-slot/${token}`));
    notFound(await request(t.url, 'GET', `/sandbox-slot/${token}/state`));
    notFound(await request(t.url, 'POST', `/sandbox-slot/${token}/spin`, { body: { bet: '1000', game: 'pp-sweet-candy-bonanza' } }));
    notFound(await request(t.url, 'GET', '/sandbox-slot/assets/slot.js'));
    // Nor do the baccarat, fishing and sportsbook demos.
    notFound(await request(t.url, 'GET', `/sandbox-slot/${token}/demo?game=evolution-x`));
    for (const kind of ['baccarat', 'fish', 'sports']) {
      notFound(await request(t.url, 'POST', `/sandbox-slot/${token}/${kind}`, { body: { game: 'x', round: 0, stake: '1000' } }));
      notFound(await request(t.url, 'GET', `/sandbox-slot/assets/${kind}.js`));
    }
    notFound(await request(t.url, 'GET', '/sandbox-slot/assets/demo-kit.js'));
    // The SPA still answers its own pages: the 404s above are not a missing web build.
    expect((await fetch(`${t.url}/wallet`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('refuses a deposit with 20255, offers no pay channel, and re-sends no sandbox webhook', async () => {
    const u = await registerUser(t.url);
    const res = await request(t.url, 'POST', '/main/pay/recharge', { token: u.token, body: { amount: '50000', channel: 'bank' } });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 20255, msg: expect.stringMatching(/^Deposit belum tersedia/) });
    expect(await t.server.database.db.selectFrom('deposit_orders').selectAll().where('user_id', '=', BigInt(u.userId)).execute()).toEqual(
      [],
    );
    expect(await balanceOf(t.url, u.token)).toBe('0');
    expect((await request<{ list: unknown[] }>(t.url, 'GET', '/main/pay/ports')).body.data!.list).toEqual([]);
    // A sandbox order left in the database (say, from a development run) is never confirmed.
    const now = Date.now();
    await t.server.database.db
      .insertInto('deposit_orders')
      .values({
        id: 'DLEFTOVER0001',
        user_id: BigInt(u.userId),
        currency: 'IDR',
        amount: 5_000_000n,
        channel: 'bank',
        provider: 'sandbox',
        provider_ref: 'SBX-LEFT',
        status: 'pending',
        pay_info: '{}',
        idempotency_key: null,
        failure: null,
        created_at: BigInt(now - 60_000),
        updated_at: BigInt(now - 60_000),
        expires_at: BigInt(now + 600_000),
        paid_at: null,
      })
      .execute();
    expect(await t.server.walletJobs.resendSandbox(0)).toBe(0);
  });

  it('refuses a third-party launch with 10006 (no real game provider configured)', async () => {
    const u = await registerUser(t.url);
    const res = await request(t.url, 'POST', '/main/pp/pp-sweet-candy-bonanza/launch', { token: u.token });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe(10006);
  });

  it('offers no phone credit (no provider connected): the card says it is off and a claim answers 1028', async () => {
    const u = await registerUser(t.url);
    const all = await request<Array<{ id: string; enabled: boolean }>>(t.url, 'GET', '/main/promo/all');
    expect(all.body.data!.find((p) => p.id === 'phone_recharge')?.enabled).toBe(false);
    expect((await request<{ enabled: boolean }>(t.url, 'GET', '/main/promo/phoneRecharge', { token: u.token })).body.data!.enabled).toBe(
      false,
    );
    expect((await request(t.url, 'POST', '/main/promo/phoneRecharge', { token: u.token, body: { tier: 0 } })).body.code).toBe(1028);
  });

  it('needs X-Ops-Token on /ops/* even from loopback; a forwarded loopback address grants nothing', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { 'x-ops-token': 'wrong' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-ops-token': OPS_TOKEN.slice(0, -1) },
    ];
    for (const headers of attempts) {
      const res = await request(t.url, 'GET', '/ops/reconcile', { headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(707);
    }
    expect((await request(t.url, 'POST', '/ops/broadcast', { body: { message: 'Situs dalam perawatan' } })).body.code).toBe(707);
    expect((await request(t.url, 'GET', '/ops/reconcile', { headers: { 'x-ops-token': OPS_TOKEN } })).body).toMatchObject({ ok: true });
    expect(
      (
        await request(t.url, 'POST', '/ops/broadcast', {
          body: { message: 'Situs dalam perawatan' },
          headers: { 'x-ops-token': OPS_TOKEN },
        })
      ).body.code,
    ).toBe(200);
  });

  it('has no /ops/outbox and no /docs, even with the ops token', async () => {
    notFound(await request(t.url, 'GET', '/ops/outbox', { headers: { 'x-ops-token': OPS_TOKEN } }));
    notFound(await request(t.url, 'GET', '/ops/outbox'));
    notFound(await request(t.url, 'GET', '/docs'));
    notFound(await request(t.url, 'GET', '/docs/json'));
  });

  it('limits CSP connect-src to the site itself: its own websocket origin (wss behind https) and ALLOWED_ORIGINS', async () => {
    const connectSrc = async (headers: Record<string, string> = {}) => {
      const csp = (await fetch(`${t.url}/health`, { headers })).headers.get('content-security-policy') ?? '';
      return /(?:^|;)connect-src ([^;]*)/.exec(csp)?.[1];
    };
    const host = new URL(t.url).host;
    expect(await connectSrc()).toBe(`'self' ws://${host} wss://www.kasino.example`);
    // Through the trusted proxy (127.0.0.1): the public host and scheme nginx forwards.
    expect(await connectSrc({ 'x-forwarded-host': 'kasino.example', 'x-forwarded-proto': 'https' })).toBe(
      `'self' wss://kasino.example wss://www.kasino.example`,
    );
    // A Host that is not a plain host[:port] cannot write sources into the header.
    expect(await connectSrc({ 'x-forwarded-host': 'kasino.example; script-src *', 'x-forwarded-proto': 'https' })).toBe(
      `'self' wss://www.kasino.example`,
    );
    expect(await connectSrc({ 'x-forwarded-host': 'a.example,ws://b.example' })).toBe(`'self' wss://www.kasino.example`);
  });
});

describe('production server with DOCS=1', () => {
  it('serves the API docs when asked for', async () => {
    const t = await startTestServer('sqlite', { ...production, TRUST_PROXY: '127.0.0.1', DOCS: '1', ROUNDS: '0', JOBS: '0' });
    try {
      const res = await fetch(`${t.url}/docs/json`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { openapi?: string }).openapi).toMatch(/^3\./);
    } finally {
      await t.close();
    }
  });
});

describe.each(engines)('development server keeps the demo (%s)', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '20', ROUNDS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets loopback use /ops/* without a token, and has the outbox and the docs', async () => {
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    expect((await request(t.url, 'GET', '/ops/outbox')).status).toBe(200);
    expect((await fetch(`${t.url}/docs/json`)).status).toBe(200);
  });

  it('confirms a demo deposit through the sandbox gateway and lists its channels', async () => {
    const u = await registerUser(t.url);
    expect(await depositAndWait(t.url, u.token, '50000')).toMatchObject({ status: 'paid' });
    expect(await balanceOf(t.url, u.token)).toBe('50000');
    expect((await request<{ list: Array<{ id: string }> }>(t.url, 'GET', '/main/pay/ports')).body.data!.list.map((p) => p.id)).toEqual([
      'bank',
      'va',
      'qris',
      'usdt',
    ]);
  });

  it('keeps a mailed code out of the mail subject', async () => {
    const u = await registerUser(t.url);
    const email = uniqueEmail();
    expect((await request(t.url, 'POST', '/main/user/email/code', { token: u.token, body: { purpose: 'bind', email } })).body.code).toBe(
      200,
    );
    const [mail] = await outboxFor(t.url, email);
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail!.subject).not.toContain(mail!.code!);
    expect(mail!.text).toContain(mail!.code!);
  });

  it('sends a CSP whose connect-src is the site itself; an untrusted X-Forwarded-Host/Proto adds nothing', async () => {
    const host = new URL(t.url).host;
    for (const headers of [{}, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }] as Array<Record<string, string>>) {
      const csp = (await fetch(`${t.url}/health`, { headers })).headers.get('content-security-policy') ?? '';
      expect(/(?:^|;)connect-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' ws://${host}`);
    }
  });
});

describe.each(engines)('TRUST_PROXY and the per-IP login limit (%s)', (engine) => {
  const login = (base: string, forwardedFor: string) =>
    request(base, 'POST', '/main/user/phone/login', {
      body: { phone: uniquePhone(), password: 'salah-sandi-1' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('unset: 61 logins from one client, each with another X-Forwarded-For, still hit the per-IP limit', async () => {
    const t = await startTestServer(engine, { AUTH_ATTEMPTS_PER_IP: '60', ROUNDS: '0', JOBS: '0' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 61; i++) codes.push((await login(t.url, `198.51.100.${i + 1}`)).body.code);
      expect(codes.slice(0, 60).every((c) => c === 7021)).toBe(true);
      expect(codes[60]).toBe(667);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('TRUST_PROXY=127.0.0.1: the forwarded address is the key (other addresses pass, the same one is limited)', async () => {
    const t = await startTestServer(engine, { AUTH_ATTEMPTS_PER_IP: '5', TRUST_PROXY: '127.0.0.1', ROUNDS: '0', JOBS: '0' });
    try {
      const spread: number[] = [];
      for (let i = 0; i < 6; i++) spread.push((await login(t.url, `198.51.100.${i + 1}`)).body.code);
      expect(spread).toEqual([7021, 7021, 7021, 7021, 7021, 7021]);
      const same: number[] = [];
      for (let i = 0; i < 5; i++) same.push((await login(t.url, '198.51.100.1')).body.code);
      // 198.51.100.1 already had one attempt: four more reach the limit of five, the fifth is refused.
      expect(same).toEqual([7021, 7021, 7021, 7021, 667]);
      // The session list shows the forwarded address.
      const phone = uniquePhone();
      await request(t.url, 'POST', '/main/user/phone/register', {
        body: { phone, password: 'rahasia123', adult: true },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      const ok = await request<{ token: string }>(t.url, 'POST', '/main/user/phone/login', {
        body: { phone, password: 'rahasia123' },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      const sessions = await request<{ list: Array<{ ip: string | null }> }>(t.url, 'GET', '/main/user/sessions', {
        token: ok.body.data!.token,
      });
      expect(sessions.body.data!.list.map((s) => s.ip)).toContain('203.0.113.77');
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('TRUST_PROXY as a hop count', () => {
  it('TRUST_PROXY=1 keys on the address the proxy appended, not on what the client wrote before it', async () => {
    const t = await startTestServer('sqlite', { AUTH_ATTEMPTS_PER_IP: '2', TRUST_PROXY: '1', ROUNDS: '0', JOBS: '0' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await request(t.url, 'POST', '/main/user/phone/login', {
          body: { phone: uniquePhone(), password: 'salah-sandi-1' },
          headers: { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.1` },
        });
        codes.push(res.body.code);
      }
      expect(codes).toEqual([7021, 7021, 667]);
    } finally {
      await t.close();
    }
  });
});

describe('no code in a log line', () => {
  it('a development node logs the mail, never its code (request log, outbox, errors)', async () => {
    const database = await createTestDatabase('sqlite');
    // Its own SQLite file and no Redis: counters of another run must not meet this node's user ids.
    const node = await spawnNode({ DATABASE_URL: database.url, REDIS_URL: '', LOG_LEVEL: 'info', ROUNDS: '0', JOBS: '0' });
    try {
      const u = await registerUser(node.url);
      const email = uniqueEmail();
      expect(
        (await request(node.url, 'POST', '/main/user/email/code', { token: u.token, body: { purpose: 'bind', email } })).body.code,
      ).toBe(200);
      // The code sent back in a query string (the password-reset check) is not logged either.
      const [mail] = await outboxFor(node.url, email);
      const code = mail!.code!;
      await request(node.url, 'GET', `/main/user/email/password?email=${encodeURIComponent(email)}&code=${code}`);
      // The request log line is written after the answer: wait until the child has written it.
      for (let i = 0; i < 200 && !/"path":"\/main\/user\/email\/password"/.test(node.output()); i++)
        await new Promise((r) => setTimeout(r, 25));
      const out = node.output();
      expect(out).toMatch(/"path":"\/main\/user\/email\/password"/);
      expect(out).toMatch(/dev outbox: mail kept/);
      expect(out).toMatch(/"withCode":true/);
      expect(out).not.toMatch(new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`, 'i'));
      expect(out).not.toContain(u.token);
    } finally {
      await node.stop();
      await database.drop();
    }
  }, 60_000);
});
