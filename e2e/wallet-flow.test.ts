import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniquePhone } from '../apps/server/test/harness.ts';
import { startE2e, waitForText, type E2e } from './browser.ts';

/** Waits until the element's text (trimmed) matches; tickers animate, so poll. */

async function expectWsReady(page: Page): Promise<void> {
  await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
}

describe('wallet in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    // A slower sandbox confirmation leaves time to see (and photograph) the payment in progress.
    e2e = await startE2e({ production: true, env: { SANDBOX_CONFIRM_MS: '2500' } });
    // The demo config starts withdrawals at Rp 50.000; operators change it in the database, as here.
    await e2e.server.server.database.db
      .updateTable('site_config')
      .set({ value: JSON.stringify({ min: '10000', max: '25000000' }) })
      .where('key', '=', 'withdraw_range')
      .execute();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('deposits through the sandbox, sets a PIN, adds a bank account, withdraws, cancels, and shows every step in the records', async () => {
    const { page, context } = await e2e.newPage();
    const phone = uniquePhone();
    const password = 'rahasia123';
    const pin = '258014';

    // Register through the UI.
    await page.goto('/?z=register');
    await page.getByTestId('register-phone').fill(phone);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-password2').fill(password);
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('balance').waitFor();
    await waitForText(page.getByTestId('balance'), 'Rp 0');
    await expectWsReady(page);

    // The empty wallet.
    await page.getByTestId('tab-wallet').click();
    await page.waitForURL((url) => url.pathname === '/wallet');
    await waitForText(page.getByTestId('wallet-balance'), 'Rp 0');
    await page.getByTestId('empty-state').waitFor();
    await e2e.shot(page, 'wallet-empty');

    // Deposit form: the first-deposit minimum is enforced live, then a preset fills the amount.
    await page.getByTestId('wallet-deposit').click();
    await page.waitForURL((url) => url.pathname === '/deposit');
    await page.getByTestId('deposit-first-hint').waitFor();
    await page.getByTestId('deposit-amount').fill('5000');
    await waitForText(page.getByTestId('deposit-amount-error'), 'Deposit pertama minimal Rp 20.000');
    await e2e.shot(page, 'deposit-amount-error');
    await page.getByTestId('deposit-preset-50000').click();
    expect(await page.getByTestId('deposit-amount').inputValue()).toBe('50.000');
    await page.getByTestId('deposit-channel-qris').click();
    await page.waitForTimeout(250); // let the selection transition finish for the picture
    await e2e.shot(page, 'deposit-form');
    await page.getByTestId('deposit-submit').click();

    // Payment in progress on the QRIS page, then the receipt once the gateway confirms.
    await page.waitForURL((url) => url.pathname === '/qrcode' && url.searchParams.has('order'));
    await page.locator('[data-testid="deposit-status"][data-state="pending"]').waitFor();
    await page.getByTestId('pay-qr').waitFor();
    await waitForText(page.getByTestId('deposit-order-amount'), 'Rp 50.000');
    await e2e.shot(page, 'deposit-qris-pending');
    await page.waitForURL((url) => url.pathname === '/deposit-success', { timeout: 15_000 });
    await page.getByTestId('deposit-success').waitFor();
    await waitForText(page.getByTestId('deposit-success-amount'), '+Rp 50.000');
    await waitForText(page.getByTestId('balance'), 'Rp 50.000');
    await waitForText(page.getByTestId('deposit-success-balance'), 'Rp 50.000');
    await page.waitForTimeout(1_200); // let the celebration settle for the picture
    await e2e.shot(page, 'deposit-success');

    // An amount ending in 13 fails at the sandbox: a clear failed state with a retry.
    await page.goto('/deposit');
    await page.getByTestId('deposit-amount').fill('20013');
    expect(await page.getByTestId('deposit-amount').inputValue()).toBe('20.013');
    await page.getByTestId('deposit-channel-bank').click();
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL((url) => url.pathname === '/bca-bank');
    await page.locator('[data-testid="deposit-status"][data-state="pending"]').waitFor();
    await page.getByTestId('pay-account-number').waitFor();
    await e2e.shot(page, 'deposit-bank-pending');
    await page.locator('[data-testid="deposit-status"][data-state="failed"]').waitFor({ timeout: 15_000 });
    await page.getByTestId('deposit-retry').waitFor();
    await e2e.shot(page, 'deposit-failed');
    await waitForText(page.getByTestId('balance'), 'Rp 50.000');

    // The other channels' payment pages (prefilled from the URL; these amounts fail too, so the
    // balance stays as it is): a virtual account number, and a TRC20 address with the USDT amount.
    await page.goto('/deposit?amount=30013&channel=va');
    expect(await page.getByTestId('deposit-amount').inputValue()).toBe('30.013');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL((url) => url.pathname === '/va-bank');
    await page.getByTestId('pay-va-number').waitFor();
    await e2e.shot(page, 'deposit-va-pending');
    await page.goto('/deposit?amount=40013&channel=usdt');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL((url) => url.pathname === '/usdt');
    await page.getByTestId('pay-address').waitFor();
    await waitForText(page.getByTestId('pay-network'), 'USDT · TRC20');
    await e2e.shot(page, 'deposit-usdt-pending');

    // The wallet shows the new balance and the deposit among the latest transactions.
    await page.goto('/wallet');
    await waitForText(page.getByTestId('wallet-balance'), 'Rp 50.000');
    await page.locator('[data-testid="flow-row"][data-kind="deposit"]').waitFor();
    await e2e.shot(page, 'wallet');

    // Withdrawing needs a PIN first: the withdraw page says so.
    await page.goto('/withdraw');
    await page.getByTestId('pin-required').waitFor();
    await e2e.shot(page, 'withdraw-no-pin');

    // Set the PIN: an easy one is refused, then new + repeat with the account password (a session
    // alone cannot set the first PIN; a wrong password is refused on its field).
    await page.goto('/edit-pin');
    await page.locator('[data-testid="pin-status"][data-state="unset"]').waitFor();
    await page.getByTestId('pin-input').fill('123456');
    await page.getByTestId('pin-submit').click();
    await page.getByText('PIN terlalu mudah ditebak').waitFor();
    await page.getByTestId('pin-input').fill(pin);
    await page.waitForTimeout(250); // the error colour fades out
    await e2e.shot(page, 'pin-new');
    await page.getByTestId('pin-submit').click();
    await page.locator('[data-testid="pin-form"][data-step="confirm"]').waitFor();
    await page.getByTestId('pin-input').fill(pin);
    await page.getByTestId('pin-submit').click();
    await page.getByTestId('pin-step-up').getByText('Masukkan kata sandi akun Anda').waitFor();
    await page.getByTestId('pin-password').fill('salah1234');
    await page.getByTestId('pin-submit').click();
    await page.getByTestId('pin-step-up').getByText('Kata sandi saat ini salah').waitFor();
    await page.locator('[data-testid="pin-status"][data-state="unset"]').waitFor();
    await page.getByTestId('pin-password').fill(password);
    await e2e.shot(page, 'pin-confirm-step-up');
    await page.getByTestId('pin-submit').click();
    await page.getByTestId('pin-done').waitFor();
    await page.locator('[data-testid="pin-status"][data-state="set"]').waitFor();
    await e2e.shot(page, 'pin-set');

    // Add a bank account on /bank-card.
    await page.goto('/bank-card');
    await page.getByTestId('bank-empty').waitFor();
    await e2e.shot(page, 'bank-card-empty');
    await page.getByTestId('bank-add').click();
    await page.waitForURL((url) => url.pathname === '/edit-bank-account/account');
    await page.getByTestId('bank-code').selectOption('BCA');
    await page.getByTestId('bank-number').fill('1234567890');
    await page.getByTestId('bank-holder').fill('Budi Santoso');
    await page.getByTestId('pin-input').fill(pin);
    // Step-up: a new bank account also needs the account password.
    await page.getByTestId('bank-password').fill(password);
    await e2e.shot(page, 'bank-form');
    await page.getByTestId('bank-submit').click();
    await page.waitForURL((url) => url.pathname === '/bank-card');
    const card = page.locator('article[data-testid^="bank-card-"]').first();
    await card.waitFor();
    await waitForText(card.getByTestId('bank-card-number'), '•••• 7890');
    await waitForText(card.getByTestId('bank-card-holder'), 'BUDI SANTOSO');
    await e2e.shot(page, 'bank-card');

    // Withdraw Rp 20.000 with the PIN: fee and receive are quoted live, then the withdrawal is pending.
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-amount').fill('20000');
    await waitForText(page.getByTestId('withdraw-fee'), 'Rp 2.500');
    await waitForText(page.getByTestId('withdraw-receive'), 'Rp 17.500');
    const bank = page.locator('[data-testid^="withdraw-bank-"]').first();
    await bank.click();
    expect(await bank.getAttribute('aria-checked')).toBe('true');
    // A wrong PIN is refused and shown under the PIN boxes (3037), which are cleared.
    await page.getByTestId('pin-input').fill('909090');
    await page.getByTestId('withdraw-submit').click();
    await page.getByRole('alert').filter({ hasText: 'PIN salah' }).waitFor();
    expect(await page.getByTestId('pin-input').inputValue()).toBe('');
    await page.getByTestId('withdraw-submit').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'withdraw-wrong-pin');
    await page.getByTestId('pin-input').fill(pin);
    await page.evaluate(() => window.scrollTo(0, 0));
    await e2e.shot(page, 'withdraw-form');
    await page.getByTestId('withdraw-submit').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'withdraw-form-confirm');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('[data-testid="withdraw-status"][data-state="pending"]').waitFor();
    await waitForText(page.getByTestId('withdraw-pending-amount'), 'Rp 20.000');
    await waitForText(page.getByTestId('balance'), 'Rp 30.000');
    await e2e.shot(page, 'withdraw-pending');

    // The withdrawPending popup shows it with a cancel button; cancelling returns the money.
    await page.goto('/wallet?z=withdrawPending');
    const popup = page.getByTestId('popup-withdrawPending');
    await popup.getByTestId('withdraw-pending').waitFor();
    await waitForText(page.getByTestId('wallet-balance'), 'Rp 30.000');
    await page.waitForTimeout(400); // sheet animation
    await e2e.shot(page, 'withdraw-pending-popup');
    await popup.getByTestId('withdraw-cancel').click();
    await page.getByTestId('confirm-sheet').getByTestId('confirm-sheet-confirm').click(); // it asks first
    await popup.getByTestId('withdraw-pending-none').waitFor();
    await waitForText(page.getByTestId('balance'), 'Rp 50.000');
    await e2e.shot(page, 'withdraw-pending-popup-none');
    await page.keyboard.press('Escape');
    await waitForText(page.getByTestId('wallet-balance'), 'Rp 50.000');
    await page.getByTestId('withdraw-pending').waitFor({ state: 'detached' });

    // Deposit record: the paid deposit (and the failed one).
    await page.goto('/deposit-record');
    await page.locator('[data-testid="record-row"][data-status="paid"][data-amount="50000"]').waitFor();
    await page.locator('[data-testid="record-row"][data-status="failed"][data-amount="20013"]').waitFor();
    expect(await page.getByTestId('record-row').count()).toBe(4);
    await e2e.shot(page, 'deposit-record');
    await page.getByTestId('record-filter-paid').click();
    await page.locator('[data-testid="record-row"][data-status="failed"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="record-row"][data-status="paid"]').waitFor();
    expect(await page.getByTestId('record-row').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')))).toEqual(['paid']);

    // Withdrawal record: the cancelled withdrawal.
    await page.goto('/withdraw-record');
    await page.locator('[data-testid="record-row"][data-status="cancelled"][data-amount="20000"]').waitFor();
    expect(await page.getByTestId('withdraw-cancel').count()).toBe(0);
    await e2e.shot(page, 'withdraw-record');

    // Balance record: deposit +50.000, withdraw −20.000, refund +20.000 (newest first).
    await page.goto('/balance-record');
    await page.getByTestId('flow-row').first().waitFor();
    const rows = page.getByTestId('flow-row');
    expect(await rows.count()).toBe(3);
    expect(await rows.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')))).toEqual([
      'withdraw_refund',
      'withdraw',
      'deposit',
    ]);
    await waitForText(rows.nth(0).getByTestId('flow-amount'), '+Rp 20.000');
    await waitForText(rows.nth(1).getByTestId('flow-amount'), '−Rp 20.000');
    await waitForText(rows.nth(2).getByTestId('flow-amount'), '+Rp 50.000');
    await e2e.shot(page, 'balance-record');

    // Filters: only deposits.
    await page.getByTestId('flow-type-deposit').click();
    // The old rows leave as the filtered page starts loading; wait for its rows, not for the gap.
    await page.locator('[data-testid="flow-row"][data-kind="withdraw"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="flow-row"][data-kind="deposit"]').waitFor();
    expect(await rows.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')))).toEqual(['deposit']);
    await e2e.shot(page, 'balance-record-deposits');

    // A flow row opens its cause: the deposit's receipt.
    await rows.first().click();
    await page.waitForURL((url) => url.pathname === '/deposit-success');
    await waitForText(page.getByTestId('deposit-success-amount'), '+Rp 50.000');

    // The refund row leads to the withdrawal in its record.
    await page.goto('/transaction');
    await page.locator('[data-testid="flow-row"][data-kind="withdraw_refund"]').click();
    await page.waitForURL((url) => url.pathname === '/withdraw-record' && url.searchParams.has('focus'));
    await page.locator('[data-testid="record-row"][data-status="cancelled"]').waitFor();
    await e2e.shot(page, 'withdraw-record-focus');

    // Deleting the bank account needs the PIN, asked in a sheet.
    await page.goto('/bank-card');
    const deleteButton = page.locator('[data-testid^="bank-delete-"]').first();
    await deleteButton.click();
    const sheet = page.getByTestId('bank-delete-sheet');
    await sheet.getByTestId('pin-input').fill(pin);
    await page.waitForTimeout(300); // sheet animation
    await e2e.shot(page, 'bank-delete');
    await sheet.getByTestId('bank-delete-confirm').click();
    await page.getByTestId('bank-empty').waitFor();
    // Past withdrawals keep the account they were sent to.
    await page.goto('/withdraw-record');
    await page.locator('[data-testid="record-row"][data-status="cancelled"]').getByText('•••• 7890').waitFor();
    await context.close();
  });
});
