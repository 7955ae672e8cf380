import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { closeSheet, signInContext, startE2e, waitForText, type E2e } from './browser.ts';

/** Waits until the element's text (trimmed) matches; tickers animate, so poll. */

async function expectWsReady(page: Page): Promise<void> {
  await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
}

describe('in-house games in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows Roller to visitors with a login button', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/game/roller');
    await page.getByTestId('roller-login').waitFor();
    await page.getByTestId('live-bets').waitFor();
    await e2e.shot(page, 'roller-visitor');
    await page.getByTestId('roller-login').click();
    await page.getByTestId('login-phone').waitFor();
    await context.close();
  });

  it('plays Roller by hand and automatically, then finds, verifies and reveals a bet', async () => {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);

    await page.goto('/game/roller');
    await expectWsReady(page);
    await waitForText(page.getByTestId('balance'), 'Rp 100.000');
    await page.getByTestId('bet-submit').waitFor();

    // The linked fields: a chance sets the target and the multiplier, lower flips the target.
    await page.getByTestId('roller-chance').fill('25');
    await page.getByTestId('roller-chance').press('Enter');
    expect(await page.getByTestId('roller-target').inputValue()).toBe('75.000');
    expect(await page.getByTestId('roller-multiplier').inputValue()).toBe('3,9600');
    await page.getByTestId('roller-multiplier').fill('2');
    await page.getByTestId('roller-multiplier').press('Enter');
    expect(await page.getByTestId('roller-multiplier').inputValue()).toBe('2,0000');
    await page.getByTestId('roller-lower').click();
    expect(await page.getByTestId('roller-target').inputValue()).toBe('49.500');
    await page.getByTestId('roller-target').fill('999999');
    await page.getByTestId('roller-target').press('Enter');
    expect(await page.getByTestId('roller-multiplier').inputValue()).toBe('1,0102'); // clamped to 98%
    await page.getByTestId('roller-higher').click();
    await page.getByTestId('roller-target').fill('50000');
    await page.getByTestId('roller-target').press('Enter');

    // Stake chips: Min, then 2×.
    await page.getByTestId('bet-amount-min').click();
    expect(await page.getByTestId('bet-amount').inputValue()).toBe('1.000');
    await page.getByTestId('bet-amount-double').click();
    expect(await page.getByTestId('bet-amount').inputValue()).toBe('2.000');

    // Five bets by hand: each shows a result, an outcome, and the balance moves.
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor();
      await page.getByTestId('bet-submit').click();
      await expect.poll(async () => page.getByTestId('roller-pill').count()).toBe(i + 1);
      const result = await page.getByTestId('roller-result').getAttribute('data-result');
      expect(Number(result)).toBeGreaterThanOrEqual(0);
      seen.push(result!);
      const win = await page.getByTestId('roller-outcome').getAttribute('data-win');
      expect(win === (Number(result) > 50_000 ? 'true' : 'false')).toBe(true);
      if (i === 0) await e2e.shot(page, 'roller-result');
    }
    await page.waitForTimeout(2_700); // a last win reaches the balance 2.5 s later
    const serverBalance = Number(await balanceOf(e2e.server.url, user.token));
    expect(serverBalance).not.toBe(100_000);
    await waitForText(page.getByTestId('balance'), new RegExp(`^Rp ${serverBalance.toLocaleString('id-ID')}$`));
    await page.getByTestId('live-bet-row').first().waitFor();
    await e2e.shot(page, 'roller-played');

    // Auto-bet: three bets; the loss limit is the session's net loss, at least one stake (Rp 2.000 here).
    await page.getByTestId('auto-tab').click();
    await page.getByTestId('auto-count').fill('3');
    await page.getByTestId('auto-stop-loss').fill('1000');
    await page.getByTestId('auto-stop-loss-error').waitFor();
    await expect.poll(async () => page.getByTestId('auto-start').isDisabled()).toBe(true);
    await page.getByTestId('auto-stop-loss').fill('20000'); // covers 2.000 + 4.000 + 8.000
    await page.getByTestId('auto-loss-increase').click();
    await e2e.shot(page, 'roller-auto');
    await page.getByTestId('auto-start').click();
    await page.locator('[data-testid="auto-progress"][data-stopped="done"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('auto-progress').getAttribute('data-done')).toBe('3');
    await expect.poll(async () => page.getByTestId('roller-pill').count()).toBe(8);
    await e2e.shot(page, 'roller-auto-done');

    // The fairness sheet: hash, client seed, nonce moved with the 8 bets.
    await page.getByTestId('fair-open').click();
    await page.getByTestId('fair-server-hash').waitFor();
    await waitForText(page.getByTestId('fair-nonce'), '8');
    const activeHash = (await page.getByTestId('fair-server-hash').innerText()).trim();
    expect(activeHash).toMatch(/^[0-9a-f]{64}$/);
    await e2e.shot(page, 'roller-fairness');
    await closeSheet(page);

    // History: eight rows, one opens its detail, which is not revealed yet.
    await page.goto('/bet-history');
    await expect.poll(async () => page.getByTestId('bet-row').count()).toBe(8);
    await e2e.shot(page, 'bet-history');
    await page.getByTestId('bet-row').nth(2).click();
    await page.waitForURL((url) => url.pathname.startsWith('/bet-history/'));
    await page.getByTestId('bet-detail-unrevealed').waitFor();
    const betResult = await page.getByTestId('bet-detail-result').getAttribute('data-result');
    expect(seen.concat(betResult!)).toContain(betResult!);
    await e2e.shot(page, 'bet-detail-unrevealed');

    // "Ganti seed" reveals the server seed; the detail derives the result again and links to verify.
    await page.getByTestId('fair-rotate').click();
    await page.getByTestId('bet-detail-derived').waitFor();
    const serverSeed = (await page.getByTestId('bet-detail-server-seed').innerText()).trim();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await e2e.shot(page, 'bet-detail');
    await page.getByTestId('bet-verify-link').click();
    await page.waitForURL((url) => url.pathname === '/verify');
    await page.getByTestId('verify-result').waitFor();
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(betResult);
    await waitForText(page.getByTestId('verify-hash'), activeHash);
    expect(await page.getByTestId('verify-hash-match').getAttribute('data-match')).toBe('true');
    await e2e.shot(page, 'verify');
    await context.close();
  });
  it('plays Hilo (restoring an open round) and Mines, and verifies the mines', async () => {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);

    // Hilo: start a round, reload, the open round comes back with the same card.
    await page.goto('/game/hilo');
    await expectWsReady(page);
    await page.getByTestId('bet-submit').click();
    await page.getByTestId('hilo-skip').waitFor();
    await waitForText(page.getByTestId('balance'), 'Rp 49.000');
    const rank = await page.getByTestId('hilo-card').getAttribute('data-rank');
    await e2e.shot(page, 'hilo-round');
    await page.reload();
    await page.getByTestId('hilo-skip').waitFor();
    expect(await page.getByTestId('hilo-card').getAttribute('data-rank')).toBe(rank);
    // One guess: the bigger side.
    const guess = Number(rank) >= 7 ? 'hilo-lower' : 'hilo-higher';
    await page.getByTestId(guess).click();
    await expect
      .poll(
        async () =>
          (await page.getByTestId('hilo-outcome').count()) > 0 || (await page.getByTestId('hilo-correct').innerText()).startsWith('1'),
      )
      .toBe(true);
    if ((await page.getByTestId('hilo-outcome').count()) === 0) {
      await e2e.shot(page, 'hilo-guessed');
      await page.getByTestId('hilo-cashout').click();
    }
    await page.getByTestId('hilo-outcome').waitFor();
    await e2e.shot(page, 'hilo-ended');

    // Mines: three mines, one tile, then cash out (or the mine ends it); every mine is shown at the end.
    await page.goto('/game/mines');
    await page.getByTestId('mines-count').fill('3');
    await page.getByTestId('bet-submit').click();
    await page.getByTestId('mines-cashout').waitFor();
    await e2e.shot(page, 'mines-round');
    await page.getByTestId('mines-tile-12').click();
    await expect.poll(async () => page.getByTestId('mines-tile-12').getAttribute('data-state')).not.toBe('hidden');
    if ((await page.getByTestId('mines-tile-12').getAttribute('data-state')) === 'gem') {
      await page.waitForTimeout(300);
      await e2e.shot(page, 'mines-picked');
      await page.getByTestId('mines-cashout').click();
    }
    await page.getByTestId('mines-outcome').waitFor();
    const mineTiles = await page
      .locator('[data-testid^="mines-tile-"][data-state^="mine"]')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-testid')!.replace('mines-tile-', ''))));
    expect(mineTiles).toHaveLength(3);
    await page.waitForTimeout(400);
    await e2e.shot(page, 'mines-ended');

    // History filtered to Mines; reveal the seed and verify the mine tiles on /verify.
    await page.goto('/bet-history');
    await page.getByTestId('bet-filter-mines').click();
    await expect.poll(async () => page.getByTestId('bet-row').count()).toBe(1);
    await page.getByTestId('bet-row').first().click();
    await page.getByTestId('fair-rotate').click();
    await page.getByTestId('bet-detail-derived').waitFor();
    await page.getByTestId('bet-verify-link').click();
    await page.waitForURL((url) => url.pathname === '/verify');
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(mineTiles.sort((a, b) => a - b).join(','));
    await e2e.shot(page, 'verify-mines');
    await context.close();
  });
});
