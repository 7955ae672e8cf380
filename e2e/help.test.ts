/**
 * The help centre and site messages as a player meets them on a phone (390x844): a visitor searches the
 * FAQ and lands on the answer, reads the terms from the registration form without losing what was typed,
 * a player files a ticket from the contact page and sees the operator's channels; an announcement an
 * operator publishes lights the bell live and is read on the notifications page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { closeSheet, signInContext, startE2e, type E2e } from './browser.ts';

describe('help centre and notifications', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('searches the FAQ, opens a topic and an answer, and reads the terms from the registration form', { timeout: 90_000 }, async () => {
    const { page, context } = await e2e.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/help');
    await page.getByTestId('help-topics').waitFor();
    expect(await page.getByTestId('help-topics').locator('a').count()).toBe(7);
    await e2e.shot(page, 'help-centre');

    await page.getByTestId('help-search').fill('penarikan ditahan');
    await page.getByTestId('help-results').waitFor();
    await e2e.shot(page, 'help-search');
    await page.getByTestId('help-result').filter({ hasText: 'Mengapa penarikan saya ditahan?' }).click();
    await page.waitForURL('**/help/withdrawal#withdrawal-hold');
    const answer = page.locator('#help-withdrawal-hold details');
    await expect.poll(() => answer.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await answer.getByTestId('help-answer-body').innerText()).toContain('ditahan sementara');
    // Another answer on the same page opens with a tap and shows the live limits.
    const how = page.locator('#help-withdrawal-how details');
    await how.locator('summary').click();
    await expect.poll(() => how.getByTestId('help-answer-body').innerText()).toContain('Rp 50.000');
    await e2e.shot(page, 'help-topic');

    const none = page.getByTestId('help-no-results');
    await page.goto('/help');
    await page.getByTestId('help-search').fill('qwertyzz');
    await none.waitFor();

    // The terms from the registration form, in a sheet: the typed phone number stays.
    await page.goto('/register');
    const phone = page.getByTestId('register-phone');
    await phone.fill('081234567890');
    const typed = await phone.inputValue();
    await page.getByTestId('register-terms').click();
    const sheet = page.getByTestId('doc-sheet-terms');
    await sheet.waitFor();
    await expect.poll(() => sheet.getByTestId('doc-sheet-body').innerText()).toContain('18 tahun');
    await e2e.shot(page, 'register-terms');
    expect(await page.getByTestId('register-age').isChecked()).toBe(false);
    await closeSheet(page);
    await sheet.waitFor({ state: 'detached' });
    expect(await phone.inputValue()).toBe(typed);

    await page.goto('/help/article/privacy');
    await expect.poll(() => page.getByTestId('help-article-title').textContent()).toBe('Kebijakan Privasi');
    await page.goto('/help/article/no-such-article');
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });

  it('shows the operator’s channels and files a ticket from the contact page', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const set = await request(base, 'PUT', '/ops/site/config/contact_links', {
      body: { value: { whatsapp: 'https://wa.me/6281200000000', telegram: '', liveChat: 'https://chat.kasino.example/', email: '' } },
    });
    expect(set.status).toBe(200);
    const user = await registerUser(base);
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/help');
    await page.getByTestId('help-contact-link').click();
    await page.getByTestId('help-channels').waitFor();
    expect(await page.getByTestId('help-channel-whatsapp').getAttribute('href')).toBe('https://wa.me/6281200000000');
    expect(await page.getByTestId('help-channel-liveChat').getAttribute('rel')).toContain('noopener');
    expect(await page.getByTestId('help-channel-telegram').count()).toBe(0);
    await e2e.shot(page, 'help-contact');

    await page.getByTestId('help-ticket').click();
    await page.waitForURL('**/work-order-upload');
    await page.getByTestId('ticket-subject').fill('Pertanyaan penarikan');
    await page.getByTestId('ticket-message').fill('Berapa lama penarikan ke rekening BCA diproses?');
    await page.getByTestId('ticket-submit').click();
    await page.getByTestId('ticket-row').filter({ hasText: 'Pertanyaan penarikan' }).waitFor();
    await context.close();
  });

  it('lights the bell for an announcement published live and reads it on the notifications page', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The welcome mail is the one unread item so far.
    await expect.poll(() => page.getByTestId('bell-count').textContent(), { timeout: 15_000 }).toBe('1');
    // The count is read over HTTP; the toast needs the link to have subscribed, which on a loaded
    // machine comes later (after the link's setup and the render that follows it).
    await expect.poll(() => e2e.server.server.gateway.listens(user.userId, '/ws/site/message'), { timeout: 15_000 }).toBe(true);

    const published = await request<{ id: number }>(base, 'POST', '/ops/site/message', {
      body: { title: 'Pemeliharaan terjadwal', content: '<p>Layanan deposit berhenti sejenak pukul <b>02.00–03.00 WIB</b>.</p>' },
    });
    expect(published.status).toBe(200);
    await page.getByText('Pemeliharaan terjadwal').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('bell-count').textContent(), { timeout: 10_000 }).toBe('2');

    await page.getByTestId('bell').click();
    await page.waitForURL('**/inbox');
    await expect.poll(() => page.getByTestId('notices-unread').textContent()).toBe('1 baru');
    await page.getByTestId('notices-link').click();
    await page.waitForURL('**/notifications');
    const notice = page.getByTestId('notification').first();
    await expect.poll(() => notice.getAttribute('data-read')).toBe('false');
    await e2e.shot(page, 'notifications');
    await notice.locator('summary').click();
    await expect.poll(() => notice.getByTestId('notification-content').innerText()).toContain('02.00–03.00 WIB');
    await expect.poll(() => page.getByTestId('bell-count').textContent(), { timeout: 10_000 }).toBe('1');
    await e2e.shot(page, 'notification-open');
    await context.close();
  });

  it('reports a script error nothing caught to the operators, once per message', { timeout: 60_000 }, async () => {
    const { page, context } = await e2e.newPage();
    const reports: Array<{ message: string; path: string }> = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/main/site/error/notify'))
        reports.push(JSON.parse(req.postData() ?? '{}') as { message: string; path: string });
    });
    await page.goto('/help');
    await page.getByTestId('help-topics').waitFor();
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++)
        setTimeout(() => {
          throw new Error('Kesalahan uji');
        });
      void Promise.reject(new Error('Penolakan uji'));
    });
    await expect.poll(() => reports.map((r) => r.message).sort()).toEqual(['Penolakan uji', 'Uncaught Error: Kesalahan uji']);
    expect(reports.every((r) => r.path === '/help')).toBe(true);
    await context.close();
  });
});
