import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencySymbol, DocList, DocSearch, DocView, SiteMessageList } from '@kasino/shared/protocol/help';
import { helpTopics } from '@kasino/shared/protocol/help';
import { createTestDatabase, engines, registerUser, request, startOn, startTestServer, WsClient, type TestServer } from './harness.ts';

const OPS_TOKEN = 'help-test-ops-token-0123456789';
const ops = { 'x-ops-token': OPS_TOKEN };
const HOSTILE =
  '<p>Halo</p><script>alert(1)</script><img src="x" onerror="alert(2)"><img src="https://evil.example/t.png"><a href="javascript:alert(3)">klik</a><a href="https://ok.example/a" onclick="alert(4)">ok</a><iframe src="https://evil.example"></iframe><p style="position:fixed">gaya</p>';

describe.each(engines)('help centre and site messages on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(engine, { OPS_TOKEN }, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await t.close();
  });

  const doc = (key: string) => request<DocView>(t.url, 'GET', `/heracles/doc/docs/${key}`);
  const search = (q: string) => request<DocSearch>(t.url, 'GET', `/heracles/doc/content?q=${encodeURIComponent(q)}`);
  const publish = (body: Record<string, unknown>) =>
    request<{ id: number; title: string }>(t.url, 'POST', '/ops/site/message', { headers: ops, body });

  it('ships a help centre in Indonesian: every topic has answers, the terms and the privacy policy exist', async () => {
    for (const topic of helpTopics) {
      const res = await request<DocList>(t.url, 'GET', `/heracles/doc/module/${topic}`);
      expect(res.status).toBe(200);
      expect(res.body.data!.list.length, topic).toBeGreaterThan(0);
      for (const d of res.body.data!.list) expect(d.module).toBe(topic);
    }
    const terms = await doc('terms');
    expect(terms.body.data!.title).toBe('Syarat & Ketentuan');
    expect(terms.body.data!.body).toContain('18 tahun');
    expect((await doc('privacy')).body.data!.title).toBe('Kebijakan Privasi');
    expect((await request(t.url, 'GET', '/heracles/doc/module/casino')).status).toBe(400);
  });

  it('fills limits from the live settings, so an answer follows the operator’s change', async () => {
    const before = (await doc('withdrawal-how')).body.data!.body;
    expect(before).toContain('Rp 50.000');
    expect(before).toContain('Rp 25.000.000');
    expect(before).toContain('1%');
    expect(before).not.toContain('{{');
    const res = await request(t.url, 'PUT', '/ops/site/config/withdraw_range', {
      headers: ops,
      body: { value: { min: '75000', max: '20000000' } },
    });
    expect(res.status).toBe(200);
    const after = (await doc('withdrawal-how')).body.data!.body;
    expect(after).toContain('Rp 75.000');
    expect(after).toContain('Rp 20.000.000');
    await request(t.url, 'PUT', '/ops/site/config/withdraw_range', { headers: ops, body: { value: { min: '50000', max: '25000000' } } });
  });

  it('searches titles and text by every word, titles first, with a snippet; refuses an overlong query', async () => {
    const hits = (await search('PIN')).body.data!.list;
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]!.title).toMatch(/PIN/i);
    expect(hits.every((h) => h.snippet.length > 0 && !h.snippet.includes('<'))).toBe(true);
    const both = (await search('penarikan ditahan')).body.data!.list.map((h) => h.key);
    expect(both).toContain('withdrawal-hold');
    expect((await search('zzzz tidak ada')).body.data!.list).toEqual([]);
    const all = (await search('')).body.data!.list;
    expect(all.length).toBeGreaterThanOrEqual(helpTopics.length);
    expect((await search('x'.repeat(81))).status).toBe(400);
  });

  it('answers 20370 for an unknown document and 400 for a malformed key', async () => {
    const missing = await doc('no-such-doc');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(20370);
    expect((await doc('..%2Fetc')).status).toBe(400);
  });

  it('lets only operators write documents, and a hostile document is stored inert', async () => {
    const body = { module: 'account', title: '<b>Judul</b> baru', body: HOSTILE, sort: 1 };
    const refused = await request(t.url, 'PUT', '/ops/help/docs/xss-test', { body });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(707);
    expect((await request(t.url, 'PUT', '/ops/help/docs/xss-test', { headers: { 'x-ops-token': 'wrong' }, body })).status).toBe(401);
    const saved = await request<DocView>(t.url, 'PUT', '/ops/help/docs/xss-test', { headers: ops, body });
    expect(saved.status).toBe(200);
    const stored = (await doc('xss-test')).body.data!;
    expect(stored.title).toBe('Judul baru');
    expect(stored.body).toContain('<p>Halo</p>');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'evil.example', '<iframe', 'style='])
      expect(stored.body).not.toContain(bad);
    expect(stored.body).toContain('rel="noopener noreferrer nofollow"');
    expect((await request(t.url, 'DELETE', '/ops/help/docs/xss-test', { headers: ops })).status).toBe(200);
    expect((await doc('xss-test')).body.code).toBe(20370);
    expect((await request(t.url, 'DELETE', '/ops/help/docs/xss-test', { headers: ops })).body.code).toBe(20370);
  });

  it('counts a view once per reader in half an hour', async () => {
    const views = async () => {
      const row = await t.server.database.db.selectFrom('docs').select('views').where('key', '=', 'games-fair').executeTakeFirstOrThrow();
      return Number(row.views);
    };
    const start = await views();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => request(t.url, 'POST', '/heracles/doc/visit', { body: { key: 'games-fair' } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await views()).toBe(start + 1);
    offset += 31 * 60_000;
    await request(t.url, 'POST', '/heracles/doc/visit', { body: { key: 'games-fair' } });
    expect(await views()).toBe(start + 2);
    expect((await request(t.url, 'POST', '/heracles/doc/visit', { body: { key: 'nope' } })).body.code).toBe(20370);
  });

  it('gives the rupiah’s symbol and separators; an unknown currency is 20373', async () => {
    const idr = await request<CurrencySymbol>(t.url, 'GET', '/heracles/symbol/IDR');
    expect(idr.body.data).toEqual({ code: 'IDR', symbol: 'Rp', thousandsSeparator: '.', decimalSeparator: ',', decimals: 2 });
    expect((await request(t.url, 'GET', '/heracles/symbol/XYZ')).body.code).toBe(20373);
  });

  it('keeps contact links to https (or none)', async () => {
    const bad = await request(t.url, 'PUT', '/ops/site/config/contact_links', {
      headers: ops,
      body: { value: { whatsapp: 'javascript:alert(1)', telegram: '', liveChat: '', email: '' } },
    });
    expect(bad.status).toBe(400);
    const value = { whatsapp: 'https://wa.me/6281200000000', telegram: 'https://t.me/kasino', liveChat: '', email: 'cs@kasino.example' };
    expect((await request(t.url, 'PUT', '/ops/site/config/contact_links', { headers: ops, body: { value } })).status).toBe(200);
    expect((await request(t.url, 'GET', '/main/site/config/contact_links')).body.data).toEqual(value);
  });

  it('publishes site messages live to every client; each player reads them on their own; expired ones disappear', async () => {
    const a = await registerUser(t.url);
    const b = await registerUser(t.url);
    const unread = async (token: string) =>
      (await request<{ count: number }>(t.url, 'GET', '/main/site/message/unread', { token })).body.data!.count;
    const list = async (token: string) => (await request<SiteMessageList>(t.url, 'GET', '/main/site/message', { token })).body.data!;
    expect((await request(t.url, 'GET', '/main/site/message')).status).toBe(401);
    expect((await request(t.url, 'POST', '/ops/site/message', { body: { title: 'x', content: 'y' } })).status).toBe(401);

    const visitor = await WsClient.connect(t.wsUrl);
    expect((await visitor.call('/ws/subscribe', { topics: ['/ws/site/message'] })).code).toBe(200);
    const pushed = visitor.next((f) => f.path === '/ws/site/message');
    const startA = await unread(a.token);
    const first = await publish({ title: 'Pemeliharaan <b>server</b>', content: HOSTILE });
    expect(first.status).toBe(200);
    expect((await pushed).data).toEqual({ id: first.body.data!.id, title: 'Pemeliharaan server' });
    visitor.close();
    const short = await publish({ title: 'Singkat', content: '<p>Sebentar</p>', expireTime: Date.now() + offset + 60_000 });
    expect(await unread(a.token)).toBe(startA + 2);

    const shown = (await list(a.token)).list.find((m) => m.id === first.body.data!.id)!;
    expect(shown.read).toBe(false);
    for (const bad of ['<script', 'onerror', 'javascript:', 'evil.example']) expect(shown.content).not.toContain(bad);

    // Reading twice (two tabs at once) is one mark; B's count is untouched.
    const startB = await unread(b.token);
    const reads = await Promise.all(
      [0, 1].map(() => request(t.url, 'POST', '/main/site/message/read', { token: a.token, body: { id: first.body.data!.id } })),
    );
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
    expect(await unread(a.token)).toBe(startA + 1);
    expect(await unread(b.token)).toBe(startB);
    expect((await list(a.token)).list.find((m) => m.id === first.body.data!.id)!.read).toBe(true);
    const missing = await request(t.url, 'POST', '/main/site/message/read', { token: a.token, body: { id: 987654321 } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(20371);

    // Read all, in parallel, leaves nothing unread and no error.
    const all = await Promise.all([0, 1, 2].map(() => request(t.url, 'POST', '/main/site/message/read/all', { token: b.token })));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await unread(b.token)).toBe(0);

    // The short message expires: it leaves the list and cannot be marked.
    offset += 2 * 60_000;
    expect((await list(a.token)).list.some((m) => m.id === short.body.data!.id)).toBe(false);
    expect((await request(t.url, 'POST', '/main/site/message/read', { token: a.token, body: { id: short.body.data!.id } })).body.code).toBe(
      20371,
    );
    const past = await publish({ title: 'Lama', content: 'x', expireTime: Date.now() + offset - 1 });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe(20372);
  });
});

describe('help documents across a restart', () => {
  it('keeps an operator’s edit of a shipped document when the server starts again', async () => {
    const database = await createTestDatabase(engines.includes('postgres') ? 'postgres' : 'sqlite');
    try {
      let server = await startOn(database.url, { OPS_TOKEN });
      const body = { module: 'legal', title: 'Syarat & Ketentuan Operator', body: '<p>Versi operator</p>' };
      expect((await request(server.url, 'PUT', '/ops/help/docs/terms', { headers: ops, body })).status).toBe(200);
      await server.close();
      server = await startOn(database.url, { OPS_TOKEN });
      const terms = await request<DocView>(server.url, 'GET', '/heracles/doc/docs/terms');
      expect(terms.body.data!.title).toBe('Syarat & Ketentuan Operator');
      expect(terms.body.data!.body).toBe('<p>Versi operator</p>');
      await server.close();
    } finally {
      await database.drop();
    }
  });
});
