import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@kasino/shared/games';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

describe('coin flip in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the coin to visitors with a login button', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/game/coinflip');
    await page.getByTestId('coinflip-login').waitFor();
    await page.getByTestId('coinflip-coin').waitFor();
    await e2e.shot(page, 'coinflip-visitor');
    await context.close();
  });

  it('flips three coins, rotates the seed and verifies a flip on /verify', async () => {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);

    await page.goto('/game/coinflip');
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
    await expect.poll(async () => (await page.getByTestId('balance').innerText()).trim(), { timeout: 10_000 }).toBe('Rp 100.000');
    await page.getByTestId('bet-amount-min').click();
    expect(await page.getByTestId('bet-amount').inputValue()).toBe('1.000');
    await page.getByTestId('bet-amount-double').click();
    expect(await page.getByTestId('bet-amount').inputValue()).toBe('2.000');
    await page.getByTestId('coinflip-side-tails').click();
    expect(await page.getByTestId('coinflip-side-tails').getAttribute('aria-checked')).toBe('true');
    await e2e.shot(page, 'coinflip-ready');

    const sides = ['tails', 'heads', 'tails'] as const;
    const coins: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.getByTestId(`coinflip-side-${sides[i]}`).click();
      await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor();
      await page.getByTestId('bet-submit').click();
      if (i === 0) {
        // Mid-air: the stake has left the balance, the result is not shown yet.
        await page.waitForTimeout(450);
        await e2e.shot(page, 'coinflip-flipping');
      }
      await expect.poll(async () => page.getByTestId('coinflip-pill').count(), { timeout: 10_000 }).toBe(i + 1);
      const outcome = page.getByTestId('coinflip-outcome');
      await outcome.waitFor();
      const coin = (await outcome.getAttribute('data-coin'))!;
      expect(['heads', 'tails']).toContain(coin);
      expect(await outcome.getAttribute('data-win')).toBe(coin === sides[i] ? 'true' : 'false');
      expect(await page.getByTestId('coinflip-coin').getAttribute('data-face')).toBe(coin);
      coins.push(coin);
      await page.waitForTimeout(300);
      await e2e.shot(page, `coinflip-result-${i + 1}`);
    }
    // The balance ends at the server's (a win reaches it 2.5 s after the reply).
    await page.waitForTimeout(2_700);
    const serverBalance = Number(await balanceOf(e2e.server.url, user.token));
    await expect
      .poll(async () => (await page.getByTestId('balance').innerText()).trim(), { timeout: 10_000 })
      .toBe(`Rp ${serverBalance.toLocaleString('id-ID')}`);

    const history = await request<{ list: BetView[] }>(e2e.server.url, 'GET', '/main/bet/history?game=coinflip&count=10', {
      token: user.token,
    });
    const bets = history.body.data!.list;
    expect(bets).toHaveLength(3);
    expect(bets.map((b) => (b.result as { coin: string }).coin).reverse()).toEqual(coins);

    // The fairness sheet: the nonce moved with the 3 flips; "Ganti seed" reveals the server seed.
    await page.getByTestId('fair-open').click();
    await page.getByTestId('fair-server-hash').waitFor();
    await expect.poll(async () => (await page.getByTestId('fair-nonce').innerText()).trim(), { timeout: 10_000 }).toBe('3');
    const activeHash = (await page.getByTestId('fair-server-hash').innerText()).trim();
    await e2e.shot(page, 'coinflip-fairness');
    await page.getByTestId('fair-rotate').click();
    await expect
      .poll(async () => (await page.getByTestId('fair-server-hash').innerText()).trim(), { timeout: 10_000 })
      .not.toBe(activeHash);
    await page.keyboard.press('Escape');

    // The middle flip, from the revealed seed, on the verify page (the link the bet detail builds).
    const revealed = (
      await request<{ list: BetView[] }>(e2e.server.url, 'GET', '/main/bet/history?game=coinflip&count=10', { token: user.token })
    ).body.data!.list;
    const bet = revealed.find((b) => b.nonce === 1)!;
    expect(bet.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await page.goto(`/bet-history/${bet.id}`);
    await page.getByTestId('bet-verify-link').click();
    await page.waitForURL((url) => url.pathname === '/verify');
    await page.getByTestId('verify-result').waitFor();
    expect(await page.getByTestId('verify-side').inputValue()).toBe('heads');
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe((bet.result as { coin: string }).coin);
    expect(await page.getByTestId('verify-hash-match').getAttribute('data-match')).toBe('true');
    expect((await page.getByTestId('verify-hash').innerText()).trim()).toBe(activeHash);
    await e2e.shot(page, 'coinflip-verify');
    await context.close();
  });
});
