/**
 * The browser's link survives a server restart: the page shows the connection loss, reconnects on
 * its own (1.5 s × attempt), re-runs setup and resubscribes, so pushes reach it again.
 */
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, request, startOn, type TestDatabase, type TestServer } from '../apps/server/test/harness.ts';
import { chromiumArgs, shotsDir } from './browser.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => resolve(port));
    });
  });
}

describe('realtime link in the browser', () => {
  let database: TestDatabase;
  let server: TestServer | null = null;
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('reconnects after a server restart and receives pushes again', async () => {
    database = await createTestDatabase('sqlite');
    const env = { PORT: String(await freePort()), WEB_DIST: path.resolve(import.meta.dirname, '../apps/web/dist') };
    server = await startOn(database.url, env);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: server.url });
      await page.goto('/');
      const ready = page.locator('[data-testid="ws-state"][data-state="ready"]');
      await ready.waitFor({ state: 'attached' });

      // A push reaches the page.
      await request(server.url, 'POST', '/ops/broadcast', { body: { message: 'Pemeliharaan pukul 02.00 WIB' } });
      await page.getByTestId('site-broadcast').getByText('Pemeliharaan pukul 02.00 WIB').waitFor();

      // The server goes away: the page says so.
      await server.close();
      server = null;
      await page.getByTestId('connection-banner').waitFor();
      await page.screenshot({ path: path.join(shotsDir, 'connection-lost.png') });

      // It comes back on the same address: the page reconnects by itself and resubscribes.
      server = await startOn(database.url, env);
      await ready.waitFor({ state: 'attached', timeout: 20_000 });
      await request(server.url, 'POST', '/ops/broadcast', { body: { message: 'Layanan kembali normal', level: 'info' } });
      await page.getByTestId('site-broadcast').getByText('Layanan kembali normal').waitFor();
      expect(await page.getByTestId('connection-banner').count()).toBe(0);
    } finally {
      await browser.close();
    }
    // Usually ~7 s; on a loaded CI machine one run took 85 s, so the limit leaves room.
  }, 180_000);
});
