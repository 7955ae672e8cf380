import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, uniquePhone } from '../apps/server/test/harness.ts';
import { startE2e, waitForText, type E2e } from './browser.ts';

/** Waits until the element's text (trimmed) matches. */

describe('player protection in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '300', TEST_CLOCK: '1' } });
    // The play session restarts at WIB midnight, so the reality check's 31 minutes must fall within one
    // day: the server's clock moves forward to the next 10:00 WIB before anything is played.
    const clock = await request<{ now: number }>(e2e.server.url, 'GET', '/ops/test-clock');
    const now = clock.body.data!.now;
    const wibDay = 86_400_000;
    const tenWib = 3 * 3_600_000; // 10:00 WIB is 03:00 UTC
    const next = Math.floor((now - tenWib) / wibDay) * wibDay + tenWib + wibDay;
    const moved = await request(e2e.server.url, 'POST', '/ops/test-clock', { body: { advanceMs: next - now } });
    expect(moved.status).toBe(200);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('registers with the 18+ box, sets a daily deposit limit, and sees a deposit above it refused', async () => {
    const { page, context } = await e2e.newPage();
    const password = 'rahasia123';

    // Registration needs the 18+ confirmation: without it the form does not submit.
    await page.goto('/?z=register');
    await page.getByTestId('register-phone').fill(uniquePhone());
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password2').fill(password);
    await page.getByTestId('register-submit').click();
    await page.getByText('18 tahun').first().waitFor();
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('balance').waitFor();

    // The Akun tab links to Bermain Bertanggung Jawab.
    await page.getByTestId('tab-account').click();
    await page.getByTestId('account-menu-responsible-gaming').click();
    await page.waitForURL((url) => url.pathname === '/responsible-gaming');
    await waitForText(page.getByTestId('limit-deposit-day-amount'), 'Tanpa batas');
    await e2e.shot(page, 'responsible-gaming-empty');

    // Set a daily deposit limit of Rp 50.000: a first limit applies at once.
    await page.getByTestId('limit-deposit-day-edit').click();
    await page.getByTestId('limit-sheet').waitFor();
    await page.getByTestId('limit-amount').fill('50000');
    await page.getByTestId('limit-save').click();
    await page.getByTestId('limit-sheet').waitFor({ state: 'detached' });
    await waitForText(page.getByTestId('limit-deposit-day-amount'), 'Rp 50.000');

    // A deposit of Rp 100.000 is refused with the limit's message.
    await page.goto('/deposit');
    await page.getByTestId('deposit-amount').fill('100000');
    await page.getByTestId('deposit-channel-bank').click();
    await page.getByTestId('deposit-submit').click();
    await waitForText(page.getByTestId('deposit-error'), /Batas deposit harian Anda Rp 50\.000: sisa Rp 50\.000 hingga .* WIB \(20151\)/);
    expect(new URL(page.url()).pathname).toBe('/deposit');
    await e2e.shot(page, 'deposit-over-limit');

    // Within the limit the deposit goes through.
    await page.getByTestId('deposit-amount').fill('30000');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL((url) => url.pathname === '/bca-bank');

    // Raising the limit waits 24 h: the page shows the pending value and when it applies.
    await page.goto('/responsible-gaming');
    await page.getByTestId('limit-deposit-day-edit').click();
    await page.getByTestId('limit-amount').fill('200000');
    await page.getByTestId('limit-save').click();
    await waitForText(page.getByTestId('limit-deposit-day-pending'), /^Menjadi Rp 200\.000 pada /);
    await waitForText(page.getByTestId('limit-deposit-day-amount'), 'Rp 50.000');
    await page.getByTestId('reality-30').click();
    await page.locator('[data-testid="reality-30"][aria-checked="true"]').waitFor();
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await e2e.shot(page, 'responsible-gaming');

    // The reality check: with the session 31 minutes old, the 30-minute reminder shows once.
    await e2e.server.server.database.db
      .updateTable('play_sessions')
      .set((eb) => ({ started_at: eb('started_at', '-', BigInt(31 * 60_000)) }))
      .execute();
    await page.reload();
    await page.getByTestId('reality-check').waitFor();
    await waitForText(page.getByTestId('reality-check-played'), 'Anda sudah bermain selama 31 menit.');
    await waitForText(page.getByTestId('reality-check-net'), 'Rp 0');
    await page.waitForTimeout(400);
    await e2e.shot(page, 'reality-check');
    await page.getByTestId('reality-check-continue').click();
    await page.getByTestId('reality-check').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('limit-deposit-day-amount').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('reality-check').count()).toBe(0);

    // A cool-off takes a strong confirmation, then blocks deposits.
    await page.getByTestId('block-24h').click();
    await page.getByTestId('block-confirm').waitFor();
    expect(await page.getByTestId('block-submit').isDisabled()).toBe(true);
    await page.getByTestId('block-understood').check();
    await page.getByTestId('block-type').fill('jeda');
    await page.waitForTimeout(300);
    await e2e.shot(page, 'cool-off-confirm');
    await page.getByTestId('block-submit').click();
    await page.getByTestId('block-active').waitFor();
    await waitForText(page.getByTestId('block-until'), /^Hingga /);
    await page.waitForTimeout(300);
    await e2e.shot(page, 'responsible-gaming-cool-off');
    await page.goto('/deposit');
    await page.getByTestId('deposit-amount').fill('10000');
    await page.getByTestId('deposit-submit').click();
    await waitForText(page.getByTestId('deposit-error'), /jeda bermain aktif .*\(20153\)/);
    await context.close();
  });

  it('opens a support ticket with image previews, removes one, and lists the ticket', async () => {
    const { page, context } = await e2e.newPage();
    const password = 'rahasia123';
    await page.goto('/?z=register');
    await page.getByTestId('register-phone').fill(uniquePhone());
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password2').fill(password);
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('balance').waitFor();

    // Real pictures to attach: two shots of the lobby.
    const lobby = await page.screenshot({ type: 'png', clip: { x: 0, y: 60, width: 390, height: 300 } });
    const lower = await page.screenshot({ type: 'jpeg', clip: { x: 0, y: 300, width: 390, height: 300 } });

    await page.goto('/work-order-upload');
    await page.getByTestId('tickets-empty').waitFor();
    await page.getByTestId('ticket-subject').fill('Deposit belum masuk');
    await page.getByTestId('ticket-message').fill('Saya sudah transfer Rp 50.000 pukul 10.00 tetapi saldo belum bertambah.');
    await page.getByTestId('ticket-images').setInputFiles([
      { name: 'bukti.png', mimeType: 'image/png', buffer: lobby },
      { name: 'struk.jpg', mimeType: 'image/jpeg', buffer: lower },
      { name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') },
    ]);
    await expect.poll(() => page.getByTestId('ticket-preview').count()).toBe(2);
    await waitForText(page.getByTestId('ticket-image-error'), 'catatan.txt bukan PNG, JPEG, atau WebP');
    await page.getByTestId('ticket-images').setInputFiles([{ name: 'ketiga.png', mimeType: 'image/png', buffer: lobby }]);
    await expect.poll(() => page.getByTestId('ticket-preview').count()).toBe(3);
    // Three is the most: the add button is gone.
    expect(await page.getByTestId('ticket-images').count()).toBe(0);
    await page.waitForTimeout(300);
    await e2e.shot(page, 'work-order-previews');
    await page.getByTestId('ticket-remove-image').last().click();
    await expect.poll(() => page.getByTestId('ticket-preview').count()).toBe(2);

    await page.getByTestId('ticket-submit').click();
    await page.getByTestId('ticket-row').waitFor();
    await expect.poll(() => page.getByTestId('ticket-preview').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="ticket-row"] img').count()).toBe(2);
    // The thumbnails load from the owner-only image path.
    await expect
      .poll(() =>
        page
          .locator('[data-testid="ticket-row"] img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(390);
    await page.getByTestId('ticket-row').scrollIntoViewIfNeeded();
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 });
    await e2e.shot(page, 'work-order-sent');
    await context.close();
  });
});
