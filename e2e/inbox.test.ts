/**
 * The inbox as a new player meets it on a phone (390x844): the welcome mail lights the bell, reading it
 * clears the count; a reward mail an operator sends arrives live (toast and bell), its claim raises the
 * balance once and the button says so; deleting it takes it off the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

describe('inbox', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ production: true });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the welcome mail and the bell count, reads it, claims a reward mail and deletes it', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect.poll(() => page.getByTestId('bell-count').textContent(), { timeout: 15_000 }).toBe('1');

    await page.getByTestId('bell').click();
    await page.waitForURL('**/inbox');
    const welcome = page.getByTestId('inbox-item').first();
    await expect.poll(() => welcome.getAttribute('data-read')).toBe('false');
    await expect.poll(() => welcome.getByTestId('unread-dot').count()).toBe(1);
    await e2e.shot(page, 'inbox-list');
    await welcome.click();
    await expect.poll(() => page.getByTestId('mail-title').textContent()).toContain('Selamat datang');
    await e2e.shot(page, 'inbox-mail');
    await expect.poll(() => page.getByTestId('bell-count').count(), { timeout: 10_000 }).toBe(0);

    // An operator sends a reward while the player is on the page: the push brings a toast and the bell.
    await page.getByText('Kembali ke Kotak Masuk').click();
    const sent = await request<{ mailId: number }>(base, 'POST', '/ops/inbox/send', {
      body: {
        to: { userId: user.userId },
        tag: 'reward',
        title: 'Bonus akhir pekan',
        content: '<p>Selamat bermain!</p>',
        reward: { amount: '25000' },
      },
    });
    expect(sent.status).toBe(200);
    await page.getByText('Bonus akhir pekan').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('bell-count').textContent(), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => page.getByTestId('balance').innerText()).toBe('Rp 0');

    await page.locator(`a[href="/inbox/${sent.body.data!.mailId}"]`).click();
    const claim = page.getByTestId('mail-claim');
    await expect.poll(() => claim.getAttribute('data-state')).toBe('ready');
    await e2e.shot(page, 'inbox-reward');
    await claim.click();
    await expect.poll(() => claim.getAttribute('data-state'), { timeout: 10_000 }).toBe('claimed');
    await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toBe('Rp 25.000');
    expect(await claim.isDisabled()).toBe(true);
    expect(await e2e.server.server.ledger.balanceOf(user.userId, 'IDR')).toBe(2_500_000n);

    await page.getByTestId('mail-delete').click();
    await page.waitForURL('**/inbox');
    await expect.poll(() => page.locator(`a[href="/inbox/${sent.body.data!.mailId}"]`).count()).toBe(0);
    await expect.poll(() => page.getByTestId('inbox-item').count()).toBe(1);
    await e2e.shot(page, 'inbox-after-delete');
  });
  it('renders a hostile mail inert in the browser', { timeout: 60_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const sent = await request<{ mailId: number }>(base, 'POST', '/ops/inbox/send', {
      body: {
        to: { userId: user.userId },
        tag: 'other',
        title: 'Uji',
        content:
          '<p>Aman</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>' +
          '<a href="javascript:alert(3)" onclick="window.__xss=3">klik</a><img src="https://evil.example/t.png">',
      },
    });
    await page.goto(`/inbox/${sent.body.data!.mailId}`);
    const content = page.getByTestId('mail-content');
    await expect.poll(() => content.innerText()).toContain('Aman');
    await content
      .getByText('klik')
      .click({ noWaitAfter: true })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const html = await content.innerHTML();
    expect(html).not.toMatch(/onerror|onclick|<script|javascript:|evil\.example/i);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
