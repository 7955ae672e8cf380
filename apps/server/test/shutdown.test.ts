import { describe, expect, it } from 'vitest';
import { createTestDatabase, registerUser, request, WsClient } from './harness.ts';
import { spawnNode } from './node-process.ts';

describe('graceful shutdown', () => {
  it('on SIGTERM closes websockets with 1001, keeps committed data, and exits 0', async () => {
    const database = await createTestDatabase('sqlite');
    const node = await spawnNode({ DATABASE_URL: database.url });
    const u = await registerUser(node.url);
    const ws = await WsClient.connect(node.wsUrl, { cookieToken: u.token });
    expect((await ws.call('/ws/subscribe', { topics: ['/ws/site/broadcast'] })).code).toBe(200);
    const exit = node.stop('SIGTERM');
    expect(await ws.closed).toBe(1001);
    expect(await exit).toBe(0);
    // A restart on the same database still knows the user and the session.
    const again = await spawnNode({ DATABASE_URL: database.url });
    expect((await request<{ id: number }>(again.url, 'GET', '/main/user', { token: u.token })).body.data?.id).toBe(u.userId);
    expect(await again.stop()).toBe(0);
    await database.drop();
  });

  it('refuses to start with a clear message when the configuration is invalid', async () => {
    await expect(spawnNode({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).rejects.toThrow(
      /PORT harus bilangan bulat[\s\S]*DATABASE_URL harus postgres/,
    );
  });
});
