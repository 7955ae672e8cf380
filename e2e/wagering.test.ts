/**
 * A bonus played through on a phone (390x844), with a small first-deposit bonus so a few bets meet it:
 * 50% of the first deposit up to Rp 5.000, 2x wagering (Rp 10.000 of turnover). The player claims it,
 * sees Rp 5.000 locked and the withdrawable amount short of the balance, plays Roller until the bets
 * reach the turnover, and then sees the bonus met: nothing locked, the whole balance withdrawable.
 * A second player stakes the bonus in a Mines round left open and forfeits: the page says what goes
 * back now and what goes back once the round ends, and the bonus money stays counted meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount } from '@kasino/shared/money';
import { registerUser, request, WsClient } from '../apps/server/test/harness.ts';
import { addBankAccount, balanceOf, depositAndWait, setPin } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, waitForText, type E2e } from './browser.ts';

describe('wagering a bonus through', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
    const reward = { enabled: true, rate: '0.5', maxBonus: '5000', turnover: 2 };
    expect((await request(e2e.server.url, 'PUT', '/ops/site/config/deposit_reward_new_user', { body: { value: reward } })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** A new player who deposited and claimed the first deposit bonus on /activity, as a player does. */
  async function claimedBonus(deposit: string) {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, deposit);
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/activity');
    const grant = page.getByTestId('grant-first_deposit');
    await expect.poll(() => grant.getAttribute('data-status'), { timeout: 15_000 }).toBe('claimable');
    await grant.getByTestId('grant-claim').click();
    await expect.poll(() => grant.getAttribute('data-status'), { timeout: 10_000 }).toBe('claimed');
    return { user, page, context };
  }

  it('locks the bonus, counts each bet and frees the whole balance once the turnover is met', { timeout: 120_000 }, async () => {
    const base = e2e.server.url;
    const { user, page, context } = await claimedBonus('100000');
    await setPin(base, user.token);
    await addBankAccount(base, user.token, '8880003333');
    const active = page.getByTestId('promo-active-bonus');
    await expect.poll(() => active.getByTestId('bonus-progress-text').innerText()).toBe('Rp 0 dari Rp 10.000');
    expect(await active.getByTestId('bonus-locked').innerText()).toBe('Rp 5.000');

    // Rp 5.000 bets on Roller, each counted, until the turnover is met.
    await page.goto('/game/roller');
    for (let i = 0; i < 2; i++) {
      await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor({ timeout: 15_000 });
      await page.getByTestId('bet-amount').fill('5000');
      await page.getByTestId('bet-submit').click();
    }
    await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor({ timeout: 15_000 });

    await page.goto('/activity/active');
    await expect.poll(() => page.getByTestId('bonus-status').innerText(), { timeout: 15_000 }).toBe('Syarat terpenuhi');
    expect(await page.getByTestId('bonus-bets').locator('li').count()).toBe(2);
    await e2e.shot(page, 'bonus-met');

    // Nothing is locked now: the whole balance may be withdrawn.
    const balance = parseAmount(await balanceOf(base, user.token))!;
    await page.goto('/withdraw');
    await expect.poll(() => page.getByTestId('withdraw-available').innerText()).toBe(formatIdr(balance));
    expect(await page.getByTestId('withdraw-bonus-lock').count()).toBe(0);
    await context.close();
  });

  it('says what a forfeit takes now and what it takes once an open round ends', { timeout: 120_000 }, async () => {
    const { user, page, context } = await claimedBonus('20000');

    // The whole balance (Rp 20.000 deposit, Rp 5.000 bonus) goes into a Mines round left open.
    const ws = await WsClient.connect(e2e.server.wsUrl, { cookieToken: user.token });
    try {
      const started = await ws.call('/ws/game/mines/startRound', { uuid: `e2e-open-${user.userId}`, amount: '25000', mines: 3 });
      expect(started.code).toBe(200);
    } finally {
      ws.close();
    }

    await page.goto('/activity/active');
    await waitForText(page.getByTestId('bonus-in-play'), /^Bonus dalam taruhan berjalan: Rp 5\.000\./);
    expect(await page.getByTestId('bonus-locked').innerText()).toBe('Rp 0');
    await page.getByTestId('bonus-forfeit').click();
    await waitForText(page.getByRole('dialog'), /Seluruh bonus Anda \(Rp 5\.000\) ada dalam taruhan yang belum selesai/);
    // The sheet slides up; the shot waits until it stands still.
    await page.getByTestId('confirm-sheet-confirm').waitFor({ state: 'visible' });
    await page.waitForTimeout(500);
    await e2e.shot(page, 'bonus-forfeit-in-play');
    await page.getByRole('dialog').getByRole('button', { name: 'Batalkan bonus' }).click();
    await page.getByText('Bonus dibatalkan: Rp 0 dikembalikan').waitFor();
    await expect.poll(() => page.getByTestId('bonus-status').innerText()).toBe('Dibatalkan');
    await context.close();
  });
});
