import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketView } from '@kasino/shared/protocol/protection';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** An image-shaped file: the magic bytes, then filler up to `size` bytes. */
function fileOf(magic: number[], size: number, fill = 7): Uint8Array {
  const data = new Uint8Array(size).fill(fill);
  data.set(magic);
  return data;
}
const png = (size = 64) => fileOf(PNG, size);
const jpeg = (size = 64) => fileOf(JPEG, size, 9);
const webp = (size = 64) => fileOf([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')], size, 5);

type Sent = { status: number; body: { code: number; msg: string; data?: TicketView; field?: string } };

describe.each(engines)('support tickets on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Posts the form the work-order page sends. */
  async function send(
    token: string,
    fields: Record<string, string>,
    images: Array<{ name: string; data: Uint8Array; type?: string }>,
  ): Promise<Sent> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const image of images) form.append('images', new Blob([image.data], { type: image.type ?? 'image/png' }), image.name);
    const res = await fetch(`${t.url}/main/support/tickets`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as Sent['body'] };
  }
  const ticketText = { subject: 'Deposit belum masuk', message: 'Saya sudah transfer Rp 50.000 tetapi saldo belum bertambah.' };

  it('opens a ticket with three images (PNG, JPEG, WebP; 2 MB is allowed) and serves them to the owner', async () => {
    const u = await registerUser(t.url);
    const big = png(2 * 1024 * 1024);
    const sent = await send(u.token, ticketText, [
      { name: 'bukti.png', data: big },
      { name: 'struk.jpg', data: jpeg(), type: 'image/jpeg' },
      { name: 'layar.webp', data: webp(), type: 'image/webp' },
    ]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const ticket = sent.body.data!;
    expect(ticket).toMatchObject({ subject: ticketText.subject, message: ticketText.message, status: 'open' });
    expect(ticket.images.map((i) => [i.type, i.size])).toEqual([
      ['image/png', big.length],
      ['image/jpeg', 64],
      ['image/webp', 64],
    ]);

    const list = await request<{ list: TicketView[]; total: number }>(t.url, 'GET', '/main/support/tickets', { token: u.token });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id: ticket.id, images: ticket.images }] });
    const one = await request<TicketView>(t.url, 'GET', `/main/support/tickets/${ticket.id}`, { token: u.token });
    expect(one.body.data).toEqual(ticket);

    const image = await fetch(t.url + ticket.images[0]!.url, { headers: { authorization: `Bearer ${u.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), Buffer.from(big))).toBe(0);
    // The cookie the browser holds works for <img> too.
    const viaCookie = await fetch(t.url + ticket.images[1]!.url, { headers: { cookie: `token=${u.token}` } });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts a ticket without images', async () => {
    const u = await registerUser(t.url);
    const sent = await send(u.token, ticketText, []);
    expect(sent.status).toBe(200);
    expect(sent.body.data!.images).toEqual([]);
  });

  it('refuses a fourth image, a too-large image and a file that is not an image, saving nothing', async () => {
    const u = await registerUser(t.url);
    const four = await send(
      u.token,
      ticketText,
      [png(), png(), png(), png()].map((data, i) => ({ name: `a${i}.png`, data })),
    );
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({ code: 20161, msg: 'Maksimal 3 gambar per tiket' });

    const large = await send(u.token, ticketText, [{ name: 'besar.png', data: png(2 * 1024 * 1024 + 1) }]);
    expect(large.status).toBe(413);
    expect(large.body.code).toBe(20162);
    expect(large.body.msg).toContain('besar.png');

    const gif = await send(u.token, ticketText, [{ name: 'anim.png', data: fileOf(ascii('GIF89a'), 64) }]);
    expect(gif.status).toBe(415);
    expect(gif.body).toMatchObject({ code: 20163 });
    const html = await send(u.token, ticketText, [{ name: 'x.png', data: new TextEncoder().encode('<script>alert(1)</script>') }]);
    expect(html.body.code).toBe(20163);

    // A form far beyond three images is refused before it is read.
    const huge = await send(u.token, ticketText, [{ name: 'besar-sekali.png', data: png(7 * 1024 * 1024) }]);
    expect(huge.body.code, JSON.stringify(huge)).toBe(20162);

    const list = await request<{ total: number }>(t.url, 'GET', '/main/support/tickets', { token: u.token });
    expect(list.body.data!.total).toBe(0);
  });

  it('checks the subject and message, and refuses a body that is not a form', async () => {
    const u = await registerUser(t.url);
    expect((await send(u.token, { message: 'isi' }, [])).body).toMatchObject({ code: 3, field: 'subject' });
    expect((await send(u.token, { subject: '   ', message: 'isi' }, [])).body).toMatchObject({ code: 3, field: 'subject' });
    expect((await send(u.token, { subject: 'a'.repeat(101), message: 'isi' }, [])).body).toMatchObject({ code: 3, field: 'subject' });
    expect((await send(u.token, { subject: 'Judul' }, [])).body).toMatchObject({ code: 3, field: 'message' });
    expect((await send(u.token, { subject: 'Judul', message: 'x'.repeat(2001) }, [])).body).toMatchObject({ code: 3, field: 'message' });
    // The text is checked first: a bad subject with a bad image names the subject.
    expect((await send(u.token, { message: 'isi' }, [{ name: 'a.gif', data: fileOf(ascii('GIF89a'), 10) }])).body.code).toBe(3);
    const json = await request(t.url, 'POST', '/main/support/tickets', { token: u.token, body: ticketText });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe(3);
  });

  it("keeps tickets and images to their owner: another user's ids look missing", async () => {
    const owner = await registerUser(t.url);
    const other = await registerUser(t.url);
    const ticket = (await send(owner.token, ticketText, [{ name: 'a.png', data: png() }])).body.data!;
    const one = await request(t.url, 'GET', `/main/support/tickets/${ticket.id}`, { token: other.token });
    expect(one.status).toBe(404);
    expect(one.body).toEqual({ code: 20160, msg: 'Tiket bantuan tidak ditemukan' });
    const image = await fetch(t.url + ticket.images[0]!.url, { headers: { authorization: `Bearer ${other.token}` } });
    expect(image.status).toBe(404);
    expect(((await image.json()) as { code: number }).code).toBe(20160);
    expect((await request<{ total: number }>(t.url, 'GET', '/main/support/tickets', { token: other.token })).body.data!.total).toBe(0);
    const missing = await request(t.url, 'GET', `/main/support/tickets/T0000NOPE`, { token: owner.token });
    expect(missing.body.code).toBe(20160);
  });
  /** Every file in the image store (relative paths). */
  const storedFiles = (): string[] => {
    const root = t.server.config.support.uploadDir;
    return existsSync(root) ? (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.split(path.sep).length === 3) : [];
  };

  it('keeps image bytes out of the database: the row holds the key, the store holds the bytes, the owner gets them back', async () => {
    const u = await registerUser(t.url);
    const data = png(300 * 1024);
    data[200_000] = 42; // not only filler, so a mix-up would show
    const ticket = (await send(u.token, ticketText, [{ name: 'bukti.png', data }])).body.data!;
    const image = ticket.images[0]!;
    const row = await t.server.database.db
      .selectFrom('support_ticket_images')
      .select(['data', 'storage_key', 'size', 'mime'])
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(row.data).toBeNull();
    expect(row.storage_key).toBe(`support/${ticket.id}/${image.id}`);
    expect([Number(row.size), row.mime]).toEqual([data.length, 'image/png']);
    const onDisk = readFileSync(path.join(t.server.config.support.uploadDir, 'support', ticket.id, image.id));
    expect(Buffer.compare(onDisk, Buffer.from(data))).toBe(0);
    const served = await fetch(t.url + image.url, { headers: { authorization: `Bearer ${u.token}` } });
    expect(served.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(data))).toBe(0);
  });

  it("refuses another player's image, also when its id is put under the caller's own ticket", async () => {
    const owner = await registerUser(t.url);
    const other = await registerUser(t.url);
    const secret = (await send(owner.token, ticketText, [{ name: 'a.png', data: png() }])).body.data!;
    const mine = (await send(other.token, ticketText, [{ name: 'b.png', data: png() }])).body.data!;
    for (const url of [secret.images[0]!.url, `/main/support/tickets/${mine.id}/images/${secret.images[0]!.id}`]) {
      const res = await fetch(t.url + url, { headers: { authorization: `Bearer ${other.token}` } });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: number }).code).toBe(20160);
    }
    const anonymous = await fetch(t.url + secret.images[0]!.url);
    expect(anonymous.status).toBe(401);
  });

  it('still serves an image written before the blob store (bytes in the row)', async () => {
    const u = await registerUser(t.url);
    const other = await registerUser(t.url);
    const ticket = (await send(u.token, ticketText, [])).body.data!;
    const legacy = jpeg(512);
    await t.server.database.db
      .insertInto('support_ticket_images')
      .values({
        id: 'ILEGACY0001',
        ticket_id: ticket.id,
        position: 0,
        mime: 'image/jpeg',
        size: legacy.length,
        data: legacy,
        storage_key: null,
        created_at: Date.now(),
      })
      .execute();
    const url = `/main/support/tickets/${ticket.id}/images/ILEGACY0001`;
    const res = await fetch(t.url + url, { headers: { authorization: `Bearer ${u.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(legacy))).toBe(0);
    expect((await fetch(t.url + url, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
  });

  it('allows 5 tickets per WIB day, refuses the 6th with 20291 saying when to try again, and stores nothing of it', async () => {
    const u = await registerUser(t.url);
    for (let i = 0; i < 5; i++) expect((await send(u.token, ticketText, [])).status).toBe(200);
    const before = storedFiles().length;
    const sixth = await send(u.token, ticketText, [{ name: 'a.png', data: png(1024 * 1024) }]);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(20291);
    expect(sixth.body.msg).toMatch(/^Batas 5 tiket bantuan per hari sudah tercapai; coba lagi mulai \d{1,2} \S+ \d{4} pukul 00\.00 WIB$/);
    expect(storedFiles().length).toBe(before);
    expect((await request<{ total: number }>(t.url, 'GET', '/main/support/tickets', { token: u.token })).body.data!.total).toBe(5);
    // Another player's quota is their own.
    expect((await send((await registerUser(t.url)).token, ticketText, [])).status).toBe(200);
  });

  it('allows 10 images per WIB day: a ticket that would pass it is refused whole (20292), a smaller one still goes', async () => {
    const u = await registerUser(t.url);
    for (let i = 0; i < 3; i++)
      expect(
        (
          await send(
            u.token,
            ticketText,
            [png(), jpeg(), webp()].map((data, j) => ({ name: `${i}${j}.png`, data })),
          )
        ).status,
      ).toBe(200);
    const before = storedFiles().length;
    const tooMany = await send(u.token, ticketText, [
      { name: 'a.png', data: png() },
      { name: 'b.png', data: png() },
    ]);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.code).toBe(20292);
    expect(tooMany.body.msg).toContain('sisa hari ini: 1');
    expect(storedFiles().length).toBe(before);
    const list = await request<{ total: number; list: TicketView[] }>(t.url, 'GET', '/main/support/tickets', { token: u.token });
    expect(list.body.data!.total).toBe(3);
    expect((await send(u.token, ticketText, [{ name: 'c.png', data: png() }])).status).toBe(200);
    expect(storedFiles().length).toBe(before + 1);
  });

  it('holds the quota under parallel sends: 8 at once give exactly 5 tickets', async () => {
    const u = await registerUser(t.url);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => send(u.token, ticketText, [{ name: `p${i}.png`, data: png() }])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 20291)).toHaveLength(3);
    expect((await request<{ total: number }>(t.url, 'GET', '/main/support/tickets', { token: u.token })).body.data!.total).toBe(5);
    const keys = await t.server.database.db
      .selectFrom('support_ticket_images')
      .innerJoin('support_tickets', 'support_tickets.id', 'support_ticket_images.ticket_id')
      .select('support_ticket_images.storage_key')
      .where('support_tickets.user_id', '=', BigInt(u.userId))
      .execute();
    expect(keys).toHaveLength(5);
    // The refused sends left no image in the store.
    const onDisk = storedFiles().filter((f) => keys.some((k) => k.storage_key === f.split(path.sep).join('/')));
    expect(onDisk).toHaveLength(5);
  });
});
