/**
 * The referral programme on a phone (390x844). A visitor reads the agent levels, the first-deposit
 * rule and the no-spam rule, and a landing link with a code opens the register popup with the code.
 * Player A shares the link from the QR page; player B opens it in another browser, registers with the
 * code already filled in, deposits Rp 50.000 and plays five Rp 10.000 Roller bets (Rp 500 of
 * theoretical house revenue at a 1% edge). A sees B, masked, active, in tier 1. A day later (the test
 * clock moved, the day settled) A's rebate log shows 10% × Rp 500 = Rp 50 and the claim moves the
 * balance by exactly that; seven days on, the first-deposit bonus arrives with a mail and its claim
 * moves the balance by the bonus.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount, rupiah } from '@kasino/shared/money';
import type { SpreadInfo } from '@kasino/shared/protocol/referral';
import { maskPhone } from '@kasino/shared/validation';
import type { Page } from 'playwright-core';
import { registerUser, request, uniquePhone } from '../apps/server/test/harness.ts';
import { playRoller } from '../apps/server/test/play-helpers.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const DAY = 86_400_000;
/**
 * The default levels; "active" needs Rp 50.000 of settled bets, exactly B's five bets, so A seeing B
 * active means every bet is in the tally the settlement reads (a day settles once, so it must be whole).
 */
const TERMS = {
  enabled: true,
  levels: [
    { activeDownlines: 0, rate: '0.1' },
    { activeDownlines: 5, rate: '0.15' },
    { activeDownlines: 20, rate: '0.2' },
  ],
  activeWager: '50000',
  activeDays: 7,
  firstDeposit: { minDeposit: '50000', bonus: '20000', days: 7 },
};

