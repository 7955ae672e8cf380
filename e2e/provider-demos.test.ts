/**
 * The sandbox provider's demo per lobby category, on a phone: a player opens the first title of the
 * Slot, Kasino, Ikan and Olahraga tabs, plays one round of its demo (a spin, a baccarat deal, a shot
 * at a fish, a sports bet from the slip), and the balance in the game and on top of the frame both
 * move by exactly the round's stake and win. Each round is one the balance must move by (no push).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { registerUser } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

/** One round of a demo: where its page is, how to play it, and which call settles it. */
interface Demo {
  tab: string;
  category: string;
  call: string;
  balance: string;
  play(frame: FrameLocator): Promise<void>;
}

const demos: Demo[] = [
  {
    tab: 'slot',
    category: 'slot',
    call: '/spin',
    balance: 'slot-balance',
    play: async (frame) => frame.getByTestId('slot-spin').click(),
  },
  {
    tab: 'casinoGames',
    category: 'live',
    call: '/baccarat',
    balance: 'demo-balance',
    play: async (frame) => {
      // Tie, so the balance moves whatever is dealt (a Player or Banker stake is pushed on a tie).
      await frame.getByTestId('baccarat-side-tie').click();
      await frame.getByTestId('baccarat-deal').click();
    },
  },
  {
    tab: 'fish',
    category: 'fish',
    call: '/fish',
    balance: 'demo-balance',
    play: async (frame) => frame.getByTestId('fish-badut').click(),
  },
  {
    tab: 'sport',
    category: 'sports',
    call: '/sports',
    balance: 'demo-balance',
    play: async (frame) => {
      await frame.getByTestId('odds-m1-home').click();
      await frame.getByTestId('sports-stake').fill('25000');
      // 25.000 × 2,11 on the slip before the bet is placed.
      await expect.poll(() => frame.getByTestId('sports-return').innerText()).toBe('Rp 52.750');
      await frame.getByTestId('sports-place').click();
    },
  },
];

describe('third-party demos per lobby category in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const money = (wire: string): bigint => parseAmount(wire)!;

  it('opens a title from each tab and plays one round of its demo: the balance moves by stake and win', async () => {
    const u = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, u.token, '100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, u);
    let balance = money('100000');

    for (const demo of demos) {
      await page.goto(`/?tab=${demo.tab}`);
      await page.getByTestId(`category-${demo.category}`).waitFor();
      await page.getByTestId('slot-grid').locator('[data-testid^="slot-card-"]').first().getByRole('link').click();
      await page.getByTestId('slot-frame').waitFor();
      const frame = page.frameLocator('[data-testid="slot-iframe"]');
      const inGame = frame.getByTestId(demo.balance);
      await expect.poll(() => inGame.innerText(), { timeout: 10_000 }).toBe(formatWireIdr(toWireAmount(balance)));

      const settled = page.waitForResponse((r) => r.url().includes(demo.call) && r.request().method() === 'POST');
      await demo.play(frame);
      const round = ((await (await settled).json()) as { code: number; data: { bet?: string; stake?: string; win: string } }).data;
      expect(round, demo.tab).toBeDefined();
      const before = balance;
      balance = balance - money(round.stake ?? round.bet!) + money(round.win);
      expect(balance, demo.tab).not.toBe(before);
      const shown = formatWireIdr(toWireAmount(balance));
      await expect.poll(() => inGame.innerText(), { timeout: 10_000 }).toBe(shown);
      await expect.poll(() => page.getByTestId('slot-frame-balance').innerText(), { timeout: 10_000 }).toContain(shown);
      await shot(page, demo);
      await page.getByTestId('slot-close').click();
      await page.getByTestId('home-page').waitFor();
    }
    expect(money(await balanceOf(e2e.server.url, u.token))).toBe(balance);
    await context.close();
  });

  /** A picture of each demo after its round, once its own animation has shown the outcome. */
  async function shot(page: Page, demo: Demo) {
    const frame = page.frameLocator('[data-testid="slot-iframe"]');
    if (demo.call === '/baccarat') await frame.locator('[data-dealt="1"]').waitFor();
    await e2e.shot(page, `provider-demo-${demo.category}`);
  }
});
