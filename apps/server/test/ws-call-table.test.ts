/**
 * The shared call table (packages/shared/src/protocol/ws-calls.ts) types the server's handlers and the
 * web's calls; this keeps it honest at run time: a started server answers exactly the table's paths, no
 * call missing from the table (it would be untyped on both sides) and no table entry without a handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wsCallTemplates } from '@kasino/shared/protocol/ws-calls';
import { expandTemplate } from '@kasino/shared/protocol/ws-template';
import { startTestServer, WsClient, type TestServer } from './harness.ts';

describe('websocket call table', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every call a started server answers, and only those', () => {
    const table = wsCallTemplates.flatMap(expandTemplate).sort();
    const served = t.server.gateway.callPaths().sort();
    expect(served.filter((path) => !table.includes(path))).toEqual([]);
    expect(table.filter((path) => !served.includes(path))).toEqual([]);
    expect(served.length).toBeGreaterThan(50);
  });

  it('answers a table path over the link and refuses one outside it', async () => {
    const ws = await WsClient.connect(t.wsUrl);
    expect(await ws.call('/ws/game/cryptos/curRound', {})).toMatchObject({ code: 200, data: { state: 'beReady', seeds: null } });
    expect(await ws.call('/ws/game/cryptos/cashRound', { roundId: 'B1234' })).toMatchObject({ code: 3 });
    ws.close();
  });
});
