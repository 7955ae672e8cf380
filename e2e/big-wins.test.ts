/**
 * The lobby's big-wins strip: filled from the feed on load, and a big win made meanwhile by another
 * player appears live through the push, in-house or on a third-party title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mineTiles } from '@kasino/shared/fairness/games/mines';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import type { LaunchView } from '@kasino/shared/protocol/slots';
import { signedHeaders } from '../apps/server/src/modules/providers/wallet-signature.ts';
import { registerUser, request, WsClient } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { startE2e, type E2e } from './browser.ts';

const SECRET = 'e2e-slot-provider-secret-0123456789';
const SWEET = 'pp-sweet-candy-bonanza';

describe('big wins in the lobby', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ production: true, env: { SANDBOX_CONFIRM_MS: '10', SLOT_PROVIDER_SECRET: SECRET } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** A player wins 24.25x on Mines with 24 mines (the one safe tile, found from the seed). */
  async function bigWin(stake: string): Promise<string> {
    const u = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, u.token, '50000');
    const ws = await WsClient.connect(e2e.server.wsUrl, { cookieToken: u.token });
    const round = (await ws.call('/ws/game/mines/startRound', { amount: stake, mines: 24 })).data as { bet: BetView };
    const seed = await e2e.server.server.database.db
      .selectFrom('fair_seeds')
      .select('server_seed')
      .where('server_seed_hash', '=', round.bet.serverSeedHash)
      .executeTakeFirstOrThrow();
    const mines = mineTiles(new BetStream({ serverSeed: seed.server_seed, clientSeed: round.bet.clientSeed, nonce: round.bet.nonce }), 24);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i))!;
    const won = await ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: safe });
    expect(won.code).toBe(200);
    ws.close();
    return round.bet.id;
  }

  /** A player's round on a third-party title pays `win` on a `stake` bet, through the signed wallet callbacks. */
  async function slotWin(stake: string, win: string): Promise<void> {
    const u = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, u.token, '50000');
    const launch = await request<LaunchView>(e2e.server.url, 'POST', `/main/pp/${SWEET}/launch`, { token: u.token });
    const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
    const call = (action: string, body: object) => {
      const raw = JSON.stringify(body);
      return request(e2e.server.url, 'POST', `/main/provider/sandbox/wallet/${action}`, {
        headers: signedHeaders(SECRET, Date.now(), raw),
        rawBody: raw,
      });
    };
    const roundId = `e2e-${Date.now()}`;
    expect((await call('debit', { sessionToken, txId: `${roundId}-bet`, roundId, gameId: SWEET, amount: stake })).body.code).toBe(200);
    expect(
      (await call('credit', { sessionToken, txId: `${roundId}-win`, roundId, gameId: SWEET, amount: win, debitTxId: `${roundId}-bet` }))
        .body.code,
    ).toBe(200);
  }

  it('shows recent big wins and adds new ones live', async () => {
    await bigWin('2000');
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('big-wins').waitFor();
    expect(await page.getByTestId('big-win').first().innerText()).toContain('Rp 48.500');
    await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
    await bigWin('4000');
    await page.getByTestId('big-win').filter({ hasText: 'Rp 97.000' }).waitFor();
    expect(await page.getByTestId('big-win').count()).toBe(2);
    expect(await page.getByTestId('big-win').first().innerText()).toContain('24,25x');

    // A third-party title's big win, named and linked to its game page.
    await slotWin('1000', '15000');
    const slot = page.getByTestId('big-win').filter({ hasText: 'Sweet Candy Bonanza' });
    await slot.waitFor();
    expect(await slot.innerText()).toContain('Rp 15.000');
    expect(await slot.innerText()).toContain('15,00x');
    expect(await page.getByTestId('big-win').count()).toBe(3);
    await e2e.shot(page, 'lobby-big-wins');
    await slot.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/game/${SWEET}`);
    await context.close();
  });
});
