import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { uniquePhone } from '../apps/server/test/harness.ts';
import { startE2e, type E2e } from './browser.ts';

/**
 * The newest code the dev outbox holds for `to` (the server runs without SMTP_URL). `previous` is a
 * code already read: the new mail may still be on its way, and the older one must not pass for it.
 */
async function codeFromOutbox(base: string, to: string, previous?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${base}/ops/outbox`);
        const body = (await res.json()) as { data: { enabled: boolean; mails: Array<{ to: string; code: string | null }> } };
        expect(body.data.enabled).toBe(true);
        code = body.data.mails.find((m) => m.to === to && m.code)?.code ?? null;
        return code === previous ? null : code;
      },
      { timeout: 5_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** A TOTP code like an authenticator app makes, `stepOffset` steps from now (the server accepts ±1). */
function totp(secret: string, stepOffset = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepOffset * 30_000,
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(250); // let transitions finish for the picture
}

describe('account security in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    // The withdrawal hold after a security change is on, as in production (the harness turns it off).
    e2e = await startE2e({ env: { WITHDRAW_HOLD_HOURS: '24' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('binds an email with the emailed code, enables 2FA, logs out and logs in with a TOTP', async () => {
    const { page, context } = await e2e.newPage();
    const phone = uniquePhone();
    const password = 'rahasia123';
    const email = `pemain${Date.now().toString(36)}@contoh.id`;

    await page.goto('/?z=register');
    await page.getByTestId('register-phone').fill(phone);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password2').fill(password);
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('balance').waitFor();

    // Akun → Info Akun: nothing bound yet.
    await page.goto('/account');
    await page.getByTestId('account-menu-account-info').click();
    await page.waitForURL((url) => url.pathname === '/account-info');
    await page.locator('[data-testid="account-info-mfa"][data-state="off"]').waitFor();
    expect(await page.getByTestId('account-info-email').innerText()).toBe('Belum ada email terhubung');
    await e2e.shot(page, 'account-info');

    // Edit profile: nickname over 20 characters is refused in the form, then saved.
    await page.goto('/edit-profile');
    await page.getByTestId('nickname-input').fill('Nama yang terlalu panjang sekali');
    await page.getByTestId('profile-submit').click();
    await page.getByText('Nama panggilan maksimal 20 karakter').waitFor();
    await page.getByTestId('nickname-input').fill('Raja Kasino');
    await page.getByTestId('profile-submit').click();
    await page.getByText('Profil berhasil diperbarui').first().waitFor();
    await settle(page);
    await e2e.shot(page, 'edit-profile');

    // Bind the email: send the code, read it from the dev outbox, type it.
    await page.goto('/edit-email');
    await page.locator('[data-testid="email-status"][data-state="none"]').waitFor();
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('email-send-code').click();
    await page.getByTestId('email-code-sent').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('email-send-code').getAttribute('data-countdown'))).toBeGreaterThan(50);
    expect(await page.getByTestId('email-send-code').isDisabled()).toBe(true);
    const code = await codeFromOutbox(e2e.server.url, email);
    await page.getByTestId('email-code').fill(code);
    // Step-up: a session alone cannot bind an email; the form asks for the password, and a wrong one is refused.
    await page.getByTestId('email-submit').click();
    await page.getByTestId('email-step-up').getByText('Masukkan kata sandi akun Anda').waitFor();
    await page.getByTestId('email-password').fill('salah1234');
    await page.getByTestId('email-submit').click();
    await page.getByTestId('email-step-up').getByText('Kata sandi saat ini salah').waitFor();
    await e2e.shot(page, 'edit-email-code');
    await page.getByTestId('email-password').fill(password);
    await page.getByTestId('email-submit').click();
    await page.locator('[data-testid="email-status"][data-state="bound"]').waitFor();
    await settle(page);
    await e2e.shot(page, 'edit-email-bound');

    // Set the security PIN (new + repeat, with the password), which withdrawals and bank accounts need.
    await page.goto('/edit-pin');
    await page.locator('[data-testid="pin-status"][data-state="unset"]').waitFor();
    await page.getByTestId('pin-input').fill('258014');
    await page.getByTestId('pin-submit').click();
    await page.locator('[data-testid="pin-form"][data-step="confirm"]').waitFor();
    await page.getByTestId('pin-input').fill('258014');
    await page.getByTestId('pin-password').fill(password);
    await page.getByTestId('pin-submit').click();
    await page.locator('[data-testid="pin-status"][data-state="set"]').waitFor();

    // Enable 2FA: QR code and key, a code made here, recovery codes shown once.
    await page.goto('/edit-mfa');
    await page.locator('[data-testid="mfa-status"][data-state="off"]').waitFor();
    await page.getByTestId('mfa-start').click();
    await page.getByTestId('mfa-qr').locator('svg').waitFor();
    const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await settle(page);
    await e2e.shot(page, 'edit-mfa-setup');
    await page.getByTestId('mfa-code').fill(totp(secret));
    // Step-up: turning 2FA on needs the password too.
    await page.getByTestId('mfa-enable').click();
    await page.getByTestId('mfa-error').getByText('Masukkan kata sandi akun Anda').waitFor();
    await page.getByTestId('mfa-enable-password').fill(password);
    await page.getByTestId('mfa-enable').click();
    await page.getByTestId('mfa-recovery').waitFor();
    const recovery = (await page.getByTestId('mfa-recovery-codes').innerText()).match(/[a-z2-9]{5}-[a-z2-9]{5}/g) ?? [];
    expect(recovery).toHaveLength(10);
    expect(await page.getByTestId('mfa-recovery-done').isDisabled()).toBe(true);
    await page.getByTestId('mfa-recovery-saved').check();
    await settle(page);
    await e2e.shot(page, 'edit-mfa-recovery-codes');
    await page.getByTestId('mfa-recovery-done').click();
    await page.getByTestId('mfa-disable-form').waitFor();
    await page.locator('[data-testid="mfa-status"][data-state="on"]').waitFor();
    await e2e.shot(page, 'edit-mfa-on');

    // The other new pages.
    await page.goto('/security-info');
    await page.getByTestId('session-row').first().waitFor();
    await expect.poll(() => page.getByTestId('security-score').innerText()).toBe('4/4');
    await page.getByTestId('security-last-login').waitFor();
    await e2e.shot(page, 'security-info');
    await page.goto('/edit-password');
    await page.getByTestId('password-old').waitFor();
    await e2e.shot(page, 'edit-password');
    await page.goto('/edit-phone');
    await page.getByTestId('phone-input').waitFor();
    // With 2FA on the step-up asks for the 2FA code beside the password.
    await page.getByTestId('phone-mfa').waitFor();
    await e2e.shot(page, 'edit-phone');

    // Forget PIN: the emailed code, the new PIN, the password and a 2FA code (here a recovery code).
    await page.goto('/forget-pin');
    await page.getByTestId('forget-pin-send').click();
    const pinCode = await codeFromOutbox(e2e.server.url, email, code);
    await page.getByTestId('forget-pin-code').fill(pinCode);
    await page.getByTestId('forget-pin-new').fill('369147');
    await page.getByTestId('forget-pin-repeat').fill('369147');
    await page.getByTestId('forget-pin-password').fill(password);
    await page.getByTestId('forget-pin-submit').click();
    await page.getByTestId('forget-pin-step-up').getByText('Masukkan kode 2FA dari aplikasi autentikator').waitFor();
    await page.getByTestId('forget-pin-mfa').fill(recovery[0]!);
    await e2e.shot(page, 'forget-pin');
    await page.getByTestId('forget-pin-submit').click();
    await page.getByTestId('forget-pin-done').waitFor();

    // The reset holds withdrawals for 24 h: the withdrawal page says so, with the time left, before any form.
    await page.goto('/withdraw');
    const hold = page.getByTestId('withdraw-hold');
    await hold.waitFor();
    expect(await hold.getAttribute('data-reason')).toBe('pin_reset');
    await expect
      .poll(() => page.getByTestId('withdraw-hold-text').innerText())
      .toMatch(
        /^Penarikan ditahan hingga \d\d\/\d\d \d\d\.\d\d WIB karena PIN keamanan diatur ulang\. Sisa waktu (24 jam|23 jam \d+ menit)\./,
      );
    await settle(page);
    await e2e.shot(page, 'withdraw-hold');

    // Log out, then log in: the password step asks for the 2FA code.
    await page.goto('/account');
    await page.getByTestId('account-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.getByTestId('balance').waitFor({ state: 'detached' });

    // The reset popup is one tap from login.
    await page.goto('/?z=login');
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-send').click();
    await page.getByTestId('reset-code').waitFor();
    await settle(page);
    await e2e.shot(page, 'reset-password-code');
    await page.getByTestId('reset-back').click();

    await page.getByTestId('login-phone').fill(phone);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-mfa').waitFor();
    expect(await page.getByTestId('balance').count()).toBe(0);
    await page.getByTestId('login-mfa-code').fill('000000');
    await page.getByTestId('login-mfa-submit').click();
    await page.getByTestId('login-mfa-error').getByText('Verifikasi 2FA gagal').waitFor();
    await settle(page);
    await e2e.shot(page, 'login-mfa');
    // A later step than the one used to enable: never a replay.
    await page.getByTestId('login-mfa-code').fill(totp(secret, 1));
    await page.getByTestId('login-mfa-submit').click();
    await page.getByTestId('balance').waitFor();
    await page.goto('/account-info');
    await page.locator('[data-testid="account-info-mfa"][data-state="on"]').waitFor();
    expect(await page.getByTestId('account-info-name').innerText()).toBe('Raja Kasino');
    await context.close();
  });
});
