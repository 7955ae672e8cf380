/**
 * The VIP club on a phone (390x844). A visitor reads the levels the operator set and a login card. A
 * player who made Rp 500 of theoretical house revenue (five Rp 10.000 Roller bets at a 1% edge) under
 * low thresholds is VIP 2: the badge in the top bar and on the account page, the bar to VIP 3, the
 * level rewards and the cashback; each claim moves the balance by exactly what it paid, and the
 * cashback history and the VIP record say where the money and the points came from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount, rupiah } from '@kasino/shared/money';
import type { VipInfo } from '@kasino/shared/protocol/vip';
import { registerUser, request, WsClient } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

/** Low thresholds: Rp 100 of score reaches VIP 1, Rp 300 VIP 2; VIP 3 stays far away. */
const LEVELS = [
  { score: '0', levelBonus: '0', originalBackRate: '0', slotsBackRate: '0' },
  { score: '100', levelBonus: '500', originalBackRate: '0.05', slotsBackRate: '0.05' },
  { score: '300', levelBonus: '1000', originalBackRate: '0.1', slotsBackRate: '0.2' },
  { score: '100000', levelBonus: '50000', originalBackRate: '0.2', slotsBackRate: '0.2' },
];

describe('VIP club', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
    const saved = await request(e2e.server.url, 'PUT', '/ops/site/config/vip_levels', {
      body: { value: { enabled: true, levels: LEVELS } },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** Rp 10.000 Roller bets over the websocket, each adding Rp 100 of theoretical revenue (1% edge). */
  async function play(u: User, bets: number): Promise<void> {
    const ws = await WsClient.connect(e2e.server.wsUrl, { cookieToken: u.token });
    try {
      for (let i = 0; i < bets; i++) {
        const r = await ws.call('/ws/game/roller/startRound', {
          uuid: crypto.randomUUID(),
          amount: '10000',
          choose: 50000,
          isHigher: true,
        });
        expect(r.code).toBe(200);
      }
    } finally {
      ws.close();
    }
  }

  /** The score is kept by a durable subscriber a moment after the bets' commit. */
  async function waitForScore(u: User, score: string): Promise<VipInfo> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const v = (await request<VipInfo>(e2e.server.url, 'GET', '/main/vip/user/level', { token: u.token })).body.data!;
      if (v.score === score) return v;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the VIP score did not reach ${score}`);
  }

  it('shows a visitor every level with its perks, and a login card', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/vip');
    await page.getByTestId('vip-login').waitFor();
    const levels = page.getByTestId('vip-level');
    await expect.poll(() => levels.count()).toBe(4);
    const first = (await levels.nth(1).innerText()).replace(/\s+/g, ' ');
    expect(first).toBe('VIP 1 Mulai 100 poin Hadiah level Rp 500 Cashback in‑house 5% Cashback slot 5%');
    expect((await levels.nth(0).innerText()).replace(/\s+/g, ' ')).toBe(
      'VIP 0 Mulai 0 poin Hadiah level – Cashback in‑house 0% Cashback slot 0%',
    );
    expect(await page.getByTestId('vip-page').innerText()).toContain('Poin VIP = taruhan × keunggulan rumah');
    expect(await page.locator('[data-testid="vip-level"][data-current="true"]').count()).toBe(0);
    await e2e.shot(page, 'vip-visitor');
  });

  it('raises a player to VIP 2 with play and pays the level reward and the cashback into the balance', { timeout: 120_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '100000');
    await play(user, 5);
    await waitForScore(user, '500');

    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/vip');

    // The badge in the top bar comes with the account; the hero says where the player stands.
    const badge = page.getByRole('banner').getByRole('link', { name: 'VIP 2' });
    await expect.poll(() => badge.getAttribute('data-level'), { timeout: 10_000 }).toBe('2');
    const hero = page.getByTestId('vip-hero');
    await expect.poll(() => hero.getAttribute('data-level'), { timeout: 10_000 }).toBe('2');
    expect(await page.getByTestId('vip-level-now').innerText()).toBe('VIP 2');
    expect(await page.getByTestId('vip-score').innerText()).toBe('500 poin');
    const bar = page.getByRole('progressbar', { name: 'Kemajuan ke level berikutnya' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0.2');
    expect(await page.getByTestId('vip-to-next').innerText()).toBe('99.500 poin lagi ke VIP 3');
    expect(await page.getByTestId('vip-cashback-amount').innerText()).toBe('Rp 50');
    expect(await page.getByTestId('vip-cashback-rates').innerText()).toBe('Game In-house 10% · Slot & pihak ketiga 20%');
    expect(await page.locator('[data-testid="vip-level"][data-current="true"]').innerText()).toContain('VIP 2');

    const reward = (level: number) => page.locator(`[data-testid="vip-reward"][data-level="${level}"]`);
    expect(await reward(1).getAttribute('data-status')).toBe('claimable');
    expect(await reward(1).innerText()).toMatch(/Berakhir dalam \d+:\d\d:\d\d/);
    expect(await reward(2).getAttribute('data-status')).toBe('claimable');
    expect(await reward(3).getAttribute('data-status')).toBe('locked');
    await e2e.shot(page, 'vip-player');

    // Each claim moves the balance by exactly what it paid.
    const before = parseAmount(await balanceOf(base, user.token))!;
    const balance = page.getByTestId('balance');
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe(formatIdr(before));
    // The badge leaves the balance room to show whole at 390 px.
    expect(await balance.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await reward(1).getByRole('button', { name: 'Klaim hadiah VIP 1: Rp 500' }).click();
    await page.getByText('Rp 500 masuk ke saldo Anda').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => reward(1).getAttribute('data-status'), { timeout: 10_000 }).toBe('claimed');
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe(formatIdr(before + rupiah(500)));

    await page.getByRole('button', { name: 'Klaim cashback Rp 50' }).click();
    await page.getByText('Rp 50 masuk ke saldo Anda').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('vip-cashback-amount').innerText(), { timeout: 10_000 }).toBe('Rp 0');
    expect(await page.getByTestId('vip-cashback-claim').isDisabled()).toBe(true);
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe(formatIdr(before + rupiah(550)));
    expect(parseAmount(await balanceOf(base, user.token))).toBe(before + rupiah(550));
    await e2e.shot(page, 'vip-claimed');

    // The cashback page: the revenue counted from zero again, and the claim with its formula.
    await page.getByTestId('vip-link-cashback').click();
    const history = page.getByTestId('vip-cashback-history-row');
    await expect.poll(() => history.count(), { timeout: 10_000 }).toBe(1);
    expect(await history.getByTestId('vip-grant-formula').innerText()).toBe(
      'VIP 2: 10% × Rp 500 pendapatan teoretis originals + 20% × Rp 0 slot = Rp 50',
    );
    expect(await history.innerText()).toContain('Rp 50');
    expect(await page.getByTestId('vip-revenue-originals-amount').innerText()).toBe('Rp 0');
    await e2e.shot(page, 'vip-cashback');

    // The record: both level rewards (VIP 2's still to claim) and the day's Roller play that made the points.
    await page.goto('/vip/record');
    const orders = page.getByTestId('vip-orders-row');
    await expect.poll(() => orders.count(), { timeout: 10_000 }).toBe(2);
    const day = page.getByTestId('vip-score-day');
    await expect.poll(() => day.count(), { timeout: 10_000 }).toBe(1);
    const dayText = await day.innerText();
    expect(dayText).toContain('Instan');
    expect(dayText).toContain('5 taruhan · Rp 50.000');
    expect(dayText).toContain('500 poin');
    await e2e.shot(page, 'vip-record');

    // The account page shows the level next to the name; the badge opens the club.
    await page.goto('/account');
    const accountBadge = page.locator('main [data-testid="vip-badge"]');
    await expect.poll(() => accountBadge.innerText(), { timeout: 10_000 }).toBe('VIP 2');
    await e2e.shot(page, 'vip-account');
    await accountBadge.click();
    await page.getByTestId('vip-hero').waitFor();

    // The VIP deposit check: today's Rp 100.000 deposit × VIP 2's rate (1% by default), once today.
    await page.getByTestId('vip-link-deposit-check').click();
    await page.getByTestId('vip-deposit-check-card').waitFor();
    await expect.poll(() => page.getByTestId('vip-dc-bonus').innerText(), { timeout: 10_000 }).toBe('Rp 1.000');
    expect(await page.getByTestId('vip-dc-deposited').innerText()).toBe('Rp 100.000');
    expect(await page.getByTestId('vip-dc-rate').innerText()).toBe('1%');
    await e2e.shot(page, 'vip-deposit-check');
    await page.getByTestId('vip-dc-claim').click();
    await page.getByText('Rp 1.000 masuk ke saldo Anda').first().waitFor({ timeout: 10_000 });
    await page.getByTestId('vip-dc-claimed').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('vip-dc-claim').isDisabled()).toBe(true);
    expect(parseAmount(await balanceOf(base, user.token))).toBe(before + rupiah(1550));
    await page.getByTestId('vip-deposit-record-link').click();
    const record = page.getByTestId('vip-deposit-record-row');
    await expect.poll(() => record.count(), { timeout: 10_000 }).toBe(1);
    expect(await record.getByTestId('vip-grant-formula').innerText()).toBe('VIP 2: 1% × Rp 100.000 = Rp 1.000');
  });
});