describe('referral', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({
      env: {
        SANDBOX_CONFIRM_MS: '10',
        TEST_CLOCK: '1',
        // The settlement runs when the test asks (`/ops/referral/settle`); sessions outlive the moved clock.
        JOBS_REFERRAL_SETTLE_MS: '3600000',
        SESSION_IDLE_MS: String(30 * DAY),
      },
    });
    const saved = await request(e2e.server.url, 'PUT', '/ops/site/config/referral', { body: { value: TERMS } });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** Moves the server's clock forward, then settles every finished day and the bonuses that fell due. */
  async function advanceAndSettle(ms: number): Promise<void> {
    const moved = await request(e2e.server.url, 'POST', '/ops/test-clock', { body: { advanceMs: ms } });
    expect(moved.status).toBe(200);
    const settled = await request(e2e.server.url, 'POST', '/ops/referral/settle', { body: {} });
    expect(settled.status).toBe(200);
  }

  /** Reloads until the locator's text passes `check` (lists that do not poll by themselves). */
  async function reloadUntil(page: Page, testId: string, check: (text: string) => boolean, timeout = 20_000): Promise<string> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const node = page.getByTestId(testId).first();
      const text = (await node.count()) ? await node.innerText() : '';
      if (check(text)) return text;
      if (Date.now() > deadline) throw new Error(`${testId} never read as expected; last: ${text}`);
      await page.waitForTimeout(500);
      await page.reload();
      await page.getByTestId('page-back').waitFor();
    }
  }

  it('shows a visitor the levels, the first-deposit rule and the no-spam rule, and a landing link opens registration with its code', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/referral');
    await page.getByTestId('referral-login').waitFor();
    const levels = page.getByTestId('referral-terms-level');
    await expect.poll(() => levels.count()).toBe(3);
    expect((await levels.nth(0).innerText()).replace(/\s+/g, ' ')).toBe('Perunggu Langsung saat mendaftar 10%');
    expect((await levels.nth(1).innerText()).replace(/\s+/g, ' ')).toBe('Perak Mulai 5 teman aktif 15%');
    expect((await levels.nth(2).innerText()).replace(/\s+/g, ' ')).toBe('Emas Mulai 20 teman aktif 20%');
    expect(await page.getByTestId('referral-hero-rate').innerText()).toBe('20%');
    expect(await page.getByTestId('referral-first-deposit-rule').innerText()).toContain(
      'deposit pertama minimal Rp 50.000: Anda mendapat Rp 20.000 tanpa syarat taruhan, dibayar 7 hari kemudian',
    );
    expect(await page.getByTestId('referral-active-rule').innerText()).toBe(
      'Teman aktif: taruhan yang selesai minimal Rp 50.000 dalam 7 hari terakhir (WIB).',
    );
    expect(await page.getByTestId('referral-spam-rule').innerText()).toContain('Laporan spam membuat akun agen ditangguhkan');
    await e2e.shot(page, 'referral-visitor');

    // The landing page with a code: "Daftar dengan kode …" opens the register popup with it filled in.
    const agent = await registerUser(e2e.server.url);
    const code = (await request<SpreadInfo>(e2e.server.url, 'GET', '/main/promo/spread/info', { token: agent.token })).body.data!
      .inviteCode;
    await page.goto(`/referral-join?code=${code}`);
    await page.getByTestId('referral-join-code').waitFor();
    await e2e.shot(page, 'referral-join');
    await page.getByRole('link', { name: `Daftar dengan kode ${code}` }).click();
    await expect.poll(() => page.getByTestId('register-invite').inputValue()).toBe(code);
    await context.close();
  });

  it(
    'pays A a rebate on B’s play and the bonus for B’s first deposit, each moving the balance by what it paid',
    { timeout: 180_000 },
    async () => {
      const base = e2e.server.url;
      const a = await registerUser(base);
      const { page, context } = await e2e.newPage();
      await signInContext(context, base, a);
      await page.emulateMedia({ reducedMotion: 'reduce' });

      // A's share page: the QR, the code and the link a friend opens.
      await page.goto('/referral-share');
      await page.getByTestId('referral-qr').waitFor();
      const code = await page.getByTestId('referral-share-code').innerText();
      const link = await page.getByTestId('referral-share-link').innerText();
      expect(link).toBe(`${base}/register?inviteCode=${code}`);
      await e2e.shot(page, 'referral-share');

      // B opens the link in another browser and registers with the code already filled in.
      const b = await e2e.newPage();
      await b.page.emulateMedia({ reducedMotion: 'reduce' });
      await b.page.goto(link);
      await expect.poll(() => b.page.getByTestId('register-invite').inputValue()).toBe(code);
      const phoneB = uniquePhone();
      await b.page.getByTestId('register-phone').fill(phoneB);
      await b.page.getByTestId('register-password').fill('rahasia123');
      await b.page.getByTestId('register-password2').fill('rahasia123');
      await b.page.getByTestId('register-age').check();
      await b.page.getByTestId('register-submit').click();
      await b.page.getByTestId('balance').waitFor();
      const tokenB = (await b.context.cookies()).find((c) => c.name === 'token')!.value;
      // The uplines are fixed by the referral module's durable subscriber, a moment after the registration commits.
      const infoOf = async () => (await request<SpreadInfo>(base, 'GET', '/main/promo/spread/info', { token: tokenB })).body.data!;
      await expect.poll(async () => (await infoOf()).inviter?.phone, { timeout: 10_000 }).toBe(maskPhone(a.phone));
      await depositAndWait(base, tokenB, '50000');
      await playRoller(e2e.server.wsUrl, tokenB, 5);
      await b.context.close();

      // A sees B in tier 1: masked, deposited, and active once the five bets are tallied.
      await page.goto('/referral/referral2');
      const member = page.getByTestId('referral-member').first();
      await member.waitFor({ timeout: 15_000 });
      expect(await member.getByTestId('referral-member-phone').innerText()).toBe(maskPhone(phoneB));
      await reloadUntil(page, 'referral-member-active', (text) => text === 'Aktif');
      expect(await member.getAttribute('data-deposited')).toBe('true');
      expect(await page.getByTestId('referral-members-tab-1').innerText()).toContain('1');
      await e2e.shot(page, 'referral-members');

      // The main page before any settlement: nothing to claim, one first-deposit bonus waiting.
      await page.goto('/referral');
      await page.getByTestId('referral-invite').waitFor();
      expect(await page.getByTestId('referral-code').innerText()).toBe(code);
      await expect.poll(() => page.getByTestId('referral-pending').innerText()).toBe('1 bonus deposit pertama menunggu');
      expect(await page.getByTestId('referral-claim').isDisabled()).toBe(true);
      expect(await page.getByTestId('referral-tier-1').getByTestId('referral-tier-members').innerText()).toBe('1');
      expect(await page.getByTestId('referral-agent-level').innerText()).toBe('Perunggu');
      expect(await page.getByTestId('referral-to-next').innerText()).toBe('4 teman aktif lagi ke Perak · 15%');
      await e2e.shot(page, 'referral-player');

      // A day later the day settles: 10% of B's Rp 500 of theoretical revenue.
      await advanceAndSettle(DAY + 20 * 60_000);
      await page.goto('/referral/spread-bet');
      await reloadUntil(page, 'referral-log-amount', (text) => text === 'Rp 50');
      const row = page.getByTestId('referral-log').first();
      expect(await row.getByTestId('referral-log-phone').innerText()).toBe(maskPhone(phoneB));
      expect(await row.getByTestId('referral-log-detail').innerText()).toBe('Pendapatan Rp 500 × 10% · Perunggu');
      await e2e.shot(page, 'referral-logs');

      // The claim moves the balance by exactly the rebate.
      const before = parseAmount(await balanceOf(base, a.token))!;
      await page.goto('/referral');
      const balance = page.getByTestId('balance');
      await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe(formatIdr(before));
      await expect.poll(() => page.getByTestId('referral-claimable').innerText(), { timeout: 10_000 }).toBe('Rp 50');
      expect(await page.getByTestId('referral-last-day-amount').innerText()).toBe('Rp 50');
      await page.getByRole('button', { name: 'Klaim semua hadiah referensi: Rp 50' }).click();
      await page.getByText('Rp 50 masuk ke saldo Anda').first().waitFor({ timeout: 10_000 });
      await expect.poll(() => page.getByTestId('referral-claimable').innerText(), { timeout: 10_000 }).toBe('Rp 0');
      await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe(formatIdr(before + rupiah(50)));
      expect(parseAmount(await balanceOf(base, a.token))).toBe(before + rupiah(50));
      expect(await page.getByTestId('referral-tier-1').getByTestId('referral-tier-rebate').innerText()).toBe('Rp 50');
      await e2e.shot(page, 'referral-claimed');

      // Seven days on, B is still active: the first-deposit bonus is granted, with a mail.
      await advanceAndSettle(7 * DAY);
      await page.goto('/inbox');
      const mail = page.getByTestId('inbox-item').filter({ hasText: 'Bonus undangan' });
      await expect.poll(() => mail.count(), { timeout: 20_000 }).toBe(1);
      await mail.click();
      await expect.poll(() => page.getByTestId('mail-title').innerText()).toContain('Bonus undangan Rp 20.000');
      await e2e.shot(page, 'referral-bonus-mail');

      await page.goto('/referral/first-deposit');
      const bonus = page.getByTestId('referral-bonus').first();
      await expect.poll(() => bonus.getAttribute('data-status'), { timeout: 10_000 }).toBe('granted');
      await e2e.shot(page, 'referral-first-deposit');

      const beforeBonus = parseAmount(await balanceOf(base, a.token))!;
      await page.goto('/referral');
      await expect.poll(() => page.getByTestId('referral-claimable').innerText(), { timeout: 10_000 }).toBe('Rp 20.000');
      await page.getByTestId('referral-claim').click();
      await page.getByText('Rp 20.000 masuk ke saldo Anda').first().waitFor({ timeout: 10_000 });
      await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe(formatIdr(beforeBonus + rupiah(20_000)));
      expect(parseAmount(await balanceOf(base, a.token))).toBe(beforeBonus + rupiah(20_000));

      // The history lists both rewards with their formulas, claimed.
      await page.goto('/referral-history');
      const history = page.getByTestId('referral-history-row');
      await expect.poll(() => history.count(), { timeout: 10_000 }).toBe(2);
      expect(await history.nth(0).getAttribute('data-promotion')).toBe('referral_first_deposit');
      expect(await history.nth(0).getByTestId('referral-history-formula').innerText()).toContain('Bonus undangan');
      expect(await history.nth(1).getAttribute('data-status')).toBe('claimed');
      await e2e.shot(page, 'referral-history');
      await context.close();
    },
  );
});
