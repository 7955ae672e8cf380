/**
 * The independent audit (tools/fairness-audit.ts: its own HMAC and rules, nothing from packages/shared)
 * recomputes every result of a batch of bets played over the websocket in all eight single-player
 * games, once the seed is revealed; and it does catch a tampered bet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@kasino/shared/games';
import { auditBet, auditBets, type AuditedBet } from './fairness-audit.ts';
import { engines, request, startTestServer, type TestServer, type WsClient } from '../apps/server/test/harness.ts';
import { fundedPlayer } from '../apps/server/test/wallet-helpers.ts';

type Round = { bet: BetView; state: 'process' | 'ended'; view: Record<string, unknown> };

describe.each(engines)('independent audit of played bets on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    // This client plays as fast as the server answers (hundreds of calls a second), far past a
    // person's pace: the per-link call rate is lifted so the audit, not the rate limit, is tested.
    t = await startTestServer(engine, {
      SANDBOX_CONFIRM_MS: '10',
      JOBS: '0',
      WS_LINK_RATE: '10000',
      WS_LINK_BURST: '10000',
      WS_USER_RATE: '10000',
      WS_USER_BURST: '10000',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  // A fixed pseudo-random sequence keeps the batch varied and the test repeatable.
  let state = 7;
  const rand = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };

  async function playStepped(
    ws: WsClient,
    game: string,
    start: Record<string, unknown>,
    action: (view: Record<string, unknown>) => Record<string, unknown>,
    maxSteps: number,
  ) {
    const opened = await ws.call(`/ws/game/${game}/startRound`, { amount: '1000', ...start });
    expect(opened.code, `${game} start`).toBe(200);
    let round = opened.data as Round;
    for (let i = 0; i < maxSteps && round.state === 'process'; i++) {
      const step = await ws.call(`/ws/game/${game}/selectCard`, { roundId: round.bet.id, ...action(round.view) });
      expect(step.code, `${game} step`).toBe(200);
      round = step.data as Round;
    }
    while (round.state === 'process') {
      const cashed = await ws.call(`/ws/game/${game}/cashRound`, { roundId: round.bet.id });
      if (cashed.code === 200) break;
      // Too early (only skips so far): play one more step.
      expect(cashed.code).toBe(20012);
      round = (await ws.call(`/ws/game/${game}/selectCard`, { roundId: round.bet.id, ...action({ ...round.view, noSkip: true }) }))
        .data as Round;
    }
  }

  it('recomputes every bet of a mixed batch from the revealed seed', async () => {
    const p = await player();
    const single: Array<[string, () => Record<string, unknown>]> = [
      // The winning range stays within 2%..98%: a wider one is refused (3), which is not what this test is about.
      ['roller', () => ({ choose: 2000 + rand(96_001), isHigher: rand(2) === 0 })],
      ['coinflip', () => ({ side: rand(2) ? 'heads' : 'tails' })],
      ['eggs', () => ({ risk: ['low', 'medium', 'high'][rand(3)], egg: rand(3) })],
      ['colorwheel', () => ({ color: ['grey', 'green', 'blue', 'gold'][rand(4)] })],
      ['cryptos', () => ({})],
    ];
    let played = 0;
    for (let i = 0; i < 15; i++) {
      for (const [game, params] of single) {
        const r = await p.ws.call(`/ws/game/${game}/startRound`, { amount: `${1000 + rand(500)}.${rand(100)}`, ...params() });
        expect(r.code, game).toBe(200);
        played++;
      }
      await playStepped(
        p.ws,
        'mines',
        { mines: 1 + rand(6) },
        (view) => {
          const picks = view.picks as number[];
          const free = [...Array(25).keys()].filter((tile) => !picks.includes(tile));
          return { selectCard: free[rand(free.length)] };
        },
        1 + rand(4),
      );
      await playStepped(
        p.ws,
        'stairs',
        { level: ['easy', 'medium', 'hard', 'expert'][rand(4)] },
        (view) => ({ selectCard: rand(view.tiles as number) }),
        1 + rand(5),
      );
      await playStepped(
        p.ws,
        'hilo',
        {},
        (view) => {
          const cards = view.cards as Array<{ rank: number }>;
          const rank = cards[cards.length - 1]!.rank;
          return {
            select: rank === 1 ? 'higher' : rank === 13 ? 'lower' : !view.noSkip && rand(5) === 0 ? 'skip' : rank <= 7 ? 'higher' : 'lower',
          };
        },
        1 + rand(4),
      );
      played += 3;
    }
    // Reveal the seed, then fetch the whole history as a player or auditor would.
    expect((await p.ws.call('/ws/game/roller/setSeed', { clientSeed: 'audit-batch' })).code).toBe(200);
    const bets: AuditedBet[] = [];
    for (let page = 1; ; page++) {
      const r = await request<{ list: BetView[]; total: number }>(t.url, 'GET', `/main/bet/history?count=100&page=${page}`, {
        token: p.token,
      });
      bets.push(...(r.body.data!.list as AuditedBet[]));
      if (bets.length >= r.body.data!.total) break;
    }
    expect(bets).toHaveLength(played);
    expect(new Set(bets.map((b) => b.game)).size).toBe(8);
    const report = auditBets(bets);
    expect(report.failures).toEqual([]);
    expect(report).toMatchObject({ checked: played, skipped: 0 });
    // Wins and losses both occur, so the audit checked both kinds of settlement.
    expect(bets.some((b) => b.win) && bets.some((b) => !b.win)).toBe(true);

    // The audit is not a rubber stamp: any change to a settled bet is reported.
    const sample = bets.find((b) => b.game === 'stairs' && b.win) ?? bets.find((b) => b.win)!;
    expect(auditBet({ ...sample, payout: `${Number(sample.payout) + 1}` })).toEqual([expect.stringContaining('payout')]);
    // Read with a neighbouring nonce, most results no longer match (some coincide by chance).
    const shifted = bets.filter((b) => auditBet({ ...b, nonce: b.nonce + 1 })!.length > 0).length;
    expect(shifted / bets.length).toBeGreaterThan(0.3);
    expect(auditBet({ ...sample, serverSeed: 'f'.repeat(64) })).toContain('serverSeed does not hash to serverSeedHash');
    const flip = bets.find((b) => b.game === 'coinflip')!;
    const other = (flip.params as { side: string }).side === 'heads' ? 'tails' : 'heads';
    expect(auditBet({ ...flip, params: { side: other } })!.length).toBeGreaterThan(0);
    p.ws.close();
  });

  const player = () => fundedPlayer(t, '500000');
});
