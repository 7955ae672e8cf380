/**
 * Setoran Beruntun on a phone (390x844). A visitor opens it from the Bonus tab's card and sees the four
 * milestones, the 30-day track, the rules and a log-in card. A player who deposited Rp 100.000 on three
 * WIB days in a row (the server's test clock moved a day between them) sees a 3-day streak on the track,
 * today counted, the next milestone 4 days away, and the 3-day milestone waiting; claiming it on the page
 * pays Rp 10.000 into the balance and marks it claimed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@kasino/shared/money';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;

describe('Setoran Beruntun', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10', TEST_CLOCK: '1' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const advance = async (ms: number) => {
    const moved = await request(e2e.server.url, 'POST', '/ops/test-clock', { body: { advanceMs: ms } });
    expect(moved.status).toBe(200);
  };

  it('shows a visitor the milestones, the track and the rules from the Bonus tab', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/activity');
    const card = page.getByTestId('promo-card-continuous');
    await expect.poll(() => card.innerText()).toContain('Deposit Rp 100.000 setiap hari tanpa putus: total Rp 320.000 hingga hari ke-30');
    await card.click();
    await page.getByTestId('continuous-page').waitFor();
    await page.getByTestId('promo-login').waitFor();
    const milestones = page.getByTestId('continuous-milestone');
    await expect.poll(() => milestones.count()).toBe(4);
    expect((await milestones.nth(1).innerText()).replace(/\s+/g, ' ')).toBe('7 hari beruntun Rp 30.000 Belum tercapai');
    expect(await page.getByTestId('continuous-day').count()).toBe(30);
    expect(await page.getByTestId('continuous-rules').innerText()).toContain(
      'Setelah tonggak terakhir (30 hari) rangkaian tetap dihitung, tetapi tidak ada hadiah lagi sampai rangkaian terputus.',
    );
    await e2e.shot(page, 'continuous-visitor');
    await context.close();
  });

  it('shows a 3-day streak with its milestone, and claims it on the page', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    // 10:00 WIB on the next day, so the three deposits land on three WIB days, far from midnight.
    const { now } = (await request<{ now: number }>(base, 'GET', '/ops/test-clock')).body.data!;
    const tenWib = Math.floor((now + 7 * HOUR) / DAY) * DAY - 7 * HOUR + 10 * HOUR;
    await advance(tenWib + DAY - now);
    const user = await registerUser(base);
    for (let day = 0; day < 3; day++) {
      if (day > 0) await advance(DAY);
      await depositAndWait(base, user.token, '100000');
    }
    await e2e.server.server.events.settle();

    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/activity/continuous');
    const streak = page.getByTestId('continuous-streak');
    await expect.poll(() => streak.getAttribute('data-days')).toBe('3');
    expect(await page.getByTestId('continuous-days').innerText()).toBe('3 hari');
    expect(await page.getByTestId('continuous-today').innerText()).toBe('Deposit hari ini Rp 100.000 dari Rp 100.000');
    expect(await page.getByTestId('continuous-missing').innerText()).toBe('Hari ini sudah terhitung');
    expect(await page.getByTestId('continuous-next').innerText()).toBe('Tonggak berikutnya 7 hari (Rp 30.000): 4 hari lagi');
    const days = page.getByTestId('continuous-day');
    expect(await days.count()).toBe(7);
    expect(await page.locator('[data-testid="continuous-day"][data-state="done"]').count()).toBe(3);
    const first = page.locator('[data-testid="continuous-milestone"][data-days="3"]');
    expect(await first.getAttribute('data-state')).toBe('granted');
    await e2e.shot(page, 'continuous-streak');

    const before = parseAmount(await balanceOf(base, user.token))!;
    await first.getByTestId('continuous-claim').click();
    await expect.poll(() => first.getAttribute('data-state'), { timeout: 10_000 }).toBe('claimed');
    expect(parseAmount(await balanceOf(base, user.token))! - before).toBe(parseAmount('10000'));
    await e2e.shot(page, 'continuous-claimed');
    await context.close();
  });
});
