import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, redisUrl, registerUser, request, WsClient, type TestDatabase } from './harness.ts';
import { spawnNode, type NodeProcess } from './node-process.ts';

// Cross-node fan-out needs the Redis bus; CI runs the suite with REDIS_URL set.
describe.runIf(redisUrl)('two nodes sharing one Redis', () => {
  let database: TestDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  beforeAll(async () => {
    database = await createTestDatabase(engines.includes('postgres') ? 'postgres' : 'sqlite');
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl as string, REDIS_PREFIX: `kasino-2n-${randomBytes(4).toString('hex')}:` };
    a = await spawnNode({ ...env, NODE_ID: 'node-a' });
    b = await spawnNode({ ...env, NODE_ID: 'node-b' });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('are two distinct nodes on one database', async () => {
    const [ha, hb] = await Promise.all([request(a.url, 'GET', '/health'), request(b.url, 'GET', '/health')]);
    expect((ha.body as unknown as { node: string }).node).toBe('node-a');
    expect((hb.body as unknown as { node: string }).node).toBe('node-b');
    expect((hb.body as unknown as { redis: string }).redis).toBe('up');
    // A session created on A is valid on B.
    const u = await registerUser(a.url);
    expect((await request<{ id: number }>(b.url, 'GET', '/main/user', { token: u.token })).body.data?.id).toBe(u.userId);
  });

  it('delivers a push published on node A to a subscriber on node B, with one ts', async () => {
    const onB = await WsClient.connect(b.wsUrl);
    const onA = await WsClient.connect(a.wsUrl);
    for (const ws of [onA, onB]) expect((await ws.call('/ws/subscribe', { topics: ['/ws/site/broadcast'] })).code).toBe(200);
    const gotB = onB.next((f) => f.path === '/ws/site/broadcast');
    const gotA = onA.next((f) => f.path === '/ws/site/broadcast');
    expect((await request(a.url, 'POST', '/ops/broadcast', { body: { message: 'dari node A', level: 'warning' } })).status).toBe(200);
    const [pushB, pushA] = await Promise.all([gotB, gotA]);
    expect(pushB.data).toEqual({ message: 'dari node A', level: 'warning' });
    expect(pushB.ts).toBe(pushA.ts);
    onA.close();
    onB.close();
  });
});
