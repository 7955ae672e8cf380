/**
 * The lobby's big-wins strip: filled from the feed on load, and a big win made meanwhile by another
 * player appears live through the push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mineTiles } from '@kasino/shared/fairness/games/mines';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import { registerUser, WsClient } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { startE2e, type E2e } from './browser.ts';

describe('big wins in the lobby', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
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
    const seed = await e2e.server.server.database.db.selectFrom('fair_seeds').select('server_seed').where('server_seed_hash', '=', round.bet.serverSeedHash).executeTakeFirstOrThrow();
    const mines = mineTiles(new BetStream({ serverSeed: seed.server_seed, clientSeed: round.bet.clientSeed, nonce: round.bet.nonce }), 24);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i))!;
    const won = await ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: safe });
    expect(won.code).toBe(200);
    ws.close();
    return round.bet.id;
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
    await e2e.shot(page, 'lobby-big-wins');
    await context.close();
  });
});
