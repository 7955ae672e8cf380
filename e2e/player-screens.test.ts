/**
 * What a player reads and taps across the screens, as found trying the app on a phone (390x844):
 * the lobby's "Permainan Meja" row leads to the table games; the deposit form states one minimum
 * (the server's); a bound email is shown, with a way to change it; cancelling a withdrawal and
 * signing out a device ask first; a lost bet shows what it paid (0x) in the live feed and in my bets;
 * numbers and seconds are written one Indonesian way ("50.000", "10.000 ronde", "30 dtk", "1,6 dtk").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { maskEmail } from '@kasino/shared/protocol/account';
import type { SlotPage } from '@kasino/shared/protocol/slots';
import { bindEmail } from '../apps/server/test/account-helpers.ts';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { addBankAccount, depositAndWait, setPin } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, waitForText, type E2e } from './browser.ts';

describe('player screens', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10', ROUND_TIME_PERCENT: '20' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** A page logged in as a new player, with a deposit unless `deposit` is null. */
  async function playerPage(deposit: string | null = '100000') {
    const user = await registerUser(e2e.server.url);
    if (deposit) await depositAndWait(e2e.server.url, user.token, deposit);
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return { page, context, user };
  }

  it('opens the table games from "Permainan Meja → Lihat semua"', async () => {
    const table = await request<SlotPage>(e2e.server.url, 'GET', '/main/slot/list?type=table&page=1&count=100');
    const tableIds = new Set(table.body.data!.list.map((g) => g.id));
    expect(tableIds.size).toBeGreaterThan(0);
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    const row = page.getByTestId('game-row-table');
    await row.waitFor();
    await row.getByRole('link', { name: 'Lihat semua' }).click();
    const grid = page.getByTestId('category-table').getByTestId('slot-grid');
    await grid.waitFor();
    const shown = await grid
      .locator('[data-testid^="slot-card-"]')
      .evaluateAll((cards) => cards.map((c) => (c.getAttribute('data-testid') ?? '').slice('slot-card-'.length)));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((id) => !tableIds.has(id))).toEqual([]);
    await e2e.shot(page, 'lobby-table-games');
    await context.close();
  });

  it('states one deposit minimum, the server’s: the first deposit’s until one is paid, then the channel’s', async () => {
    const set = await request(e2e.server.url, 'PUT', '/ops/site/config/first_recharge_min_amount', { body: { value: '30000' } });
    expect(set.status).toBe(200);
    const { page, context, user } = await playerPage(null);
    await page.goto('/deposit');
    const form = page.getByTestId('deposit-page');
    await waitForText(page.getByTestId('deposit-first-hint'), /^Deposit pertama minimal Rp 30\.000$/);
    await waitForText(form.getByText(/^Min Rp [\d.]+ · Maks/), /^Min Rp 30\.000 · Maks/);
    await page.getByTestId('deposit-amount').fill('20000');
    await page.getByTestId('deposit-submit').click();
    await waitForText(page.getByTestId('deposit-amount-error'), /^Deposit pertama minimal Rp 30\.000$/);
    await e2e.shot(page, 'deposit-first-minimum');
    await context.close();

    // Once a deposit is paid, the channel's own minimum is the only one.
    await depositAndWait(e2e.server.url, user.token, '30000');
    const again = await e2e.newPage();
    await signInContext(again.context, e2e.server.url, user);
    await again.page.goto('/deposit');
    await waitForText(again.page.getByTestId('deposit-page').getByText(/^Min Rp [\d.]+ · Maks/), /^Min Rp 10\.000 · Maks/);
    expect(await again.page.getByTestId('deposit-first-hint').count()).toBe(0);
    await again.context.close();
  });

  it('shows the bound email on /edit-email and offers to change it', async () => {
    const { page, context, user } = await playerPage(null);
    const email = await bindEmail(e2e.server.url, user.token);
    await page.goto('/edit-email');
    await page.locator('[data-testid="email-status"][data-state="bound"]').waitFor();
    await page.getByTestId('email-bound').waitFor();
    await waitForText(page.getByTestId('edit-email'), new RegExp(maskEmail(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await page.getByTestId('email-input').count()).toBe(0);
    await e2e.shot(page, 'edit-email-bound-view');
    await page.getByTestId('email-change').click();
    await page.getByTestId('email-input').waitFor();
    await waitForText(page.getByTestId('email-submit'), /^Ubah email$/);
    await context.close();
  });

  it('asks before cancelling a withdrawal and before signing out another device', async () => {
    const base = e2e.server.url;
    const { page, context, user } = await playerPage('100000');
    await setPin(base, user.token);
    const bank = await addBankAccount(base, user.token);
    const made = await request<{ id: string }>(base, 'POST', '/main/pay/withdraw', {
      token: user.token,
      body: { amount: '60000', bankAccountId: bank, pin: '123456' },
      headers: { 'idempotency-key': `e2e-${Date.now()}` },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const status = async () =>
      (
        await request<{ list: Array<{ id: string; status: string }> }>(base, 'GET', '/main/pay/withdraw/records?page=1&count=10', {
          token: user.token,
        })
      ).body.data!.list.find((w) => w.id === made.body.data!.id)?.status;

    await page.goto('/wallet?z=withdrawPending');
    const popup = page.getByTestId('popup-withdrawPending');
    await popup.getByTestId('withdraw-pending').waitFor();
    // One tap only asks; "Batal" and Escape leave the withdrawal as it was.
    await popup.getByTestId('withdraw-cancel').click();
    const ask = page.getByTestId('confirm-sheet');
    await ask.waitFor();
    await e2e.shot(page, 'withdraw-cancel-confirm');
    await ask.getByTestId('confirm-sheet-dismiss').click();
    await ask.waitFor({ state: 'detached' });
    await popup.getByTestId('withdraw-cancel').click();
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    await popup.getByTestId('withdraw-pending').waitFor();
    expect(await status()).toBe('pending');
    // Confirmed: cancelled.
    await popup.getByTestId('withdraw-cancel').click();
    await ask.getByTestId('confirm-sheet-confirm').click();
    await popup.getByTestId('withdraw-pending-none').waitFor();
    expect(await status()).toBe('cancelled');

    // A second device's session: one tap asks, Escape keeps it, the keyboard confirms.
    const login = await request(base, 'POST', '/main/user/phone/login', { body: { phone: user.phone, password: user.password } });
    expect(login.status).toBe(200);
    await page.goto('/security-info');
    const other = page.locator('[data-testid="session-row"][data-current="false"]');
    await expect.poll(() => other.count()).toBeGreaterThan(0);
    const before = await other.count();
    await other.first().getByTestId('session-revoke').click();
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await other.count()).toBe(before);
    await other.first().getByTestId('session-revoke').click();
    // Focus starts on "Batal" (a frame after the sheet opens), so Enter alone never confirms; Tab reaches the confirm.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await expect.poll(focused).toBe('confirm-sheet-dismiss');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('confirm-sheet-confirm');
    await page.keyboard.press('Enter');
    await expect.poll(() => other.count()).toBe(before - 1);
    await context.close();
  });

  it('shows a lost bet as paying 0x in the live feed and in my bets', { timeout: 120_000 }, async () => {
    const { page, context } = await playerPage('100000');
    /** The cells of each row: [player or time, multiplier, money]; a loss's money starts with "-". */
    const lostRows = async (rows: Locator) =>
      (
        await rows.evaluateAll((items) => items.map((li) => Array.from(li.children).map((c) => (c as HTMLElement).innerText.trim())))
      ).filter((cells) => cells[2]?.startsWith('-'));

    // Roller above 99.000: a 1% chance, so the bets lose.
    await page.goto('/game/roller');
    await page.getByTestId('bet-submit').waitFor();
    await page.getByTestId('roller-target').fill('99000');
    await page.getByTestId('roller-target').press('Enter');
    await page.getByTestId('bet-amount-min').click();
    const feed = page.getByTestId('live-bet-row');
    for (let i = 0; i < 3; i++) {
      await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor();
      await page.getByTestId('bet-submit').click();
      await expect.poll(() => feed.count()).toBe(i + 1);
    }
    const rollerLost = await lostRows(feed);
    expect(rollerLost.length).toBeGreaterThan(0);
    for (const cells of rollerLost) expect(cells[1]).toBe('0,00x');
    await e2e.shot(page, 'roller-feed-lost');

    // Coin flip (a loss used to show 1,98x): flip until one is lost, then read the feed and my bets.
    await page.goto('/game/coinflip');
    await page.getByTestId('bet-amount-min').click();
    let flips = 0;
    for (; flips < 12; flips++) {
      await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor();
      await page.getByTestId('bet-submit').click();
      await expect.poll(() => page.getByTestId('coinflip-pill').count(), { timeout: 10_000 }).toBe(flips + 1);
      if ((await page.getByTestId('coinflip-outcome').getAttribute('data-win')) === 'false') break;
    }
    expect(flips).toBeLessThan(12);
    await expect.poll(() => feed.count()).toBe(flips + 1);
    const coinLost = await lostRows(feed);
    expect(coinLost.length).toBeGreaterThan(0);
    for (const cells of coinLost) expect(cells[1]).toBe('0,00x');

    await page.getByTestId('tab-mine').click();
    const mine = page.getByTestId('my-bet-row');
    await expect.poll(() => mine.count()).toBe(flips + 1);
    const mineLost = await lostRows(mine);
    expect(mineLost.length).toBe(coinLost.length);
    for (const cells of mineLost) expect(cells[1]).toBe('0,00x');
    await e2e.shot(page, 'coinflip-my-bets-lost');
    await context.close();
  });

  it('writes numbers and seconds one Indonesian way', { timeout: 120_000 }, async () => {
    const { page, context } = await playerPage('100000');
    // Roller's target with dot thousands.
    await page.goto('/game/roller');
    await expect.poll(() => page.getByTestId('roller-target').inputValue()).toBe('50.000');
    // Wingo's 30-second mode and the pool games' countdown in "dtk".
    await page.goto('/game/wingo');
    await waitForText(page.getByTestId('wingo-model-fastest'), /^Wingo 30 dtk$/);
    await page.goto('/game/dice');
    await waitForText(page.getByTestId('round-seconds'), /^(\d+ dtk|…)$/, 15_000);
    await waitForText(page.getByTestId('round-seconds'), /^\d+ dtk$/, 30_000);
    // Crash's countdown to take-off: "1,6 dtk".
    await page.goto('/game/crash');
    await waitForText(page.getByTestId('crash-countdown'), /^\d+,\d dtk$/, 40_000);
    // A hash chain's length: "10.000 ronde".
    await page.goto('/verify#ronde');
    const chain = page.getByTestId('round-chain').first();
    await chain.waitFor({ timeout: 15_000 });
    await waitForText(chain, /dari \d{1,3}(\.\d{3})+ ronde/);
    await context.close();
  });
});
