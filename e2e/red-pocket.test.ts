/**
 * The red pocket (Angpao) on a phone (390x844), with a drop open now (its time is this minute, WIB):
 * player A, who deposited today, opens it and is told the share it paid, and the balance moves by it;
 * B opens the last share, so the drop is empty; A sees every share in claim order with the revealed
 * seed, and /verify recomputes the same split with the seed matching the hash shown before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount } from '@kasino/shared/money';
import type { RedPocketOpenAnswer, RedPocketView } from '@kasino/shared/protocol/promo';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const nowWib = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(11, 16);

describe('red pocket', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
    const value = {
      enabled: true,
      minAmount: '1000',
      maxAmount: '19000',
      dailyLimit: 3,
      drops: [{ at: nowWib(), pot: '20000', shares: 2, minutes: 30 }],
      depositToday: '50000',
      turnover: 0,
    };
    expect((await request(e2e.server.url, 'PUT', '/ops/site/config/promo_red_pocket_normal', { body: { value } })).status).toBe(200);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('opens a share, shows the whole split once it is empty, and verifies it', { timeout: 90_000 }, async () => {
    const base = e2e.server.url;
    const a = await registerUser(base);
    await depositAndWait(base, a.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, a);
    await page.goto('/red-pocket');
    const drop = page.getByTestId('pocket-drop');
    await expect.poll(() => drop.getAttribute('data-state')).toBe('open');
    expect(await page.getByTestId('pocket-player').innerText()).toContain('Deposit hari ini Rp 50.000 dari syarat Rp 50.000');
    await e2e.shot(page, 'pocket-open');
    const before = parseAmount(await balanceOf(base, a.token))!;

    await drop.getByTestId('pocket-open').click();
    await page.getByTestId('pocket-opened').waitFor();
    const mine = parseAmount(await balanceOf(base, a.token))! - before;
    expect(mine).toBeGreaterThan(0n);
    expect(await page.getByTestId('pocket-opened').innerText()).toContain(formatIdr(mine));
    expect(await drop.getByTestId('pocket-mine').innerText()).toBe(`Anda mendapat ${formatIdr(mine)}`);
    await expect.poll(() => page.getByTestId('balance').innerText(), { timeout: 10_000 }).toBe(formatIdr(before + mine));
    await e2e.shot(page, 'pocket-opened');

    // B takes the last share.
    const b = await registerUser(base);
    await depositAndWait(base, b.token, '50000');
    const id = (await request<RedPocketView>(base, 'GET', '/main/promo/redPocket', { token: b.token })).body.data!.drops[0]!.id;
    const second = await request<RedPocketOpenAnswer>(base, 'POST', '/main/promo/redPocket', { token: b.token, body: { id } });
    expect(second.body.data!.seq).toBe(2);

    await page.reload();
    await expect.poll(() => drop.getAttribute('data-state')).toBe('empty');
    await drop.getByTestId('pocket-split-toggle').click();
    const shares = drop.getByTestId('pocket-share');
    await expect.poll(() => shares.count()).toBe(2);
    expect(await shares.nth(0).innerText()).toContain(formatIdr(mine));
    expect(await shares.nth(1).innerText()).toContain(formatIdr(parseAmount(second.body.data!.amount)!));
    await e2e.shot(page, 'pocket-split');

    await drop.getByTestId('pocket-verify').click();
    await page.getByTestId('verify-result').waitFor();
    const rupiahOf = (minor: bigint) => String(minor / 100n);
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(
      `${rupiahOf(mine)},${rupiahOf(parseAmount(second.body.data!.amount)!)}`,
    );
    expect(await page.getByTestId('verify-hash-match').getAttribute('data-match')).toBe('true');
    await e2e.shot(page, 'pocket-verify');
    await context.close();
  });
});
