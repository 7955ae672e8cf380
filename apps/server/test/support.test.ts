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
  async function send(token: string, fields: Record<string, string>, images: Array<{ name: string; data: Uint8Array; type?: string }>): Promise<Sent> {
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
    const four = await send(u.token, ticketText, [png(), png(), png(), png()].map((data, i) => ({ name: `a${i}.png`, data })));
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
});
