/**
 * The daily wheel on a phone (390x844). A visitor sees the published segments, the rule page with each
 * chance, and a log-in card. A player who deposited Rp 50.000 today has one spin: the wheel stops on the
 * segment the server drew and says what it paid, the balance moves by exactly that, and no spin is
 * left. On the history page the player reveals the seed (after confirming), opens the spin on /verify,
 * and the browser's recomputation lands on the same segment, with the hash matching the one shown
 * before the spin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount } from '@kasino/shared/money';
import type { WheelSpinView } from '@kasino/shared/protocol/promo';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

describe('daily wheel', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows a visitor the wheel, the chances of each segment and a log-in card', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/daily-wheel');
    await page.getByTestId('promo-login').waitFor();
    await expect.poll(() => page.locator('[data-testid^="wheel-segment-"]').count()).toBe(8);
    await e2e.shot(page, 'wheel-visitor');
    await page.getByTestId('wheel-rules-link').click();
    const rows = page.getByTestId('wheel-rule-segment');
    await expect.poll(() => rows.count()).toBe(8);
    expect((await rows.nth(0).innerText()).replace(/\s+/g, ' ')).toBe('Segmen 1 Rp 1.000 Bobot 2.000 20%');
    expect((await rows.nth(4).innerText()).replace(/\s+/g, ' ')).toBe('Segmen 5 Coba lagi Bobot 1.750 17,5%');
    expect((await rows.nth(7).innerText()).replace(/\s+/g, ' ')).toBe('Segmen 8 Rp 100.000 Bobot 10 0,1%');
    expect(await page.getByTestId('wheel-formula').innerText()).toContain('floor(f(stream, 0) × total bobot)');
    await e2e.shot(page, 'wheel-rule');
    await context.close();
  });

  it('spins once for a Rp 50.000 deposit, pays what it landed on, and verifies on /verify', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/daily-wheel');
    await expect.poll(() => page.getByTestId('wheel-left').innerText()).toBe('1');
    const hashBefore = await page.getByTestId('wheel-seed-hash').innerText();
    const before = parseAmount(await balanceOf(base, user.token))!;

    await page.getByTestId('wheel-spin').click();
    await page.getByTestId('wheel-result').locator('[data-outcome]').waitFor();
    const landed = Number(await page.getByTestId('wheel').getAttribute('data-landed'));
    const spins = (await request<{ list: WheelSpinView[] }>(base, 'GET', '/main/promo/wheel/history', { token: user.token })).body.data!
      .list;
    expect(spins).toHaveLength(1);
    const spin = spins[0]!;
    expect(landed).toBe(spin.segment);
    expect(spin.serverSeedHash).toBe(hashBefore);
    const prize = parseAmount(spin.amount)!;
    const result = await page.getByTestId('wheel-result').innerText();
    expect(result).toContain(prize > 0n ? `Anda mendapat ${formatIdr(prize)}` : 'Belum beruntung');
    expect(parseAmount(await balanceOf(base, user.token))! - before).toBe(prize);
    await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toBe(formatIdr(before + prize));
    await expect.poll(() => page.getByTestId('wheel-left').innerText()).toBe('0');
    expect(await page.getByTestId('wheel-spin').isDisabled()).toBe(true);
    await e2e.shot(page, 'wheel-spun');

    // The history: reveal the seed, then recompute the spin in the browser.
    await page.getByTestId('wheel-detail-link').click();
    const row = page.getByTestId('wheel-spin-row');
    await row.waitFor();
    expect(await row.getAttribute('data-segment')).toBe(String(spin.segment));
    expect(await row.getByTestId('wheel-spin-verify').count()).toBe(0);
    await page.getByTestId('wheel-reveal').click();
    await page.getByTestId('confirm-sheet').getByTestId('confirm-sheet-confirm').click();
    await row.getByTestId('wheel-spin-verify').waitFor();
    await e2e.shot(page, 'wheel-detail');
    await row.getByTestId('wheel-spin-verify').click();
    await page.getByTestId('verify-result').waitFor();
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(String(spin.segment));
    expect(await page.getByTestId('verify-result').innerText()).toContain(`Segmen ${spin.segment + 1}`);
    expect(await page.getByTestId('verify-hash-match').getAttribute('data-match')).toBe('true');
    await e2e.shot(page, 'wheel-verify');
    await context.close();
  });
});
