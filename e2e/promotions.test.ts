/**
 * The Bonus tab as a new player meets it on a phone (390x844): the first deposit brings a bonus with its
 * formula and deadline, the claim pays it once and shows its wagering; a withdrawal above the withdrawable
 * amount is refused with the reason; play counts towards the turnover on "Bonus Saya"; the check-in pays
 * day 1; a gift code pays at once; the newcomer mission pays a done task. A visitor sees the terms and a login card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@kasino/shared/money';
import type { RewardSum } from '@kasino/shared/protocol/promo';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { addBankAccount, balanceOf, depositAndWait, setPin } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

describe('promotions', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows a visitor the terms the server pays, and a login card', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/activity');
    await page.getByTestId('promo-login').waitFor();
    const first = page.getByTestId('promo-card-first_deposit');
    await expect.poll(() => first.innerText()).toContain('Hingga 50% dari deposit pertama, maks. Rp 500.000');
    expect(await page.getByTestId('promo-card-check_in').innerText()).toContain('Deposit Rp 50.000 sehari');
    await e2e.shot(page, 'bonus-visitor');
  });

  it(
    'pays the first deposit bonus once, locks it for wagering, refuses a larger withdrawal and checks in',
    { timeout: 120_000 },
    async () => {
      const base = e2e.server.url;
      const user = await registerUser(base);
      await depositAndWait(base, user.token, '100000');
      const { page, context } = await e2e.newPage();
      await signInContext(context, base, user);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/activity');

      const grant = page.getByTestId('grant-first_deposit');
      await expect.poll(() => grant.getAttribute('data-status'), { timeout: 15_000 }).toBe('claimable');
      expect(await grant.getByTestId('grant-formula').innerText()).toBe('50% × Rp 100.000 = Rp 50.000');
      expect(await grant.innerText()).toMatch(/Berakhir dalam \d+:\d\d:\d\d/);
      await expect.poll(() => page.getByTestId('promo-claimable-total').innerText()).toBe('Rp 50.000');
      await e2e.shot(page, 'bonus-claimable');

      await grant.getByTestId('grant-claim').click();
      await expect.poll(() => grant.getAttribute('data-status'), { timeout: 10_000 }).toBe('claimed');
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toBe('Rp 150.000');
      const active = page.getByTestId('promo-active-bonus');
      await expect.poll(() => active.getByTestId('bonus-progress-text').innerText()).toBe('Rp 0 dari Rp 500.000');
      expect(await active.getByTestId('bonus-locked').innerText()).toBe('Rp 50.000');
      expect(await active.getByTestId('bonus-withdrawable').innerText()).toBe('Rp 100.000');
      await e2e.shot(page, 'bonus-active');

      // Withdrawing more than the withdrawable amount: refused with the bonus and the turnover left.
      await setPin(base, user.token);
      await addBankAccount(base, user.token, '8880002222');
      await page.goto('/withdraw');
      await expect.poll(() => page.getByTestId('withdraw-available').innerText()).toBe('Rp 100.000');
      expect(await page.getByTestId('withdraw-bonus-lock').innerText()).toContain(
        'Bonus Rp 50.000 masih terkunci: sisa syarat taruhan Rp 500.000',
      );
      await page.getByTestId('withdraw-amount').fill('120000');
      await page.locator('[data-testid^="withdraw-bank-"]').first().click();
      await page.getByTestId('pin-input').fill('123456');
      await page.getByTestId('withdraw-submit').click();
      await page.getByText('Sisa syarat taruhan Rp 500.000').first().waitFor({ timeout: 10_000 });
      await e2e.shot(page, 'bonus-withdraw-refused');

      // A bet counts towards the turnover: "Bonus Saya" lists it.
      await page.goto('/game/roller');
      await page.getByTestId('bet-amount-min').click();
      await page.getByTestId('bet-amount-double').click();
      await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor({ timeout: 15_000 });
      await page.getByTestId('bet-submit').click();
      await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor({ timeout: 15_000 });
      await page.goto('/activity/active');
      await expect.poll(() => page.getByTestId('bonus-bets').locator('li').count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('bonus-progress-text').innerText()).toBe('Rp 2.000 dari Rp 500.000');
      await e2e.shot(page, 'bonus-mine');

      // The check-in: the day's deposit reached the quota, day 1 pays its reward as a grant.
      await page.goto('/daily-recharge');
      await page.getByTestId('check-in-action').click();
      await page.getByTestId('check-in-done').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('check-in-day-1').getAttribute('data-done')).toBe('true');
      await e2e.shot(page, 'check-in-done');
      await page.goto('/activity');
      await expect.poll(() => page.getByTestId('grant-check_in').getAttribute('data-status'), { timeout: 10_000 }).toBe('claimable');

      // A gift code from the operator, typed in lower case: paid at once.
      expect(
        (await request(base, 'POST', '/ops/promo/gift-codes', { body: { code: 'SELAMAT01', amount: '5000', maxClaims: 10 } })).status,
      ).toBe(200);
      await page.getByTestId('gift-code-input').fill('selamat01');
      await page.getByTestId('gift-code-submit').click();
      await page.getByText('Kode diterima: Rp 5.000 masuk ke saldo Anda').first().waitFor({ timeout: 10_000 });
      await expect.poll(() => page.getByTestId('grant-gift_code').getAttribute('data-status'), { timeout: 10_000 }).toBe('claimed');
      await e2e.shot(page, 'bonus-gift-code');

      // The newcomer mission: the first deposit and the first bet are done; their rewards join the bonus.
      await page.goto('/activity/special');
      const task = page.getByTestId('newcomer-first_deposit');
      await expect.poll(() => task.getAttribute('data-done'), { timeout: 10_000 }).toBe('true');
      expect(await page.getByTestId('newcomer-bind_email').getAttribute('data-done')).toBeNull();
      await task.getByTestId('newcomer-claim').click();
      await expect.poll(() => task.innerText(), { timeout: 10_000 }).toContain('Diklaim');
      await e2e.shot(page, 'newcomer-mission');

      // The Thursday cashback counts slot losses only: this player's Roller bets leave it at Rp 0.
      await page.goto('/activity');
      await page.getByTestId('promo-card-thursday_cashback').click();
      await page.getByTestId('thursday-page').waitFor();
      await expect.poll(() => page.getByTestId('thursday-running').innerText()).toContain('kekalahan slot Rp 0');
      expect(await page.getByTestId('thursday-loss').innerText()).toBe('Rp 0');
      await page.getByText(/^Tarif VIP \d+: \d+%$/).waitFor();
      await e2e.shot(page, 'thursday-cashback');
    },
  );

  it('opens the check-in popup once a day over the lobby, then the rewards popup when rewards wait', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user, { dailyPopups: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const popup = page.getByTestId('check-in-popup');
    await popup.waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('z')).toBe('checkIn');
    expect(await popup.getByTestId('check-in-quota').innerText()).toBe('Deposit hari ini Rp 50.000 dari Rp 50.000');
    await e2e.shot(page, 'check-in-popup');
    await popup.getByTestId('check-in-action').click();
    await popup.getByTestId('check-in-done').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('z')).toBeNull();
    // Once a day: the lobby again opens nothing.
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    await page.waitForTimeout(2500);
    expect(await page.getByTestId('check-in-popup').count()).toBe(0);

    // Another player who checked in already and has the first-deposit bonus waiting sees the rewards popup.
    const other = await registerUser(base);
    await depositAndWait(base, other.token, '50000');
    expect((await request(base, 'POST', '/main/promo/checkIn', { token: other.token })).status).toBe(200);
    // The first-deposit bonus is granted by a subscriber after the deposit commits: both rewards wait first.
    await expect
      .poll(
        async () => (await request<RewardSum>(base, 'GET', '/main/promo/sum/reward', { token: other.token })).body.data!.claimableCount,
        {
          timeout: 20_000,
        },
      )
      .toBe(2);
    const second = await e2e.newPage();
    await signInContext(second.context, base, other, { dailyPopups: true });
    await second.page.goto('/');
    const promo = second.page.getByTestId('promo-popup');
    await promo.waitFor({ timeout: 10_000 });
    await expect.poll(() => promo.getByTestId('promo-popup-total').innerText()).toMatch(/^2 hadiah siap diklaim, total Rp /);
    const before = parseAmount(await balanceOf(base, other.token))!;
    const checkIn = promo.getByTestId('grant-check_in');
    await checkIn.getByTestId('grant-claim').click();
    await expect.poll(() => checkIn.getAttribute('data-status'), { timeout: 10_000 }).toBe('claimed');
    expect(parseAmount(await balanceOf(base, other.token))! - before).toBe(parseAmount('1000'));
    await e2e.shot(second.page, 'promo-popup');
    await second.context.close();
    await context.close();
  });

  it('checks in on a listed holiday from the check-in page, paying its reward once', { timeout: 60_000 }, async () => {
    const base = e2e.server.url;
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const value = { enabled: true, days: [{ date: today, name: 'Hari Uji', reward: '7000', minDeposit: '50000' }], turnover: 0 };
    expect((await request(base, 'PUT', '/ops/site/config/holiday_sign', { body: { value } })).status).toBe(200);
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.goto('/daily-recharge');
    const day = page.getByTestId('holiday-day');
    await expect.poll(() => day.getAttribute('data-state')).toBe('today');
    const before = parseAmount(await balanceOf(base, user.token))!;
    await day.getByTestId('holiday-sign').click();
    await expect.poll(() => day.getAttribute('data-state'), { timeout: 10_000 }).toBe('signed');
    expect(await day.getByTestId('holiday-sign').count()).toBe(0);
    expect(parseAmount(await balanceOf(base, user.token))! - before).toBe(parseAmount('7000'));
    await e2e.shot(page, 'holiday-signed');
    await context.close();
  });
});
