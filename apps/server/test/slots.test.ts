/**
 * The lobby over HTTP: catalogue paging and filters, providers, home rows, search edge cases,
 * favourites per user, recent launches, launch rules (login, region, in-house) and artwork.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchQueryView, LaunchView, SlotGameView, SlotHomeRow, SlotPage, SlotProviderView } from '@kasino/shared/protocol/slots';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';

describe.each(engines)('lobby catalogue on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { JOBS: '0', BLOCKED_COUNTRIES: 'US,gb', COUNTRY_HEADER: 'X-Country' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const res = await request<SlotPage>(t.url, 'GET', `/main/slot/list${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data!;
  };
  const search = (q: string, extra = '') => request<SlotPage>(t.url, 'GET', `/main/slot/search?q=${encodeURIComponent(q)}${extra}`);

  it('pages through hundreds of titles without gaps or repeats', async () => {
    const first = await list('?page=1&count=100');
    expect(first.total).toBeGreaterThanOrEqual(500);
    expect(first.list).toHaveLength(100);
    const seen = new Set<string>();
    for (let page = 1; (page - 1) * 100 < first.total; page++) {
      const p = await list(`?page=${page}&count=100`);
      for (const g of p.list) seen.add(g.id);
    }
    expect(seen.size).toBe(first.total);
    const beyond = await list(`?page=${Math.ceil(first.total / 100) + 1}&count=100`);
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(first.total);
    // Paging is stable: the same page twice gives the same ids.
    expect((await list('?page=2&count=20')).list.map((g) => g.id)).toEqual((await list('?page=2&count=20')).list.map((g) => g.id));
  });

  it('filters by category, tag and provider, alone and together', async () => {
    const slots = await list('?type=slot&count=100');
    expect(slots.total).toBeGreaterThan(300);
    expect(slots.list.every((g) => g.type === 'slot')).toBe(true);
    for (const type of ['live', 'fish', 'sports', 'lottery', 'table', 'instant', 'egames']) {
      const p = await list(`?type=${type}&count=5`);
      expect(p.total, type).toBeGreaterThan(0);
      expect(p.list.every((g) => g.type === type)).toBe(true);
    }
    const pp = await list('?type=slot&firm=pp&count=100');
    expect(pp.total).toBe(60);
    expect(pp.list.every((g) => g.provider === 'pp' && g.providerName === 'Pragmatic Play' && g.type === 'slot')).toBe(true);
    const hot = await list('?tag=hot&count=100');
    expect(hot.total).toBeGreaterThan(20);
    expect(hot.list.every((g) => g.tags.includes('hot'))).toBe(true);
    const hotPgSlots = await list('?type=slot&tag=hot&firm=pg&count=100');
    expect(hotPgSlots.list.every((g) => g.provider === 'pg' && g.tags.includes('hot'))).toBe(true);
    expect((await list('?firm=nosuch')).total).toBe(0);
    const inHouse = await list('?firm=kasino&count=50');
    expect(inHouse.total).toBe(13);
    expect(inHouse.list.find((g) => g.id === 'wingo')).toMatchObject({ inHouse: true, path: '/game/wingo' });
    for (const bad of ['?type=casino', '?tag=cold', '?count=0', '?count=101', '?page=0', '?firm=BAD!']) {
      expect((await request(t.url, 'GET', `/main/slot/list${bad}`)).body.code, bad).toBe(3);
    }
  });

  it('lists providers with their categories, and home rows of 18-20 titles', async () => {
    const firms = (await request<{ list: SlotProviderView[] }>(t.url, 'GET', '/main/slot/firm')).body.data!.list;
    const ids = firms.map((f) => f.id);
    for (const id of [
      'pp',
      'ygg',
      'sp',
      'bg',
      'evolution',
      'pg',
      'fc',
      'jl',
      'spade',
      'play',
      'cmd',
      'sbo',
      'saba',
      'hb',
      'mg',
      'fs',
      'bv',
    ])
      expect(ids).toContain(id);
    const fishFirms = (await request<{ list: SlotProviderView[] }>(t.url, 'GET', '/main/slot/firm?type=fish')).body.data!.list;
    expect(fishFirms.length).toBeGreaterThan(2);
    expect(fishFirms.every((f) => f.types.includes('fish'))).toBe(true);
    const home = (await request<{ rows: SlotHomeRow[] }>(t.url, 'GET', '/main/slot/home')).body.data!.rows;
    expect(home.map((r) => r.key)).toEqual(expect.arrayContaining(['hot', 'slot', 'live', 'fish', 'inHouse']));
    for (const row of home.filter((r) => ['hot', 'slot', 'live', 'new'].includes(r.key))) {
      expect(row.list.length, row.key).toBeGreaterThanOrEqual(18);
      expect(row.list.length, row.key).toBeLessThanOrEqual(20);
    }
  });

  it('searches case-insensitively, ranks name starts first, and refuses fewer than 3 characters', async () => {
    const sweet = (await search('SwEeT')).body.data!;
    expect(sweet.total).toBeGreaterThanOrEqual(3);
    expect(sweet.list.every((g) => g.name.toLowerCase().includes('sweet') || g.providerName.toLowerCase().includes('sweet'))).toBe(true);
    expect(sweet.list[0]!.name.toLowerCase().startsWith('sweet')).toBe(true);
    expect(sweet.list.map((g) => g.name)).toContain('Sweet Candy Bonanza');
    // Surrounding spaces are ignored; a provider name finds its titles.
    expect((await search('  sweet  ')).body.data!.total).toBe(sweet.total);
    expect((await search('pragmatic')).body.data!.total).toBeGreaterThanOrEqual(72);
    // Limited to a category.
    const liveBaccarat = (await search('baccarat', '&type=live')).body.data!;
    expect(liveBaccarat.total).toBeGreaterThan(0);
    expect(liveBaccarat.list.every((g) => g.type === 'live')).toBe(true);
    // In-house games are found too.
    expect((await search('wingo')).body.data!.list[0]).toMatchObject({ id: 'wingo', inHouse: true });
    // Too short: 20200 with a clear message, also when the spaces make it look longer.
    for (const q of ['', 'ab', '  ab  ', 'é']) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ code: 20200, msg: 'Masukkan minimal 3 karakter untuk mencari' });
    }
    // Nothing found is an empty page, not an error; odd characters are plain text.
    expect((await search('zzzqqq')).body.data).toMatchObject({ list: [], total: 0 });
    expect((await search('%_%')).body.data!.total).toBe(0);
    expect((await search("' or 1=1 --")).body.data!.total).toBe(0);
    expect((await search('x'.repeat(61))).body.code).toBe(3);
  });

  it('shows a detail, artwork as SVG, and 20201 for an unknown title', async () => {
    const detail = await request<SlotGameView & { rtp: string; lines: number }>(t.url, 'GET', '/main/slot/pp-sweet-candy-bonanza');
    expect(detail.body.data).toMatchObject({
      id: 'pp-sweet-candy-bonanza',
      name: 'Sweet Candy Bonanza',
      provider: 'pp',
      type: 'slot',
      image: '/main/slot/art/pp-sweet-candy-bonanza',
    });
    expect(Number(detail.body.data!.rtp)).toBeGreaterThan(90);
    expect((await request(t.url, 'GET', '/main/slot/no-such-game')).body.code).toBe(20201);
    const art = await fetch(`${t.url}/main/slot/art/pp-sweet-candy-bonanza`);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await art.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('Sweet Candy');
    // Deterministic per title.
    expect(await (await fetch(`${t.url}/main/slot/art/pp-sweet-candy-bonanza`)).text()).toBe(svg);
  });

  it('keeps favourites per user: toggle, set, list newest first', async () => {
    const a = await registerUser(t.url);
    const b = await registerUser(t.url);
    const toggle = (token: string, body: object) =>
      request<{ gameId: string; favorite: boolean }>(t.url, 'POST', '/main/slot/collection', { token, body });
    const favs = async (token: string) =>
      (await request<{ list: SlotGameView[] }>(t.url, 'GET', '/main/slot/collection', { token })).body.data!.list.map((g) => g.id);

    expect((await toggle(a.token, { gameId: 'pp-sweet-candy-bonanza' })).body.data).toEqual({
      gameId: 'pp-sweet-candy-bonanza',
      favorite: true,
    });
    expect((await toggle(a.token, { gameId: 'wingo', favorite: true })).body.data!.favorite).toBe(true);
    expect((await toggle(a.token, { gameId: 'wingo', favorite: true })).body.data!.favorite).toBe(true); // setting twice is harmless
    expect(await favs(a.token)).toEqual(expect.arrayContaining(['wingo', 'pp-sweet-candy-bonanza']));
    expect(await favs(a.token)).toHaveLength(2);
    expect(await favs(b.token)).toEqual([]);
    expect((await toggle(a.token, { gameId: 'pp-sweet-candy-bonanza' })).body.data!.favorite).toBe(false);
    expect(await favs(a.token)).toEqual(['wingo']);
    expect((await toggle(a.token, { gameId: 'no-such-game' })).body.code).toBe(20201);
    expect((await toggle(a.token, { gameId: 'BAD ID' })).body.code).toBe(3);
    expect((await request(t.url, 'GET', '/main/slot/collection')).body.code).toBe(1);
    expect((await request(t.url, 'POST', '/main/slot/collection', { body: { gameId: 'wingo' } })).body.code).toBe(1);
  });

  it('launches only when logged in (1), from an allowed region (20001), and remembers recent titles', async () => {
    const logged = await request(t.url, 'POST', '/main/pp/pp-sweet-candy-bonanza/launch');
    expect(logged.body.code).toBe(1);
    expect((await request(t.url, 'GET', '/main/pp/pp-sweet-candy-bonanza/launch')).body.code).toBe(1);
    const u = await registerUser(t.url);
    const launch = await request<LaunchView>(t.url, 'POST', '/main/pp/pp-sweet-candy-bonanza/launch', { token: u.token });
    expect(launch.body.data).toMatchObject({ gameId: 'pp-sweet-candy-bonanza', provider: 'pp' });
    expect(launch.body.data!.url).toMatch(/^\/sandbox-slot\/[A-Za-z0-9_-]{16,}\?game=pp-sweet-candy-bonanza/);
    const page = await fetch(t.url + launch.body.data!.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sweet Candy Bonanza');
    await request(t.url, 'GET', '/main/pg/' + (await list('?firm=pg&count=1')).list[0]!.id + '/launch', { token: u.token });
    const recent = (await request<{ list: SlotGameView[] }>(t.url, 'GET', '/main/slot/recent', { token: u.token })).body.data!.list;
    expect(recent).toHaveLength(2);
    expect(recent[0]!.provider).toBe('pg');
    expect(recent[1]!.id).toBe('pp-sweet-candy-bonanza');
    expect((await request(t.url, 'GET', '/main/slot/recent')).body.code).toBe(1);

    // Wrong provider for the title, unknown provider, in-house title.
    expect((await request(t.url, 'POST', '/main/pg/pp-sweet-candy-bonanza/launch', { token: u.token })).body.code).toBe(20201);
    expect((await request(t.url, 'POST', '/main/nosuch/pp-sweet-candy-bonanza/launch', { token: u.token })).body.code).toBe(20202);
    expect((await request(t.url, 'POST', '/main/kasino/wingo/launch', { token: u.token })).body.code).toBe(20206);

    // Region block: the configured header decides; case of the header value does not matter.
    const blocked = await request(t.url, 'POST', '/main/pp/pp-sweet-candy-bonanza/launch', {
      token: u.token,
      headers: { 'x-country': 'gb' },
    });
    expect(blocked.status).toBe(451);
    expect(blocked.body).toMatchObject({ code: 20001, msg: 'Wilayah Anda tidak didukung' });
    expect(
      (await request(t.url, 'POST', '/main/pp/pp-sweet-candy-bonanza/launch', { token: u.token, headers: { 'x-country': 'ID' } })).status,
    ).toBe(200);
    const query = await request<LaunchQueryView>(t.url, 'GET', '/main/slot/launchQuery/pp-sweet-candy-bonanza', {
      headers: { 'x-country': 'US' },
    });
    expect(query.body.data).toMatchObject({ regionBlocked: true, available: false, needsLogin: true, inHouse: false });
    const blockedPage = await fetch(t.url + launch.body.data!.url, { headers: { 'x-country': 'US' } });
    expect(blockedPage.status).toBe(451);
    expect(await blockedPage.text()).toContain('Wilayah Anda tidak didukung');
  });

  it('keeps the big-wins feed and third-party records behind the right doors', async () => {
    expect((await request<{ list: unknown[] }>(t.url, 'GET', '/main/slot/bigWin')).body.data!.list).toBeInstanceOf(Array);
    expect((await request(t.url, 'GET', '/main/slot/game/record')).body.code).toBe(1);
    const u = await registerUser(t.url);
    expect((await request(t.url, 'GET', '/main/slot/game/record', { token: u.token })).body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe.each(engines)('players online on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(engine, { JOBS: '0' }, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await t.close();
  });
  const online = async () =>
    (await request<{ total: number; byType: Record<string, number> }>(t.url, 'GET', '/main/slot/onlineCount')).body.data!;
  const sweet = async () =>
    (await request<{ list: SlotGameView[] }>(t.url, 'GET', '/main/slot/list?type=slot&firm=pp&count=100')).body.data!.list.find(
      (g) => g.id === 'pp-sweet-candy-bonanza',
    )!;

  it('counts only players who really opened a title in the last ten minutes: none invented', async () => {
    const none = await online();
    expect(none.total).toBe(0);
    expect(Object.values(none.byType).every((n) => n === 0)).toBe(true);
    expect((await sweet()).online).toBe(0);
    const [a, b] = [await registerUser(t.url), await registerUser(t.url)];
    for (const u of [a, b, a])
      expect((await request(t.url, 'POST', '/main/pp/pp-sweet-candy-bonanza/launch', { token: u.token })).status).toBe(200);
    offset += 31_000; // past the 30 s the figure is kept
    expect(await online()).toMatchObject({ total: 2, byType: { slot: 2 } });
    expect((await sweet()).online).toBe(2);
    offset += 10 * 60_000; // the sessions are older than the window
    expect((await online()).total).toBe(0);
  });
});
