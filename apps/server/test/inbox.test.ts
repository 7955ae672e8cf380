import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimResult, MailList, MailView, UnreadCounts } from '@kasino/shared/protocol/inbox';
import { engines, registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { addBankAccount, depositAndWait, setPin } from './wallet-helpers.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

describe.each(engines)('inbox on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(engine, {}, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (u: User, query = '') => {
    const res = await request<MailList>(t.url, 'GET', `/heracles/inbox/mail${query}`, { token: u.token });
    expect(res.status).toBe(200);
    return res.body.data!;
  };
  const unread = async (u: User) => (await request<UnreadCounts>(t.url, 'GET', '/heracles/inbox/unread', { token: u.token })).body.data!;
  const send = (body: Record<string, unknown>) =>
    request<{ recipients: number; batches: number; mailId?: number }>(t.url, 'POST', '/ops/inbox/send', { body });
  const sendTo = async (u: User, extra: Record<string, unknown> = {}) => {
    const res = await send({ to: { userId: u.userId }, tag: 'promo', title: 'Promo', content: '<p>Halo</p>', ...extra });
    expect(res.status).toBe(200);
    return res.body.data!.mailId!;
  };
  /** The durable mailer runs after the commit; waits for a mail with this metadata id. */
  async function waitForMail(u: User, metadataId: string): Promise<MailView> {
    for (let i = 0; i < 300; i++) {
      const found = (await list(u)).list.find((m) => m.metadataId === metadataId);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${metadataId} mail`);
  }

  it('sends a welcome mail after registration, unread and counted under its tag', async () => {
    const u = await registerUser(t.url);
    const welcome = await waitForMail(u, 'welcome');
    expect(welcome.tag).toBe('system');
    expect(welcome.read).toBe(false);
    expect(welcome.title).toContain('Selamat datang');
    expect(welcome.expireTime).toBeGreaterThan(welcome.sendTime);
    const counts = await unread(u);
    expect(counts.system).toBe(1);
    expect(counts.total).toBe(1);
  });

  it('mails a paid withdrawal, and a rejected one with the staff’s reason shown as text', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '300000');
    await setPin(t.url, u.token);
    const bank = await addBankAccount(t.url, u.token);
    const withdraw = async () =>
      (
        await request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
          token: u.token,
          body: { amount: '100000', bankAccountId: bank, pin: '123456' },
        })
      ).body.data!.id;
    const review = (id: string, body: Record<string, unknown>) => request(t.url, 'POST', `/ops/withdrawals/${id}/review`, { body });
    expect((await review(await withdraw(), { decision: 'reject', note: 'Nama <b>tidak</b> cocok' })).status).toBe(200);
    const rejected = await waitForMail(u, 'withdrawal_rejected');
    expect(rejected.title).toBe('Penarikan Rp 100.000 ditolak');
    expect(rejected.content).toContain('Alasan: Nama &lt;b&gt;tidak&lt;/b&gt; cocok');
    expect((await review(await withdraw(), { decision: 'approve' })).status).toBe(200);
    const paid = await waitForMail(u, 'withdrawal_paid');
    expect(paid.title).toBe('Penarikan Rp 100.000 berhasil');
  });

  it('mails a paid deposit with its amount in rupiah', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '150000');
    const mail = await waitForMail(u, 'deposit_paid');
    expect(mail.title).toBe('Deposit Rp 150.000 berhasil');
    expect(mail.content).toContain('<b>Rp 150.000</b>');
  });

  it('lists by tag with pages, reads one and all of a tag, deletes one and every read one of a tag', async () => {
    const u = await registerUser(t.url);
    await waitForMail(u, 'welcome');
    const promos = [await sendTo(u), await sendTo(u), await sendTo(u)];
    const reward = await sendTo(u, { tag: 'reward', title: 'Hadiah', reward: { amount: '5000' } });

    const page1 = await list(u, '?tag=promo&page=1&count=2');
    expect(page1.total).toBe(3);
    expect(page1.list.map((m) => m.id)).toEqual([promos[2], promos[1]]);
    expect((await list(u, '?tag=promo&page=2&count=2')).list.map((m) => m.id)).toEqual([promos[0]]);
    expect((await list(u)).total).toBe(5);
    expect(await unread(u)).toMatchObject({ system: 1, promo: 3, reward: 1, total: 5 });

    expect((await request(t.url, 'POST', `/heracles/inbox/mail/${promos[0]}/read`, { token: u.token })).status).toBe(200);
    expect((await unread(u)).promo).toBe(2);
    const readAll = await request<{ updated: number }>(t.url, 'POST', '/heracles/inbox/readAll', {
      token: u.token,
      body: { tag: 'promo' },
    });
    expect(readAll.body.data!.updated).toBe(2);
    expect(await unread(u)).toMatchObject({ system: 1, promo: 0, reward: 1, total: 2 });

    expect((await request(t.url, 'POST', `/heracles/inbox/mail/${promos[2]}/delete`, { token: u.token })).status).toBe(200);
    expect((await list(u, '?tag=promo')).total).toBe(2);
    // Delete all read of a tag: promos go; the unread welcome and the unclaimed reward stay.
    await request(t.url, 'POST', `/heracles/inbox/mail/${reward}/read`, { token: u.token });
    const deleted = await request<{ deleted: number }>(t.url, 'POST', '/heracles/inbox/deleteAll', {
      token: u.token,
      body: { tag: 'promo' },
    });
    expect(deleted.body.data!.deleted).toBe(2);
    await request(t.url, 'POST', '/heracles/inbox/deleteAll', { token: u.token, body: {} });
    const left = await list(u);
    expect(left.list.map((m) => m.metadataId === 'welcome' || m.id === reward)).toEqual([true, true]);
    expect(left.total).toBe(2);
  });

  it("refuses another player's mail ids (20350) and needs login", async () => {
    const a = await registerUser(t.url);
    const b = await registerUser(t.url);
    const mail = await sendTo(a, { reward: { amount: '1000' }, tag: 'reward' });
    for (const [method, path] of [
      ['GET', `/heracles/inbox/mail/${mail}`],
      ['POST', `/heracles/inbox/mail/${mail}/read`],
      ['POST', `/heracles/inbox/mail/${mail}/delete`],
      ['POST', `/heracles/inbox/mail/${mail}/claim`],
    ] as const) {
      const res = await request(t.url, method, path, { token: b.token });
      expect(res.body.code, path).toBe(20350);
      expect(res.status).toBe(404);
      expect((await request(t.url, method, path)).body.code).toBe(1);
    }
    expect((await request(t.url, 'GET', '/heracles/inbox/mail')).status).toBe(401);
    // a's mail is untouched
    const mine = (await list(a)).list.find((m) => m.id === mail)!;
    expect(mine.read).toBe(false);
    expect(mine.reward!.claimedAt).toBeNull();
  });

  it('pays a reward once when two claims race, through the ledger; a second claim is 20352', async () => {
    const u = await registerUser(t.url);
    const before = await t.server.ledger.balanceOf(u.userId, 'IDR');
    const mail = await sendTo(u, { tag: 'reward', reward: { amount: '12500.5' } });
    const claims = await Promise.all(
      [1, 2, 3].map(() => request<ClaimResult>(t.url, 'POST', `/heracles/inbox/mail/${mail}/claim`, { token: u.token })),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.body.code === 20352)).toHaveLength(2);
    expect(claims.find((c) => c.status === 200)!.body.data!.amount).toBe('12500.5');
    expect((await t.server.ledger.balanceOf(u.userId, 'IDR')) - before).toBe(1250050n);
    const flow = await request<{ list: { kind: string; amount: string }[] }>(t.url, 'GET', '/main/pay/balance/flow', { token: u.token });
    expect(flow.body.data!.list.filter((r) => r.kind === 'bonus').map((r) => r.amount)).toEqual(['12500.5']);
    const view = (await list(u, '?tag=reward')).list[0]!;
    expect(view.reward!.claimedAt).not.toBeNull();
    expect(view.read).toBe(true);
    // A mail without a reward cannot be claimed.
    expect((await request(t.url, 'POST', `/heracles/inbox/mail/${await sendTo(u)}/claim`, { token: u.token })).body.code).toBe(20353);
  });

  it("pushes the claimed reward's new balance on the owner's balance topic", async () => {
    const u = await registerUser(t.url);
    const mail = await sendTo(u, { tag: 'reward', reward: { amount: '5000' } });
    const link = await WsClient.connect(t.wsUrl);
    try {
      await link.call('/ws/setup', { token: u.token, clientId: 'claim', clientType: 'browser' });
      expect((await link.call('/ws/subscribe', { topics: [`/ws/user/${u.userId}/balance`] })).code).toBe(200);
      const pushed = link.next((f) => f.path === `/ws/user/${u.userId}/balance`);
      const claim = await request<ClaimResult>(t.url, 'POST', `/heracles/inbox/mail/${mail}/claim`, { token: u.token });
      expect(claim.status).toBe(200);
      const frame = await pushed;
      expect((frame.data as { balance: string }).balance).toBe(claim.body.data!.balance);
      expect(claim.body.data!.balance).toBe('5000');
    } finally {
      link.close();
    }
  });

  it('claims all rewards of a tag at once, each once', async () => {
    const u = await registerUser(t.url);
    await sendTo(u, { tag: 'reward', reward: { amount: '1000' } });
    await sendTo(u, { tag: 'reward', reward: { amount: '2000' } });
    const [first, second] = await Promise.all([
      request<{ claimed: number; amount: string }>(t.url, 'POST', '/heracles/inbox/claimAll', { token: u.token, body: { tag: 'reward' } }),
      request<{ claimed: number; amount: string }>(t.url, 'POST', '/heracles/inbox/claimAll', { token: u.token, body: { tag: 'reward' } }),
    ]);
    expect(first.body.data!.claimed + second.body.data!.claimed).toBe(2);
    expect(await t.server.ledger.balanceOf(u.userId, 'IDR')).toBe(300000n);
  });

  it('hides an expired mail and refuses its reward with 20351', async () => {
    const u = await registerUser(t.url);
    const mail = await sendTo(u, { tag: 'reward', reward: { amount: '1000' }, expireHours: 1 });
    expect((await list(u, '?tag=reward')).total).toBe(1);
    offset += 2 * 3_600_000;
    try {
      expect((await list(u, '?tag=reward')).total).toBe(0);
      const res = await request(t.url, 'POST', `/heracles/inbox/mail/${mail}/claim`, { token: u.token });
      expect(res.body.code).toBe(20351);
      expect(res.status).toBe(409);
      expect(await t.server.ledger.balanceOf(u.userId, 'IDR')).toBe(0n);
    } finally {
      offset -= 2 * 3_600_000;
    }
  });

  it('pushes a new mail to its owner only', async () => {
    const a = await registerUser(t.url);
    const b = await registerUser(t.url);
    // Their welcome mails first, so the only push left to come is the one sent below.
    await waitForMail(a, 'welcome');
    await waitForMail(b, 'welcome');
    const wa = await WsClient.connect(t.wsUrl);
    const wb = await WsClient.connect(t.wsUrl);
    try {
      await wa.call('/ws/setup', { token: a.token, clientId: 'a', clientType: 'browser' });
      await wb.call('/ws/setup', { token: b.token, clientId: 'b', clientType: 'browser' });
      expect((await wa.call('/ws/subscribe', { topics: [`/heracles/inbox/new/${a.userId}`] })).code).toBe(200);
      expect((await wb.call('/ws/subscribe', { topics: [`/heracles/inbox/new/${a.userId}`] })).code).toBe(3);
      expect((await wb.call('/ws/subscribe', { topics: [`/heracles/inbox/new/${b.userId}`] })).code).toBe(200);
      const pushed = wa.next((f) => f.path === `/heracles/inbox/new/${a.userId}`);
      const id = await sendTo(a, { title: 'Untuk A', toast: { title: 'Pesan baru', body: 'Cek kotak masuk' }, displayMode: 3 });
      const frame = await pushed;
      expect(frame.data).toEqual({
        id,
        tag: 'promo',
        title: 'Untuk A',
        showToast: { title: 'Pesan baru', body: 'Cek kotak masuk' },
        displayMode: 3,
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(wb.pushes.filter((f) => f.path?.includes('/inbox/'))).toEqual([]);
      expect(wa.pushes.filter((f) => f.path?.includes('/inbox/'))).toHaveLength(1);
    } finally {
      wa.close();
      wb.close();
    }
  });

  it('stores rich content inert: no script, event handlers, style, javascript: links or remote images', async () => {
    const u = await registerUser(t.url);
    const id = await sendTo(u, {
      title: '<b onmouseover=alert(1)>Judul</b>',
      content:
        '<p style="color:red" onclick="steal()">Halo</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<img src="https://evil.example/track.png"><a href="javascript:alert(1)">tautan</a><iframe src="https://evil.example"></iframe>' +
        '<svg onload=alert(1)></svg><a href="https://kasino.example/promo">promo</a><img src="/assets/banner.png" alt="b">',
    });
    const mail = (await request<MailView>(t.url, 'GET', `/heracles/inbox/mail/${id}`, { token: u.token })).body.data!;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'onload',
      'onmouseover',
      'style=',
      'javascript:',
      'evil.example',
      '<iframe',
      '<svg',
    ])
      expect(mail.content.toLowerCase() + mail.title, bad).not.toContain(bad);
    expect(mail.title).toBe('Judul');
    expect(mail.content).toContain('<p>Halo</p>');
    expect(mail.content).toContain('<a href="https://kasino.example/promo" target="_blank" rel="noopener noreferrer nofollow">promo</a>');
    expect(mail.content).toContain('<img src="/assets/banner.png" alt="b" />');
  });

  it('lists the templates in Indonesian with their variables', async () => {
    const u = await registerUser(t.url);
    const res = await request<{ key: string; variables: string[]; title: string }[]>(t.url, 'GET', '/main/inbox/tpl', { token: u.token });
    const rejected = res.body.data!.find((x) => x.key === 'withdrawal_rejected')!;
    expect(rejected.variables).toEqual(['amount', 'reason']);
    expect(rejected.title).toContain('ditolak');
    expect((await request(t.url, 'GET', '/main/inbox/tpl')).status).toBe(401);
  });

  it('sends to every player registered since a date in batches of set-based inserts, once per campaign', async () => {
    const db = t.server.database.db;
    const since = Date.now() + offset + 1;
    await new Promise((r) => setTimeout(r, 5));
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      phone: `6289${String(Date.now()).slice(-6)}${String(i).padStart(5, '0')}`,
      password_hash: 'x',
      name: `bulk${i}`,
      avatar: '1',
      currency: 'IDR',
      invite_code: `B${Date.now().toString(36)}${i}`.slice(0, 20),
      status: 'active',
      created_at: BigInt(Date.now() + offset),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 500))
        .execute();
    const body = {
      to: { registeredSince: since },
      campaignId: `bulk-${engine}`,
      tag: 'promo',
      title: 'Promo massal',
      content: '<p>Hai</p>',
    };
    // One push for the whole send, naming no player: clients refresh their own counts.
    const watcher = await WsClient.connect(t.wsUrl);
    expect((await watcher.call('/ws/subscribe', { topics: ['/heracles/inbox/campaign'] })).code).toBe(200);
    const pushed = watcher.next((f) => f.path === '/heracles/inbox/campaign');
    const started = performance.now();
    const sent = await send(body);
    const ms = performance.now() - started;
    expect(sent.body.data).toMatchObject({ recipients: 2_500, batches: 3 });
    expect((await pushed).data).toEqual({ campaignId: `bulk-${engine}`, tag: 'promo' });
    console.info(`inbox bulk send on ${engine}: 2,500 mails in ${ms.toFixed(0)} ms`);
    // A resend adds nothing and announces nothing.
    const quiet = watcher
      .next((f) => f.path === '/heracles/inbox/campaign', 1_000)
      .then(
        () => 'pushed',
        () => 'quiet',
      );
    expect((await send(body)).body.data!.recipients).toBe(0);
    expect(await quiet).toBe('quiet');
    watcher.close();
    const n = await db
      .selectFrom('mails')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('source_key', '=', `campaign:bulk-${engine}`)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(2_500);
    expect((await send({ ...body, to: { userId: 999_999_999 } })).body.code).toBe(20354);

    // A VIP segment: only the players at the level or above (the VIP subscriber keeps users.vip_level).
    const vips = (await db.selectFrom('users').select('id').where('created_at', '>=', BigInt(since)).orderBy('id').limit(7).execute()).map(
      (r) => r.id,
    );
    await db.updateTable('users').set({ vip_level: 3 }).where('id', 'in', vips.slice(0, 4)).execute();
    await db.updateTable('users').set({ vip_level: 2 }).where('id', 'in', vips.slice(4)).execute();
    const vipSend = await send({ ...body, to: { minVipLevel: 3 }, campaignId: `vip-${engine}`, title: 'Khusus VIP 3' });
    expect(vipSend.body.data).toMatchObject({ recipients: 4 });
    const reached = await db.selectFrom('mails').select('user_id').where('source_key', '=', `campaign:vip-${engine}`).execute();
    expect(reached.map((r) => r.user_id).sort()).toEqual(vips.slice(0, 4).sort());
    expect((await send({ ...body, to: { minVipLevel: 0 } })).body.code).toBe(3);
  });
});
