import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AgencyReport,
  AgencyState,
  AgencyTask,
  Paged,
  SpamReport,
  SpreadInfo,
  SpreadLog,
  SpreadMember,
} from '@kasino/shared/protocol/referral';
import { engines, request, startTestServer, uniquePhone, type TestServer } from './harness.ts';
import { playRoller } from './play-helpers.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

const DAY = 86_400_000;
const APPLY = {
  channel: 'Instagram',
  audience: 'Komunitas gamer dewasa Jakarta',
  contact: '@budi.main',
  plan: 'Ulasan mingguan permainan',
  acceptTerms: true,
};

interface Player {
  token: string;
  userId: number;
  code: string;
}

describe.each(engines)('agency programme on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(
      engine,
      { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0', JOBS_REFERRAL_SETTLE_MS: '3600000' },
      { now: () => Date.now() + offset },
    );
    const agency = await request(t.url, 'PUT', '/ops/site/config/agency', {
      body: {
        value: {
          enabled: true,
          suspendAt: 2,
          tasks: [
            { id: 'active_1', kind: 'new_active', target: 1, reward: '5000' },
            { id: 'deposits_2', kind: 'first_deposits', target: 2, reward: '7000' },
          ],
        },
      },
    });
    expect(agency.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const drain = () => t.server.events.settle();
  async function join(inviteCode?: string): Promise<Player> {
    const res = await request<{ token: string; user: { id: number } }>(t.url, 'POST', '/main/user/phone/register', {
      body: { phone: uniquePhone(), password: 'rahasia123', adult: true, ...(inviteCode ? { inviteCode } : {}) },
    });
    expect(res.status).toBe(200);
    await drain();
    const token = res.body.data!.token;
    const code = (await request<SpreadInfo>(t.url, 'GET', '/main/promo/spread/info', { token })).body.data!.inviteCode;
    return { token, userId: res.body.data!.user.id, code };
  }
  const decide = (p: Player, decision: string, note?: string) =>
    request(t.url, 'POST', `/ops/agency/applications/${p.userId}`, { body: { decision, ...(note ? { note } : {}) } });
  const report = async (p: Player) => request<AgencyReport>(t.url, 'GET', '/main/promo/spa/report?period=week', { token: p.token });
  const spam = (p: Player, inviteCode: string) =>
    request<SpamReport[]>(t.url, 'POST', '/main/promo/spammer/report', {
      token: p.token,
      body: { inviteCode, detail: 'Pesan WhatsApp massal dengan kode ini, tanpa saya minta' },
    });

  it('takes an application under the terms, lets staff approve it, and reports the agent’s week and tasks', async () => {
    const a = await join();
    const state = (await request<AgencyState>(t.url, 'GET', '/main/promo/spa/apply', { token: a.token })).body.data!;
    expect(state.application).toBeNull();
    expect(state.terms.join(' ')).toContain('spam');
    expect(
      (await request(t.url, 'POST', '/main/promo/spa/apply', { token: a.token, body: { ...APPLY, acceptTerms: false } })).body.code,
    ).toBe(3);
    const applied = await request<AgencyState>(t.url, 'POST', '/main/promo/spa/apply', { token: a.token, body: APPLY });
    expect(applied.body.data!.application).toMatchObject({ status: 'pending', channel: 'Instagram' });
    expect((await request(t.url, 'POST', '/main/promo/spa/apply', { token: a.token, body: APPLY })).body.code).toBe(4002);
    expect((await report(a)).body.code).toBe(4002);
    expect((await request(t.url, 'GET', '/main/promo/spa/tasks', { token: a.token })).body.code).toBe(4002);
    // Only staff decide, and only what the state allows.
    expect((await decide(a, 'reinstate')).body.code).toBe(4002);
    expect((await decide(a, 'approve', 'Selamat bergabung')).status).toBe(200);
    const pending = (await request<{ userId: number }[]>(t.url, 'GET', '/ops/agency/applications?status=pending')).body.data!;
    expect(pending.map((x) => x.userId)).not.toContain(a.userId);
    const mails = await request<{ list: { title: string }[] }>(t.url, 'GET', '/heracles/inbox/mail?page=1&count=20', { token: a.token });
    expect(mails.body.data!.list.map((m) => m.title)).toContain('Lamaran agen Anda disetujui');

    const b = await join(a.code);
    await depositAndWait(t.url, b.token, '50000');
    await playRoller(t.wsUrl, b.token, 2);
    await drain();
    const week = (await report(a)).body.data!;
    expect(week.current).toMatchObject({ newMembers: 1, firstDeposits: 1, activeMembers: 1, revenue: '200', rebates: '0' });
    expect(week.previous).toMatchObject({ newMembers: 0, firstDeposits: 0, activeMembers: 0, revenue: '0' });
    const members = (await request<Paged<SpreadMember>>(t.url, 'GET', '/main/promo/spa/members?tier=1', { token: a.token })).body.data!;
    expect(members.total).toBe(1);

    const tasks = (await request<AgencyTask[]>(t.url, 'GET', '/main/promo/spa/tasks', { token: a.token })).body.data!;
    expect(tasks.map((x) => [x.id, x.progress, x.target, x.grant])).toEqual([
      ['active_1', 1, 1, null],
      ['deposits_2', 1, 2, null],
    ]);
    const before = Number(await balanceOf(t.url, a.token));
    const claims = await Promise.all(
      [1, 2].map(() => request(t.url, 'POST', '/main/promo/spa/tasks/claim', { token: a.token, body: { task: 'active_1' } })),
    );
    expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
    expect(claims.find((r) => r.status !== 200)!.body.code).toBe(1052);
    expect(Number(await balanceOf(t.url, a.token)) - before).toBe(5000);
    expect((await request(t.url, 'POST', '/main/promo/spa/tasks/claim', { token: a.token, body: { task: 'deposits_2' } })).body.code).toBe(
      4002,
    );
  });

  it('suspends a referrer after reports from different players, stops its rebates, and staff reinstate it', async () => {
    const agent = await join();
    const downline = await join(agent.code);
    const [r1, r2] = [await join(), await join()];
    expect((await spam(r1, 'ZZZZ9999')).body.code).toBe(7003);
    expect((await spam(r1, r1.code)).body.code).toBe(7011);
    expect((await spam(r1, agent.code)).status).toBe(200);
    expect((await spam(r1, agent.code)).body.code).toBe(4002); // one report per reporter
    expect((await request<AgencyState>(t.url, 'GET', '/main/promo/spa/apply', { token: agent.token })).body.data!.openReports).toBe(1);
    const second = await spam(r2, agent.code);
    expect(second.body.data!.map((x) => [x.inviteCode, x.status])).toEqual([[agent.code, 'open']]);
    const state = (await request<AgencyState>(t.url, 'GET', '/main/promo/spa/apply', { token: agent.token })).body.data!;
    expect(state.application).toMatchObject({ status: 'suspended', channel: '' });
    const mails = await request<{ list: { title: string }[] }>(t.url, 'GET', '/heracles/inbox/mail?page=1&count=20', {
      token: agent.token,
    });
    expect(mails.body.data!.list.map((m) => m.title)).toContain('Akun referensi Anda ditangguhkan');

    // While suspended, the downline's play earns the agent nothing.
    await depositAndWait(t.url, downline.token, '50000');
    await playRoller(t.wsUrl, downline.token, 3);
    await drain();
    offset += DAY;
    await request(t.url, 'POST', '/ops/referral/settle', { body: {} });
    const logs = (await request<Paged<SpreadLog>>(t.url, 'GET', '/main/promo/spread/logs', { token: agent.token })).body.data!;
    expect(logs.total).toBe(0);

    // Staff dismiss the reports: the bare suspension is lifted and the next day pays again.
    expect((await decide(agent, 'reinstate', 'Laporan tidak terbukti')).status).toBe(200);
    expect((await request<AgencyState>(t.url, 'GET', '/main/promo/spa/apply', { token: agent.token })).body.data!.application).toBeNull();
    expect((await request<SpamReport[]>(t.url, 'GET', '/main/promo/spammer/report', { token: r1.token })).body.data![0]!.status).toBe(
      'dismissed',
    );
    await playRoller(t.wsUrl, downline.token, 1);
    await drain();
    offset += DAY;
    await request(t.url, 'POST', '/ops/referral/settle', { body: {} });
    const after = (await request<Paged<SpreadLog>>(t.url, 'GET', '/main/promo/spread/logs', { token: agent.token })).body.data!;
    expect(after.list.map((l) => [l.revenue, l.amount])).toEqual([['100', '10']]);
  });
});
