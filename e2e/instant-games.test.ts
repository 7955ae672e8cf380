import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BetView } from '@kasino/shared/games';
import { registerUser, request } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { closeSheet, signInContext, startE2e, waitForText, type E2e } from './browser.ts';

/** Waits until the element's text (trimmed) matches; tickers animate, so poll. */

async function expectWsReady(page: Page): Promise<void> {
  await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
}

async function betsOf(base: string, token: string, game: string): Promise<BetView[]> {
  const res = await request<{ list: BetView[] }>(base, 'GET', `/main/bet/history?game=${game}&count=20`, { token });
  return res.body.data!.list;
}

/** Rotation in degrees from the wheel's inline transform. */
const rotationOf = async (page: Page): Promise<number> => Number(await page.getByTestId('colorwheel-rotor').getAttribute('data-rotation'));

describe('eggs, colour wheel, cryptos and stairs in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows every new table to visitors, playable from the lobby, with a login button', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('game-card-eggs').click();
    await page.waitForURL((url) => url.pathname === '/game/eggs');
    await page.getByTestId('eggs-login').waitFor();
    await page.getByTestId('eggs-egg-1').waitFor();
    await e2e.shot(page, 'eggs-visitor');
    for (const game of ['colorwheel', 'cryptos', 'stairs']) {
      await page.goto(`/game/${game}`);
      await page.getByTestId(`${game}-login`).waitFor();
      await page.getByTestId('live-bets').waitFor();
    }
    await page.getByTestId('stairs-row-8').waitFor(); // the medium staircase preview, 9 steps
    await e2e.shot(page, 'stairs-visitor');
    await context.close();
  });

  it('plays all four, auto-bets three rolls, climbs and cashes out, then verifies on /verify', async () => {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);

    // Eggs: risk, then the tap on an egg is the bet; all three open, the prizes are the server's.
    await page.goto('/game/eggs');
    await expectWsReady(page);
    await waitForText(page.getByTestId('balance'), 'Rp 100.000');
    await page.getByTestId('eggs-risk-high').click();
    await page.getByTestId('help-open').click();
    await page.getByTestId('eggs-table-high').waitFor();
    expect(await page.getByTestId('eggs-table-high').innerText()).toContain('34,00x');
    await e2e.shot(page, 'eggs-help');
    await page.keyboard.press('Escape');
    await page.getByTestId('help-sheet').waitFor({ state: 'detached' });
    await page.getByTestId('eggs-risk-medium').click();
    await page.locator('[data-testid="eggs-egg-2"]:not([disabled])').waitFor();
    await e2e.shot(page, 'eggs-ready');
    await page.getByTestId('eggs-egg-2').click();
    await page.waitForTimeout(450);
    await e2e.shot(page, 'eggs-cracking');
    const eggsOutcome = page.getByTestId('eggs-outcome');
    await eggsOutcome.waitFor({ timeout: 10_000 });
    await e2e.shot(page, 'eggs-result');
    const [eggBet] = await betsOf(e2e.server.url, user.token, 'eggs');
    const eggResult = eggBet!.result as { egg: number; prizes: string[]; risk: string };
    expect(eggResult.egg).toBe(2);
    expect(eggResult.risk).toBe('medium');
    const shownPrizes = await Promise.all([0, 1, 2].map((i) => page.getByTestId(`eggs-egg-${i}`).getAttribute('data-prize')));
    expect(shownPrizes).toEqual(eggResult.prizes);
    expect(await eggsOutcome.getAttribute('data-win')).toBe(String(eggBet!.win));
    await page.waitForTimeout(2_700); // a win reaches the balance 2.5 s after the reply
    await waitForText(page.getByTestId('balance'), `Rp ${Number(await balanceOf(e2e.server.url, user.token)).toLocaleString('id-ID')}`);

    // Colour wheel: blue, spin; it stops with the committed segment under the pointer.
    await page.goto('/game/colorwheel');
    await expectWsReady(page);
    await page.getByTestId('colorwheel-color-blue').click();
    await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor();
    await e2e.shot(page, 'colorwheel-ready');
    await page.getByTestId('bet-submit').click();
    await page.waitForTimeout(1_000);
    await e2e.shot(page, 'colorwheel-spinning');
    const wheelOutcome = page.getByTestId('colorwheel-outcome');
    await wheelOutcome.waitFor({ timeout: 10_000 });
    const [wheelBet] = await betsOf(e2e.server.url, user.token, 'colorwheel');
    const segment = (wheelBet!.result as { segment: number }).segment;
    expect(await page.getByTestId('colorwheel-wheel').getAttribute('data-segment')).toBe(String(segment));
    const rest = (((await rotationOf(page)) % 360) + 360) % 360;
    const under = (((-rest / 7.2) % 50) + 50) % 50; // the segment at the pointer, as a fraction
    expect(Math.abs(under - Math.round(under))).toBeLessThan(0.5);
    expect(Math.round(under) % 50).toBe(segment);
    expect(await wheelOutcome.getAttribute('data-win')).toBe(String((wheelBet!.result as { color: string }).color === 'blue'));
    await page.waitForTimeout(300);
    await e2e.shot(page, 'colorwheel-result');

    // Cryptos: five coins land; the hand's pay row lights up; then three more by auto-bet.
    await page.goto('/game/cryptos');
    await expectWsReady(page);
    await page.locator('[data-testid="bet-submit"][data-phase="beReady"]:not([disabled])').waitFor();
    await page.getByTestId('bet-submit').click();
    await page.waitForTimeout(900);
    await e2e.shot(page, 'cryptos-rolling');
    const cryptosOutcome = page.getByTestId('cryptos-outcome');
    await cryptosOutcome.waitFor({ timeout: 10_000 });
    const [cryptoBet] = await betsOf(e2e.server.url, user.token, 'cryptos');
    const crypto = cryptoBet!.result as { coins: string[]; hand: string };
    expect(await Promise.all([0, 1, 2, 3, 4].map((i) => page.getByTestId(`cryptos-coin-${i}`).getAttribute('data-coin')))).toEqual(
      crypto.coins,
    );
    expect(await page.getByTestId(`cryptos-pay-${crypto.hand}`).getAttribute('data-lit')).toBe('true');
    expect(await cryptosOutcome.getAttribute('data-kind')).toBe(cryptoBet!.win ? 'win' : crypto.hand === 'pair' ? 'back' : 'lose');
    if (crypto.hand === 'pair') expect(await cryptosOutcome.innerText()).toContain('Kembali');
    await page.waitForTimeout(300);
    await e2e.shot(page, 'cryptos-result');

    await page.getByTestId('auto-tab').click();
    await page.getByTestId('auto-count').fill('3');
    // The loss limit is the session's net loss (optional, suggested): Rp 10.000 covers 1.000 + 2.000 + 4.000.
    await page.getByTestId('auto-stop-loss-suggest').waitFor();
    await page.getByTestId('auto-stop-loss').fill('10000');
    await page.getByTestId('auto-loss-increase').click();
    await e2e.shot(page, 'cryptos-auto');
    await page.getByTestId('auto-start').click();
    await page.getByTestId('auto-stop').waitFor();
    await page.locator('[data-testid="auto-progress"][data-stopped="done"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('auto-progress').getAttribute('data-done')).toBe('3');
    expect(await betsOf(e2e.server.url, user.token, 'cryptos')).toHaveLength(4);
    await expect.poll(async () => page.getByTestId('cryptos-pill').count(), { timeout: 10_000 }).toBe(4);
    await e2e.shot(page, 'cryptos-auto-done');

    // Stairs: easy (one trap in four), start, leave and come back to the open round, climb, cash out.
    await page.goto('/game/stairs');
    await expectWsReady(page);
    await page.getByTestId('stairs-level-easy').click();
    await page.locator('[data-testid="bet-submit"]:not([disabled])').waitFor();
    await page.getByTestId('bet-submit').click();
    await page.getByTestId('stairs-cashout').waitFor();
    await page.reload();
    await page.getByTestId('stairs-cashout').waitFor();
    expect(await page.getByTestId('stairs-row-0').getAttribute('data-current')).toBe('true');
    await e2e.shot(page, 'stairs-round');
    const picks = [1, 2];
    for (const [step, tile] of picks.entries()) {
      const target = page.getByTestId(`stairs-tile-${step}-${tile}`);
      await target.click();
      await expect.poll(async () => target.getAttribute('data-state')).toMatch(/^(stepped|hit)$/);
      if ((await target.getAttribute('data-state')) === 'hit') break;
      await page.waitForTimeout(250);
      if (step === 0) await e2e.shot(page, 'stairs-climbed');
    }
    if ((await page.getByTestId('stairs-outcome').count()) === 0) {
      expect(await page.getByTestId('stairs-cashout').innerText()).toMatch(/^Cairkan Rp /);
      await page.getByTestId('stairs-cashout').click();
    }
    const stairsOutcome = page.getByTestId('stairs-outcome');
    await stairsOutcome.waitFor();
    await page.waitForTimeout(900); // the fall plays out
    await e2e.shot(page, 'stairs-ended');
    // Every trap is shown at the end: one per step on easy.
    const trapTiles = await page
      .locator('[data-testid^="stairs-tile-"]')
      .evaluateAll((nodes) =>
        nodes
          .filter((n) => ['trap', 'hit'].includes(n.getAttribute('data-state') ?? ''))
          .map((n) => n.getAttribute('data-testid')!.replace('stairs-tile-', '').split('-').map(Number)),
      );
    expect(trapTiles).toHaveLength(9);
    const shownMap = Array.from({ length: 9 }, (_, step) =>
      trapTiles
        .filter(([s]) => s === step)
        .map(([, tile]) => tile)
        .join('+'),
    ).join('|');

    // The balance ends at the server's.
    await page.waitForTimeout(2_700);
    await waitForText(page.getByTestId('balance'), `Rp ${Number(await balanceOf(e2e.server.url, user.token)).toLocaleString('id-ID')}`);

    // Rotate the seed; the egg bet's detail derives it again and /verify recomputes the same prizes.
    await page.getByTestId('fair-open').click();
    await page.getByTestId('fair-server-hash').waitFor();
    await waitForText(page.getByTestId('fair-nonce'), '7');
    const activeHash = (await page.getByTestId('fair-server-hash').innerText()).trim();
    await page.getByTestId('fair-rotate').click();
    await expect
      .poll(async () => (await page.getByTestId('fair-server-hash').innerText()).trim(), { timeout: 10_000 })
      .not.toBe(activeHash);
    await closeSheet(page);

    await page.goto(`/bet-history/${eggBet!.id}`);
    await page.getByTestId('bet-detail-derived').waitFor();
    expect(await page.getByTestId('bet-detail-derived-result').getAttribute('data-result')).toBe(eggResult.prizes.join(','));
    expect(await page.getByTestId('bet-detail-result').getAttribute('data-result')).toBe(eggResult.prizes.join(','));
    await e2e.shot(page, 'eggs-bet-detail');
    await page.getByTestId('bet-verify-link').click();
    await page.waitForURL((url) => url.pathname === '/verify');
    await page.getByTestId('verify-result').waitFor();
    expect(await page.getByTestId('verify-risk').inputValue()).toBe('medium');
    expect(await page.getByTestId('verify-egg').inputValue()).toBe('2');
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(eggResult.prizes.join(','));
    expect(await page.getByTestId('verify-hash-match').getAttribute('data-match')).toBe('true');
    await waitForText(page.getByTestId('verify-hash'), activeHash);
    await e2e.shot(page, 'eggs-verify');

    // The staircase's traps on /verify are the ones the board showed.
    const [stairsBet] = await betsOf(e2e.server.url, user.token, 'stairs');
    await page.goto(`/bet-history/${stairsBet!.id}`);
    await page.getByTestId('bet-verify-link').click();
    await page.waitForURL((url) => url.pathname === '/verify');
    expect(await page.getByTestId('verify-level').inputValue()).toBe('easy');
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(shownMap);
    await page.getByTestId('verify-stairs').waitFor();
    await e2e.shot(page, 'stairs-verify');

    // The wheel and the coins recompute to what the screens showed.
    await page.goto(`/bet-history/${wheelBet!.id}`);
    await page.getByTestId('bet-verify-link').click();
    await page.waitForURL((url) => url.pathname === '/verify');
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(String(segment));
    await e2e.shot(page, 'colorwheel-verify');
    await page.goto(`/bet-history/${cryptoBet!.id}`);
    await page.getByTestId('bet-verify-link').click();
    await page.waitForURL((url) => url.pathname === '/verify');
    expect(await page.getByTestId('verify-result').getAttribute('data-result')).toBe(crypto.coins.join(','));
    await context.close();
  });
});
