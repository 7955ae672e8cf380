/**
 * The operator's hand on the lobby catalogue over HTTP: only with the ops token; hide a seeded title
 * (gone from lists, search, detail and launch), rename and re-rank one, add a new title that lists,
 * searches and launches in the demo, drop a change again; and bad input refused without a trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchView, SlotGameView, SlotPage } from '@kasino/shared/protocol/slots';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';

const OPS_TOKEN = 'ops-token-for-catalogue-tests';
const SWEET = 'pp-sweet-candy-bonanza';

interface RowResult {
  row: { id: string; provider: string; name: string; type: string; tags: string; position: number; enabled: boolean } | null;
  game: SlotGameView | null;
}

describe.each(engines)('operator catalogue on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { JOBS: '0', OPS_TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  const ops = <T = RowResult>(method: string, path: string, body?: unknown, token = OPS_TOKEN) =>
    request<T>(t.url, method, path, { body, headers: token ? { 'x-ops-token': token } : {} });
  const search = async (q: string) =>
    (await request<SlotPage>(t.url, 'GET', `/main/slot/search?q=${encodeURIComponent(q)}&count=50`)).body.data!.list.map((g) => g.id);
  const slotIds = async (query: string) => (await request<SlotPage>(t.url, 'GET', `/main/slot/list${query}`)).body.data!;

  it('refuses a caller without the ops token, or with a wrong one (707)', async () => {
    for (const token of ['', 'wrong-token-of-the-same-len']) {
      expect((await ops('GET', '/ops/slot/games', undefined, token)).body.code).toBe(707);
      const put = await ops('PUT', `/ops/slot/games/${SWEET}`, { enabled: false }, token);
      expect(put.body.code).toBe(707);
      expect((await ops('DELETE', `/ops/slot/games/${SWEET}`, undefined, token)).body.code).toBe(707);
    }
    // Nothing changed: the title still lists and no operator row exists.
    expect(await search('sweet candy')).toContain(SWEET);
    expect((await ops<{ list: unknown[] }>('GET', '/ops/slot/games')).body.data!.list).toEqual([]);
  });

  it('hides a seeded title everywhere, and brings it back by dropping the change', async () => {
    const before = await slotIds('?firm=pp&type=slot&count=100');
    const hidden = await ops('PUT', `/ops/slot/games/${SWEET}`, { enabled: false });
    expect(hidden.body).toMatchObject({
      code: 200,
      data: { row: { id: SWEET, provider: 'pp', name: 'Sweet Candy Bonanza', type: 'slot', enabled: false }, game: null },
    });

    const after = await slotIds('?firm=pp&type=slot&count=100');
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((g) => g.id)).not.toContain(SWEET);
    expect(await search('sweet candy')).not.toContain(SWEET);
    expect((await request(t.url, 'GET', `/main/slot/${SWEET}`)).body.code).toBe(20201);
    const u = await registerUser(t.url);
    expect((await request(t.url, 'POST', `/main/pp/${SWEET}/launch`, { token: u.token })).body.code).toBe(20201);

    const back = await ops('DELETE', `/ops/slot/games/${SWEET}`);
    expect(back.body.data).toMatchObject({ row: null, game: { id: SWEET, name: 'Sweet Candy Bonanza' } });
    expect((await slotIds('?firm=pp&type=slot&count=100')).total).toBe(before.total);
    expect((await request<LaunchView>(t.url, 'POST', `/main/pp/${SWEET}/launch`, { token: u.token })).body.data?.gameId).toBe(SWEET);
    // Dropping a change that does not exist.
    expect((await ops('DELETE', `/ops/slot/games/${SWEET}`)).body.code).toBe(20201);
  });

  it('renames, tags and ranks a title first; later partial changes keep the earlier ones', async () => {
    const target = (await slotIds('?firm=pg&type=slot&count=100')).list.at(-1)!;
    const changed = await ops('PUT', `/ops/slot/games/${target.id}`, {
      name: 'Naga Emas Nusantara',
      tags: ['new', 'hot'],
      position: 1_000_000,
    });
    expect(changed.body.data!.game).toMatchObject({ id: target.id, name: 'Naga Emas Nusantara', provider: 'pg', tags: ['new', 'hot'] });
    expect((await slotIds('?type=slot&count=1')).list[0]!.id).toBe(target.id);
    expect((await slotIds('?tag=new&count=1')).list[0]!.id).toBe(target.id);
    expect((await search('naga emas'))[0]).toBe(target.id);

    // Only the rank changes: the name and tags stay the operator's.
    const reranked = await ops('PUT', `/ops/slot/games/${target.id}`, { position: 0 });
    expect(reranked.body.data!.row).toMatchObject({ name: 'Naga Emas Nusantara', tags: 'new,hot', position: 0, enabled: true });
    expect((await slotIds('?type=slot&count=1')).list[0]!.id).not.toBe(target.id);
    await ops('DELETE', `/ops/slot/games/${target.id}`);
    expect((await request<SlotGameView>(t.url, 'GET', `/main/slot/${target.id}`)).body.data!.name).toBe(target.name);
  });

  it('adds a new title that lists, searches and launches in the demo', async () => {
    const added = await ops('PUT', '/ops/slot/games/jl-ratu-laut-selatan', {
      provider: 'jl',
      name: '  Ratu Laut Selatan ',
      type: 'fish',
      tags: ['new'],
    });
    expect(added.body.data!.game).toMatchObject({
      id: 'jl-ratu-laut-selatan',
      name: 'Ratu Laut Selatan',
      provider: 'jl',
      providerName: 'JILI',
      type: 'fish',
      tags: ['new'],
    });
    expect((await slotIds('?type=fish&firm=jl&count=100')).list.map((g) => g.id)).toContain('jl-ratu-laut-selatan');
    expect(await search('ratu laut')).toEqual(['jl-ratu-laut-selatan']);
    const art = await fetch(`${t.url}/main/slot/art/jl-ratu-laut-selatan`);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    const u = await registerUser(t.url);
    const launch = await request<LaunchView>(t.url, 'POST', '/main/jl/jl-ratu-laut-selatan/launch', { token: u.token });
    expect(launch.body.data!.url).toMatch(/^\/sandbox-slot\/[A-Za-z0-9_-]{16,}\?game=jl-ratu-laut-selatan/);
    expect((await ops<{ list: Array<{ id: string }> }>('GET', '/ops/slot/games')).body.data!.list.map((r) => r.id)).toEqual([
      'jl-ratu-laut-selatan',
    ]);

    const removed = await ops('DELETE', '/ops/slot/games/jl-ratu-laut-selatan');
    expect(removed.body.data).toEqual({ row: null, game: null });
    expect(await search('ratu laut')).toEqual([]);
  });

  it('refuses bad changes with a clear code and leaves the catalogue as it was', async () => {
    const cases: Array<[string, unknown, number, string?]> = [
      ['jl-no-name-yet', { provider: 'jl', type: 'slot' }, 3, 'name'],
      ['jl-no-type-yet', { provider: 'jl', name: 'Tanpa Jenis' }, 3, 'type'],
      ['xx-new-title', { name: 'Tanpa Penyedia', type: 'slot' }, 3, 'provider'],
      ['zz-unknown-firm', { provider: 'zz', name: 'Penyedia Asing', type: 'slot' }, 20202],
      ['kasino-new-game', { provider: 'kasino', name: 'Bukan Game Kami', type: 'instant' }, 3, 'provider'],
      ['wingo', { provider: 'pp' }, 3, 'provider'],
      [SWEET, { type: 'poker' }, 3, 'type'],
      [SWEET, { tags: ['hot', 'legendary'] }, 3, 'tags'],
      [SWEET, { tags: ['hot', 'hot'] }, 3, 'tags'],
      [SWEET, { name: '   ' }, 3, 'name'],
      [SWEET, { name: 'x'.repeat(81) }, 3, 'name'],
      [SWEET, { position: -1 }, 3, 'position'],
      [SWEET, { enabled: 'no' }, 3, 'enabled'],
      [SWEET, { popularity: 5 }, 3],
      ['Bad ID!', { enabled: false }, 3, 'id'],
    ];
    for (const [id, body, code, field] of cases) {
      const res = await ops('PUT', `/ops/slot/games/${encodeURIComponent(id)}`, body);
      expect(res.body.code, `${id} ${JSON.stringify(body)}`).toBe(code);
      expect(res.status).toBeLessThan(500);
      if (field) expect(res.body.msg, JSON.stringify(body)).toContain(field);
    }
    expect((await ops<{ list: unknown[] }>('GET', '/ops/slot/games')).body.data!.list).toEqual([]);
    expect(await search('sweet candy')).toContain(SWEET);
    // An in-house title may be renamed or hidden, as a page of this app.
    const wingo = await ops('PUT', '/ops/slot/games/wingo', { name: 'Wingo Kilat' });
    expect(wingo.body.data!.game).toMatchObject({ id: 'wingo', name: 'Wingo Kilat', inHouse: true, path: '/game/wingo' });
    await ops('DELETE', '/ops/slot/games/wingo');
  });
});
