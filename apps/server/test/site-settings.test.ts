/**
 * Typed site settings: one default per key, the same answer through every endpoint that shows a
 * setting, a malformed stored value read as its default (logged, never a 500), and the operator's
 * write checked against the key's schema.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '../src/modules/content/site-settings.ts';
import { engines, registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';

type Range = { min: string; max: string };

describe.each(engines)('site settings (%s)', (engine) => {
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    t = await startTestServer(engine, { JOBS: '0' });
    token = (await registerUser(t.url)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The withdrawal range as each endpoint that shows it answers. */
  const withdrawRanges = async (): Promise<Range[]> => {
    const one = await request<Range>(t.url, 'GET', '/main/site/config/withdraw_range');
    const front = await request<{ config: { withdraw_range: Range } }>(t.url, 'GET', '/main/site/frontInfo');
    const pay = await request<{ withdrawRange: Range }>(t.url, 'GET', '/main/pay/info', { token });
    for (const r of [one, front, pay]) expect(r.status).toBe(200);
    return [one.body.data!, front.body.data!.config.withdraw_range, pay.body.data!.withdrawRange];
  };

  const store = (key: string, text: string) =>
    t.server.database.db.updateTable('site_config').set({ value: text }).where('key', '=', key).execute();

  it('answers the one default withdrawal range (Rp 50.000 to Rp 25.000.000) everywhere on a fresh server', async () => {
    expect(siteSettings.withdraw_range.default).toEqual({ min: '50000', max: '25000000' });
    expect(await withdrawRanges()).toEqual(Array(3).fill({ min: '50000', max: '25000000' }));
    // The seed wrote exactly the default.
    const row = await t.server.database.db
      .selectFrom('site_config')
      .select('value')
      .where('key', '=', 'withdraw_range')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual(siteSettings.withdraw_range.default);
  });

  it('reads a malformed stored value as its default, logs it once, and never answers 500', async () => {
    const warn = vi.spyOn(t.server.app.log, 'warn');
    try {
      for (const bad of ['not json', JSON.stringify({ min: 'abc', max: '1' }), JSON.stringify({ min: '90000', max: '1000' })]) {
        await store('withdraw_range', bad);
        expect(await withdrawRanges()).toEqual(Array(3).fill({ min: '50000', max: '25000000' }));
        const logged = warn.mock.calls.filter(([detail]) => (detail as { key?: string }).key === 'withdraw_range');
        expect(logged).toHaveLength(1);
        expect(logged[0]![0]).toMatchObject({ stored: bad });
        warn.mockClear();
      }
      // A bet range that is not one: the games offer and check the default range.
      await store('game_bet_range', JSON.stringify({ default: { min: '5000', max: '100' } }));
      const ws = await WsClient.connect(t.wsUrl, { cookieToken: token });
      const cur = await ws.call('/ws/game/roller/curRound', {});
      ws.close();
      expect(cur).toMatchObject({ code: 200, data: { betAmountRange: siteSettings.game_bet_range.default.default } });
      expect(warn.mock.calls.some(([detail]) => (detail as { key?: string }).key === 'game_bet_range')).toBe(true);
    } finally {
      warn.mockRestore();
      await store('withdraw_range', JSON.stringify(siteSettings.withdraw_range.default));
      await store('game_bet_range', JSON.stringify(siteSettings.game_bet_range.default));
    }
  });

  it("takes an operator's write that fits the key's schema and shows it everywhere; refuses the others", async () => {
    const put = (key: string, value: unknown) => request(t.url, 'PUT', `/ops/site/config/${key}`, { body: { value } });
    const written = await put('withdraw_range', { min: '30000', max: '20000000' });
    expect(written.status).toBe(200);
    expect(written.body.data).toEqual({ min: '30000', max: '20000000' });
    expect(await withdrawRanges()).toEqual(Array(3).fill({ min: '30000', max: '20000000' }));
    expect((await put('withdraw_range', { min: '30000' })).body.code).toBe(3);
    expect((await put('withdraw_range', { min: '-5', max: '100' })).body.code).toBe(3);
    expect((await put('withdraw_range', { min: '90000', max: '1000' })).body.code).toBe(20310);
    expect((await put('no_such_key', 1)).body.code).toBe(20002);
    expect((await request(t.url, 'GET', '/main/site/config/no_such_key')).status).toBe(404);
    expect(await withdrawRanges()).toEqual(Array(3).fill({ min: '30000', max: '20000000' }));
    expect((await put('withdraw_range', siteSettings.withdraw_range.default)).status).toBe(200);
  });

  it('lists the pages an operator closed on page/open; what a player must always reach cannot be closed', async () => {
    const open = () => request<{ closed: { path: string; message: string }[] }>(t.url, 'GET', '/main/site/page/open');
    expect((await open()).body.data).toEqual({ closed: [] });
    const put = (closed: { path: string; message: string }[]) =>
      request(t.url, 'PUT', '/ops/site/config/page_open', { body: { value: { closed } } });
    const sports = { path: '/game-provider', message: 'Olahraga tidak tersedia di wilayah lisensi ini' };
    expect((await put([sports])).status).toBe(200);
    expect((await open()).body.data).toEqual({ closed: [sports] });
    // The wallet, a withdrawal (under /withdraw), the account, help and player protection stay open.
    for (const path of ['/wallet', '/withdraw', '/account', '/help', '/responsible-gaming'])
      expect((await put([{ path, message: '' }])).body.code).toBe(20310);
    for (const path of ['/', '//x', '/Game', 'game']) expect((await put([{ path, message: '' }])).status).toBe(400);
    expect((await open()).body.data).toEqual({ closed: [sports] });
    expect((await put([])).status).toBe(200);
  });
});
