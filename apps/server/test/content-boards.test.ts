import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpaidBannersMigration } from '../src/platform/db/migrations/0024-unpaid-banners.ts';
import { engines, request, startTestServer, type TestServer } from './harness.ts';

const OPS_TOKEN = 'content-test-ops-token-0123456789';
const ops = { 'x-ops-token': OPS_TOKEN };
interface Board {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  color: string;
}

describe.each(engines)('boards, image CDN and client reports on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { OPS_TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });
  const home = async () => (await request<{ list: Board[] }>(t.url, 'GET', '/heracles/board/boards/home')).body.data!.list;
  const board = (extra: Record<string, unknown> = {}) => ({
    group: 'home',
    title: 'Turnamen Slot',
    subtitle: 'Mulai Senin',
    image: '/uploads/turnamen.png',
    link: '/game-provider',
    color: '#22aa66',
    sort: 0,
    active: true,
    ...extra,
  });

  it('seeds lobby banners that promise no reward the server does not pay, each linking to a real page', async () => {
    const list = await home();
    expect(list.length).toBeGreaterThan(0);
    const paid = (await request<{ id: string; enabled: boolean }[]>(t.url, 'GET', '/main/promo/all')).body.data!;
    const pageOf: Record<string, string> = { '/activity/deposit/bonus': 'first_deposit', '/daily-recharge': 'check_in' };
    for (const b of list) {
      expect(b.link).toMatch(/^\/(game\/|verify|help|activity\/deposit\/bonus$|daily-recharge$)/);
      // A banner that speaks of a reward links to a promotion the server pays, and names no figure.
      if (/bonus|cashback|komisi|hadiah|gratis/i.test(`${b.title} ${b.subtitle}`)) {
        expect(paid.find((p) => p.id === pageOf[b.link])?.enabled).toBe(true);
        expect(`${b.title} ${b.subtitle}`).not.toMatch(/\d|%|rp/i);
      }
    }
  });

  it('removes the old unpaid demo banners by their exact texts, and leaves an operator’s own banner', async () => {
    const db = t.server.database.db;
    const old = [
      { title: 'Bonus Deposit Pertama 50%', subtitle: 'Hingga Rp 500.000 untuk member baru' },
      { title: 'Cashback Kamis', subtitle: 'Kerugian slot kembali setiap Kamis 16.00' },
      { title: 'Ajak Teman, Dapat Bonus', subtitle: 'Rp 50.000 untuk setiap teman yang deposit' },
      { title: 'Cashback Kamis', subtitle: 'Cashback 5% dari operator, dibayar lewat Kotak Masuk' },
    ];
    await db
      .insertInto('boards')
      .values(old.map((b, i) => ({ ...b, group_name: 'legacy', image: '', link: '/activity', color: '#000000', sort: i, active: 1 })))
      .execute();
    await unpaidBannersMigration().up(db as never);
    const left = await db.selectFrom('boards').select(['title', 'subtitle']).where('group_name', '=', 'legacy').execute();
    expect(left).toEqual([{ title: 'Cashback Kamis', subtitle: 'Cashback 5% dari operator, dibayar lewat Kotak Masuk' }]);
  });

  it('lets only operators create, change and remove boards, with safe links and images only', async () => {
    expect((await request(t.url, 'POST', '/ops/boards', { body: board() })).status).toBe(401);
    for (const bad of [
      { link: 'javascript:alert(1)' },
      { link: '//evil.example/x' },
      { image: 'http://plain.example/a.png' },
      { image: 'data:image/png;base64,AAAA' },
      { color: 'red;background:url(x)' },
      { title: '' },
    ]) {
      const res = await request(t.url, 'POST', '/ops/boards', { headers: ops, body: board(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const created = await request<{ id: number }>(t.url, 'POST', '/ops/boards', { headers: ops, body: board({ sort: 99 }) });
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    expect((await home()).find((b) => b.id === id)?.title).toBe('Turnamen Slot');

    const changed = await request(t.url, 'PUT', `/ops/boards/${id}`, {
      headers: ops,
      body: board({ title: 'Turnamen Slot Besar', active: false }),
    });
    expect(changed.status).toBe(200);
    expect((await home()).some((b) => b.id === id)).toBe(false);
    const all = await request<{ list: Array<Board & { active: boolean }> }>(t.url, 'GET', '/ops/boards/home', { headers: ops });
    expect(all.body.data!.list.find((b) => b.id === id)).toMatchObject({ title: 'Turnamen Slot Besar', active: false });

    expect((await request(t.url, 'DELETE', `/ops/boards/${id}`, { headers: ops })).status).toBe(200);
    const gone = await request(t.url, 'DELETE', `/ops/boards/${id}`, { headers: ops });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(20374);
    expect((await request(t.url, 'PUT', `/ops/boards/${id}`, { headers: ops, body: board() })).body.code).toBe(20374);
  });

  it('serves board images through the image CDN setting (SPEC §7: jpg at quality 80)', async () => {
    const created = await request<{ id: number }>(t.url, 'POST', '/ops/boards', { headers: ops, body: board({ group: 'cdn' }) });
    const list = async () => (await request<{ list: Board[] }>(t.url, 'GET', '/heracles/board/boards/cdn')).body.data!.list;
    expect((await list())[0]!.image).toBe('/uploads/turnamen.png');
    const cdn = { base: 'https://img.cdn.example', suffix: '?format=jpg&quality=80' };
    expect((await request(t.url, 'PUT', '/ops/site/config/image_cdn', { headers: ops, body: { value: cdn } })).status).toBe(200);
    expect((await list())[0]!.image).toBe('https://img.cdn.example/uploads/turnamen.png?format=jpg&quality=80');
    const bad = await request(t.url, 'PUT', '/ops/site/config/image_cdn', {
      headers: ops,
      body: { value: { base: 'javascript:x', suffix: '' } },
    });
    expect(bad.status).toBe(400);
    await request(t.url, 'PUT', '/ops/site/config/image_cdn', { headers: ops, body: { value: { base: '', suffix: '' } } });
    await request(t.url, 'DELETE', `/ops/boards/${created.body.data!.id}`, { headers: ops });
  });

  it('lists every public setting, and takes client error reports up to a share per address', async () => {
    const listed = await request<{ list: Array<{ key: string; value: unknown }> }>(t.url, 'GET', '/main/site/list/config');
    expect(listed.body.data!.list.map((e) => e.key)).toEqual(expect.arrayContaining(['withdraw_range', 'contact_links', 'image_cdn']));

    const report = (message: string) =>
      request<{ logged: boolean }>(t.url, 'POST', '/main/site/error/notify', {
        body: { message, path: '/wallet', clientVersion: '1.0.0' },
      });
    const results = [];
    for (let i = 0; i < 22; i++) results.push(await report(`TypeError ${i}`));
    expect(results.map((r) => r.status)).toEqual(Array(22).fill(200));
    expect(results.filter((r) => r.body.data!.logged).length).toBe(20);
    expect((await request(t.url, 'POST', '/main/site/error/notify', { body: { message: 'x'.repeat(501) } })).status).toBe(400);
    expect((await request(t.url, 'POST', '/main/site/error/notify', { body: { message: 'x', extra: 1 } })).status).toBe(400);
  });
});
