/**
 * The bet history of every game in the browser: a Wingo bet, a Crash bet, a Cryptos pair (a partial
 * return, "Kalah sebagian") and a third-party slot round, each row with its net as the server says it,
 * the third-party filter, and the detail of each kind (provider transactions, the Crash point derived
 * again in the browser from the revealed round seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIdr, parseAmount } from '@kasino/shared/money';
import type { HistoryPage } from '@kasino/shared/protocol/history';
import { request } from '../apps/server/test/harness.ts';
import { placeEveryKind, type EveryKind } from '../apps/server/test/history-helpers.ts';
import { fundedPlayer } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const SECRET = 'test-slot-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';

/** How the page writes a net: "+Rp 7.000", "-Rp 600". */
const shownNet = (net: string) => (net.startsWith('-') ? `-${formatIdr(parseAmount(net.slice(1))!)}` : `+${formatIdr(parseAmount(net)!)}`);

describe('bet history of every game in the browser', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({
      production: true,
      env: { SANDBOX_CONFIRM_MS: '10', ROUND_TIME_PERCENT: '10', ROUND_CHAIN_LENGTH: '200', SLOT_PROVIDER_SECRETS: `sandbox:${SECRET}` },
    });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('shows a Wingo, a Crash, a Cryptos-pair and a slot bet with the right net, filters them and opens each detail', async () => {
    const player = await fundedPlayer(e2e.server, '200000');
    const ids: EveryKind = await placeEveryKind(e2e.server, player, SECRET, GAME);
    player.ws.close();
    const api = (await request<HistoryPage>(e2e.server.url, 'GET', '/main/bet/history?count=100', { token: player.token })).body.data!;
    const byId = new Map(api.list.map((r) => [r.id, r]));
    expect(byId.get(ids.crash)?.status).toBe('settled');
    expect(byId.get(ids.wingo)?.status).toBe('settled');

    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, player);
    await page.goto('/bet-history');
    const row = (id: string) => page.locator(`[data-testid="bet-row"][data-bet-id="${id}"]`);
    for (const id of [ids.wingo, ids.crash, ids.cryptos, ids.slot]) await row(id).waitFor();
    const netOf = async (id: string) => (await row(id).getByTestId('bet-row-net').innerText()).trim();
    expect(await netOf(ids.cryptos)).toBe('-Rp 600');
    expect(await netOf(ids.crash)).toBe('-Rp 3.000');
    expect(await netOf(ids.slot)).toBe('+Rp 7.000');
    expect(await netOf(ids.wingo)).toBe(shownNet(byId.get(ids.wingo)!.net));
    // A pair paid something back: a partial loss, labelled so, with its 0,40x apart from the net.
    expect(await row(ids.cryptos).getAttribute('data-outcome')).toBe('partial');
    expect(await row(ids.cryptos).innerText()).toContain('Kalah sebagian');
    expect((await row(ids.cryptos).getByTestId('bet-row-multiplier').innerText()).trim()).toBe('Dibayar 0,40x');
    expect((await row(ids.crash).getByTestId('bet-row-multiplier').innerText()).trim()).toMatch(/^Crash di \d+,\d{2}x$/);
    expect((await row(ids.slot).getByTestId('bet-row-stake').innerText()).trim()).toBe('Taruhan Rp 5.000');
    expect((await row(ids.slot).getByTestId('bet-row-payout').innerText()).trim()).toBe('Bayaran Rp 12.000');
    await e2e.shot(page, 'bet-history-all-games');

    // Third-party only: the paid round and the refunded one.
    await page.getByTestId('bet-filter-third-party').click();
    await expect.poll(async () => page.getByTestId('bet-row').count()).toBe(2);
    expect(await row(ids.refunded).getAttribute('data-outcome')).toBe('void');
    await row(ids.slot).click();
    await page.getByTestId('provider-round-detail').waitFor();
    expect(await page.getByTestId('provider-tx').count()).toBe(2);
    expect((await page.getByTestId('bet-detail-net').innerText()).trim()).toBe('+Rp 7.000');
    expect((await page.getByTestId('bet-detail-provider-round').innerText()).trim()).toBe(`h-r1-${player.userId}`);
    await e2e.shot(page, 'bet-detail-provider');

    // Crash: the crash point derived again in the browser equals the row's multiplier.
    await page.goto(`/bet-history/${encodeURIComponent(ids.crash)}`);
    await page.getByTestId('bet-detail-derived').waitFor();
    expect(await page.getByTestId('bet-detail-derived-result').getAttribute('data-result')).toBe(byId.get(ids.crash)!.multiplier);
    expect(await page.getByTestId('bet-detail-derived').innerText()).toContain('cocok');
    await e2e.shot(page, 'bet-detail-crash');

    // Wingo: its round's number, derived again in the browser, and the link to verify it.
    await page.goto(`/bet-history/${encodeURIComponent(ids.wingo)}`);
    await page.getByTestId('bet-detail-derived').waitFor();
    expect(await page.getByTestId('bet-detail-derived-result').getAttribute('data-result')).toMatch(/^\d$/);
    await page.getByTestId('bet-verify-link').waitFor();

    // The pair: a single-player bet's detail with its net.
    await page.goto(`/bet-history/${encodeURIComponent(ids.cryptos)}`);
    await expect.poll(async () => (await page.getByTestId('bet-detail-net').innerText()).trim()).toBe('-Rp 600');
    await page.getByTestId('bet-detail-unrevealed').waitFor();
    await context.close();
  });
});
