/**
 * Phone recharge on a phone (390x844), with the sandbox phone-credit provider: a visitor is asked to
 * log in; a player who deposited Rp 300.000 this week opens the page from its Bonus tab card, sees the
 * first tier open and the next one's progress, claims it, and sees the order delivered to the masked
 * number while the balance does not move. A player whose number the provider refuses sees why, the
 * tier open again, and the reward back in the Bonus tab to claim again. A page the operator closes
 * (`page/open`) shows its message instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, request, uniquePhoneEnding } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

describe('phone recharge', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('asks a visitor to log in', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/activity/phone-recharge');
    await page.getByTestId('phone-recharge-page').getByRole('link', { name: 'Masuk' }).waitFor();
    expect(await page.getByTestId('phone-tier').count()).toBe(0);
  });

  it('claims a reached tier and shows the delivered order', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base, 'rahasia123', uniquePhoneEnding('123'));
    await depositAndWait(base, user.token, '300000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);

    await page.goto('/activity');
    await page.getByTestId('promo-card-phone_recharge').click();
    await page.waitForURL('**/activity/phone-recharge');
    const tiers = page.getByTestId('phone-tier');
    await expect.poll(() => tiers.count()).toBe(3);
    expect(await page.getByTestId('phone-deposited').innerText()).toBe('Rp 300.000');
    expect(await page.getByTestId('phone-number').innerText()).toMatch(/^0813\*{4}\d123$/);
    expect(await tiers.nth(0).getAttribute('data-state')).toBe('open');
    expect(await tiers.nth(1).getAttribute('data-state')).toBe('locked');
    expect(await tiers.nth(1).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    await page.getByTestId('phone-orders-empty').waitFor();
    await e2e.shot(page, 'phone-recharge-open');

    const balance = await balanceOf(base, user.token);
    await tiers.nth(0).getByTestId('phone-claim').click();
    await expect.poll(() => tiers.nth(0).getAttribute('data-state')).toBe('claimed');
    const order = page.getByTestId('phone-order');
    await expect.poll(() => order.getAttribute('data-status')).toBe('success');
    expect(await order.innerText()).toContain('Rp 5.000');
    expect(await order.innerText()).toContain('Berhasil');
    expect(await balanceOf(base, user.token)).toBe(balance);
    await e2e.shot(page, 'phone-recharge-claimed');
  });

  it('says why a top-up failed and offers the reward again', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base, 'rahasia123', uniquePhoneEnding('000'));
    await depositAndWait(base, user.token, '300000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);

    await page.goto('/activity/phone-recharge');
    await page.getByTestId('phone-claim').first().click();
    const order = page.getByTestId('phone-order');
    await expect.poll(() => order.getAttribute('data-status')).toBe('failed');
    expect(await order.getByTestId('phone-order-reason').innerText()).toContain('Nomor tidak aktif atau salah operator');
    // The reward is back: the tier may be claimed again.
    await expect.poll(() => page.getByTestId('phone-tier').first().getAttribute('data-state')).toBe('open');
    await e2e.shot(page, 'phone-recharge-failed');

    await page.goto('/activity');
    const grant = page.getByTestId('grant-phone_recharge');
    await expect.poll(() => grant.getAttribute('data-status')).toBe('claimable');
    expect(await grant.innerText()).toContain('Dibayar sebagai pulsa');
  });

  it('shows the operator’s message on a page it closed (page/open), and the page again once reopened', { timeout: 60_000 }, async () => {
    const base = e2e.server.url;
    const closed = [{ path: '/activity/phone-recharge', message: 'Hadiah pulsa tidak tersedia di wilayah ini' }];
    expect((await request(base, 'PUT', '/ops/site/config/page_open', { body: { value: { closed } } })).status).toBe(200);
    try {
      const { page } = await e2e.newPage();
      await page.goto('/activity/phone-recharge');
      expect(await page.getByTestId('page-closed-message').innerText()).toBe('Hadiah pulsa tidak tersedia di wilayah ini');
      expect(await page.getByTestId('phone-recharge-page').count()).toBe(0);
      await e2e.shot(page, 'page-closed');
      // Other pages are untouched.
      await page.goto('/activity');
      await page.getByTestId('promo-cards').waitFor();
      expect(await page.getByTestId('page-closed').count()).toBe(0);
    } finally {
      await request(base, 'PUT', '/ops/site/config/page_open', { body: { value: { closed: [] } } });
    }
    const { page } = await e2e.newPage();
    await page.goto('/activity/phone-recharge');
    await page.getByTestId('phone-recharge-page').waitFor();
    expect(await page.getByTestId('page-closed').count()).toBe(0);
  });
});
