/**
 * Offline on a phone (390x844), as the browser reports it: the banner says so at once (not after the
 * 12 s silence watchdog); a Roller bet tapped offline fails at once and the shown balance keeps the
 * stake it never sent; the lobby keeps the rows it had, and a tab whose list was never fetched says it
 * could not load (no endless skeleton) and loads by itself once back online; a page whose code was
 * never downloaded fails inside the shell, tabs and banner still there; the link is up again
 * within seconds (no backoff wait) and a bet goes through with the balance the server keeps. A lobby
 * whose rows fail to load says so and loads them on "Coba lagi".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount } from '@kasino/shared/money';
import { registerUser } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

describe('offline', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it(
    'says offline at once, never takes a stake it could not send, keeps the lobby, and reconnects at once',
    { timeout: 90_000 },
    async () => {
      const base = e2e.server.url;
      const user = await registerUser(base);
      await depositAndWait(base, user.token, '50000');
      const { page, context } = await e2e.newPage();
      await signInContext(context, base, user);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await page.getByTestId('game-row-slot').waitFor();
      await page.getByTestId('game-card-roller').click();
      await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
      const ready = page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])');
      await ready.waitFor({ timeout: 15_000 });
      await page.getByTestId('bet-amount').fill('5000');
      expect(await page.getByTestId('balance').innerText()).toBe('Rp 50.000');

      await context.setOffline(true);
      const offlineAt = Date.now();
      await page.locator('[data-testid="connection-banner"][data-offline]').waitFor({ timeout: 3_000 });
      expect(Date.now() - offlineAt).toBeLessThan(3_000);
      expect(await page.getByTestId('connection-banner').innerText()).toContain('offline');
      await page.locator('[data-testid="ws-state"][data-state="disconnect"]').waitFor({ state: 'attached' });
      await e2e.shot(page, 'offline-banner');

      await page.getByTestId('bet-submit').click();
      await ready.waitFor({ timeout: 3_000 });
      // Held for a while: the stake that was never sent is not shown as taken.
      for (let i = 0; i < 5; i++) {
        expect(await page.getByTestId('balance').innerText()).toBe('Rp 50.000');
        await page.waitForTimeout(200);
      }
      expect(await balanceOf(base, user.token)).toBe('50000');

      // The lobby keeps what it loaded; the Slot tab's list, never fetched, says it could not load.
      await page.getByTestId('tab-home').click();
      await page.getByTestId('game-row-slot').waitFor();
      await page.getByTestId('lobby-tab-slot').click();
      await page.getByTestId('category-slot').getByTestId('empty-state').waitFor({ timeout: 5_000 });
      expect(await page.getByTestId('slot-grid-loading').count()).toBe(0);
      await e2e.shot(page, 'offline-lobby');

      // A page whose code was never downloaded fails inside the shell: the banner and the tabs stay.
      await page.getByTestId('tab-wallet').click();
      await page.getByTestId('route-error').waitFor({ timeout: 5_000 });
      expect(await page.getByTestId('tab-home').isVisible()).toBe(true);
      expect(await page.locator('[data-testid="connection-banner"][data-offline]').isVisible()).toBe(true);
      await page.getByTestId('tab-home').click();
      await page.getByTestId('lobby-tab-slot').click();
      await page.getByTestId('category-slot').getByTestId('empty-state').waitFor();

      await context.setOffline(false);
      const onlineAt = Date.now();
      await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 5_000 });
      expect(Date.now() - onlineAt).toBeLessThan(5_000);
      await page.getByTestId('connection-banner').waitFor({ state: 'detached' });
      // Back online, what failed is fetched again by itself.
      await page.getByTestId('category-slot').getByTestId('slot-grid').waitFor({ timeout: 10_000 });

      await page.goto('/game/roller');
      await ready.waitFor({ timeout: 15_000 });
      await page.getByTestId('bet-amount').fill('5000');
      await page.getByTestId('bet-submit').click();
      await ready.waitFor({ timeout: 15_000 });
      const after = parseAmount(await balanceOf(base, user.token))!;
      expect(after).not.toBe(parseAmount('50000'));
      await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toBe(formatIdr(after));
    },
  );

  it('says the lobby rows could not load, and loads them on "Coba lagi"', { timeout: 60_000 }, async () => {
    const { page } = await e2e.newPage();
    let fail = true;
    await page.route('**/main/slot/home**', (route) => (fail ? route.abort() : route.fallback()));
    await page.goto('/');
    await page.getByTestId('lobby-home-error').waitFor({ timeout: 10_000 });
    fail = false;
    await page.getByTestId('lobby-home-error').getByRole('button').click();
    await page.getByTestId('game-row-slot').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('lobby-home-error').count()).toBe(0);
  });
});
