/**
 * The lobby on a phone: the catalogue tabs with provider chips and endless lists, search (3
 * characters, recent searches, no-result with "search all games"), favourites, the provider page,
 * and a third-party title launched full screen: the sandbox demo slot spins and the balance on top
 * follows the wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const SWEET = 'pp-sweet-candy-bonanza';

describe('lobby and third-party games in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** A page logged in as a new player with a deposit of `deposit` rupiah. */
  async function playerPage(deposit = '100000') {
    const u = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, u.token, deposit);
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, u);
    return { page, context, ...u };
  }

  const cards = (page: Page) => page.locator('[data-testid^="slot-card-"]');

  it('browses the tabs: rows on the lobby, endless lists with provider chips per category', async () => {
    // Online figures are real players only: one player has opened Sweet Candy Bonanza, so the Slot tab
    // says one player is online, and at most that one card shows a figure.
    const { page, context } = await e2e.newPage();
    const opener = await registerUser(e2e.server.url);
    expect((await request(e2e.server.url, 'POST', `/main/pp/${SWEET}/launch`, { token: opener.token })).status).toBe(200);
    await page.goto('/');
    await page.getByTestId('game-row-hot').waitFor();
    // A row builds its cards once it comes near the screen: the last one is far below the fold.
    await page.getByTestId('game-row-sports').waitFor();
    expect(await page.getByTestId('game-row-sports').locator('li').count()).toBe(0);
    await page.getByTestId('game-row-hot').scrollIntoViewIfNeeded();
    await page.getByTestId('game-row-hot').locator('[data-testid^="slot-card-"]').first().waitFor();
    const hotCount = await page.getByTestId('game-row-hot').locator('[data-testid^="slot-card-"]').count();
    expect(hotCount).toBeGreaterThanOrEqual(18);
    expect(hotCount).toBeLessThanOrEqual(20);
    await page.getByTestId('game-row-slot').waitFor();
    await e2e.shot(page, 'lobby-home');
    await page.getByTestId('game-row-hot').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await e2e.shot(page, 'lobby-rows');

    await page.getByTestId('lobby-tab-slot').click();
    await page.getByTestId('category-slot').waitFor();
    await page.getByTestId('slot-grid').waitFor();
    // Pages of 24 (on a tall screen the foot may already be in view and bring the second page at once).
    const first = await cards(page).count();
    expect(first).toBeGreaterThanOrEqual(24);
    expect(first % 24).toBe(0);
    await expect.poll(() => page.getByTestId('online-count').textContent(), { timeout: 10_000 }).toBe('1 pemain online');
    const shown = await page
      .getByTestId('slot-online')
      .evaluateAll((nodes) =>
        nodes.map((n) => `${n.closest('[data-testid^="slot-card-"]')?.getAttribute('data-testid')}:${n.textContent}`),
      );
    expect(shown.every((x) => x === `slot-card-${SWEET}:1`)).toBe(true);
    await e2e.shot(page, 'lobby-slot-tab');
    // Scrolling to the foot loads the next page by itself.
    await page.getByTestId('slot-grid-more').scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBeGreaterThan(first);

    // A provider chip narrows the list to that provider.
    await page.getByTestId('firm-pg').click();
    await expect.poll(() => page.url()).toContain('firm=pg');
    await expect.poll(async () => (await cards(page).first().getAttribute('data-testid')) ?? '').toMatch(/^slot-card-pg-/);
    const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    expect(ids.every((id) => id?.startsWith('slot-card-pg-'))).toBe(true);
    await e2e.shot(page, 'lobby-slot-pg');

    for (const [tab, type] of [
      ['casinoGames', 'live'],
      ['fish', 'fish'],
      ['sport', 'sports'],
    ] as const) {
      await page.getByTestId(`lobby-tab-${tab}`).click();
      await page.getByTestId(`category-${type}`).waitFor();
      await page.getByTestId('slot-grid').waitFor();
      expect(await cards(page).count(), tab).toBeGreaterThan(0);
    }
    await e2e.shot(page, 'lobby-fish-sport');
    await page.getByTestId('lobby-tab-casinoGames').click();
    await page.getByTestId('slot-grid').waitFor();
    await e2e.shot(page, 'lobby-live-tab');

    // The provider page, and one provider's titles.
    await page.goto('/game-provider');
    await page.getByTestId('provider-tile-evolution').waitFor();
    await e2e.shot(page, 'lobby-providers');
    await page.getByTestId('provider-tile-evolution').click();
    await page.getByTestId('provider-evolution').waitFor();
    await page.getByTestId('slot-grid').waitFor();
    expect(await cards(page).first().getAttribute('data-testid')).toMatch(/^slot-card-evolution-/);
    await context.close();
  });

  it('searches: "ab" asks for 3 characters, "sweet" finds the Sweet slots, recent searches and "search all games"', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/?z=search');
    const input = page.getByTestId('search-input');
    await input.fill('ab');
    await page.getByTestId('search-min-chars').waitFor();
    expect(await page.getByTestId('search-min-chars').innerText()).toContain('minimal 3 karakter');
    expect(await page.getByTestId('search-results').count()).toBe(0);
    await e2e.shot(page, 'lobby-search-short');

    await input.fill('sweet');
    await page.getByTestId('search-results').waitFor();
    await page.getByTestId(`slot-card-${SWEET}`).waitFor();
    const names = await page.getByTestId('search-results').locator('[data-testid^="slot-card-"] p:first-of-type').allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.every((n) => n.toLowerCase().includes('sweet'))).toBe(true);
    await e2e.shot(page, 'lobby-search-sweet');

    // Nothing in the slot scope: "search all games" widens it and finds the live table.
    await input.fill('lightning roulette');
    await page.getByTestId('search-scope-slot').click();
    await page.getByTestId('search-no-result').waitFor();
    await e2e.shot(page, 'lobby-search-none');
    await page.getByTestId('search-all-games').click();
    await page.getByTestId('search-results').waitFor();
    expect(await page.getByTestId('search-results').innerText()).toContain('Lightning Roulette');

    // Recent searches are kept and can be cleared.
    await input.fill('');
    await page.getByTestId('recent-searches').waitFor();
    expect(await page.getByTestId('recent-searches').innerText()).toContain('sweet');
    await page.getByTestId('search-clear-all').click();
    expect(await page.getByTestId('recent-searches').count()).toBe(0);
    await context.close();
  });

  it('favourites a game, launches the demo slot, spins and sees the balance change', async () => {
    const { page, context } = await playerPage('100000');
    await page.goto('/?tab=slot&firm=pp');
    await page.getByTestId(`slot-card-${SWEET}`).waitFor();
    const heart = page.getByTestId(`favorite-${SWEET}`);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/');
    await page.getByTestId('game-row-favorites').scrollIntoViewIfNeeded();
    await page.getByTestId('game-row-favorites').getByTestId(`slot-card-${SWEET}`).waitFor();
    await e2e.shot(page, 'lobby-favorites');

    await page.getByTestId('game-row-favorites').getByTestId(`slot-card-${SWEET}`).getByRole('link').click();
    await page.getByTestId('slot-frame').waitFor();
    const balance = page.getByTestId('slot-frame-balance');
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toContain('Rp 100.000');
    const frame = page.frameLocator('[data-testid="slot-iframe"]');
    const spin = frame.getByTestId('slot-spin');
    await expect.poll(() => spin.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await frame.getByTestId('slot-balance').innerText()).toBe('Rp 100.000');
    await e2e.shot(page, 'lobby-slot-game');
    await spin.click();
    await frame.locator('[data-spins="1"]').waitFor({ timeout: 10_000 });
    // The bet is Rp 1.000; whatever the reels paid, the balance is no longer what it was, and both views agree.
    const inGame = await frame.getByTestId('slot-balance').innerText();
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).not.toContain('Rp 100.000');
    expect(await balance.innerText()).toContain(inGame);
    await e2e.shot(page, 'lobby-slot-spun');

    // Close returns to the lobby, where the title is now among the recent ones.
    await page.getByTestId('slot-close').click();
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('game-row-recent').scrollIntoViewIfNeeded();
    await page.getByTestId('game-row-recent').getByTestId(`slot-card-${SWEET}`).waitFor();
    await context.close();
  });

  it('asks a visitor to log in before launching', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`/game/${SWEET}`);
    await page.getByTestId('slot-login-first').waitFor();
    await e2e.shot(page, 'lobby-slot-login');
    await context.close();
  });
});
