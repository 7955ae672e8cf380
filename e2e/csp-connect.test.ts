/**
 * CSP `connect-src` in Chromium: 'self' plus the page's own websocket origin spelled out (CSP Level 2
 * browsers, Safari < 16, do not count ws:/wss: of the same host as 'self'). The page's websocket to its
 * own origin opens, while a fetch or a websocket to another origin is blocked. The page is a bare shell with one inline script (hashed into the CSP like the real build's
 * boot script), so this needs no web build.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2e } from './browser.ts';

const probe = `
window.results = {};
const done = (key, value) => { window.results[key] = value; };
const own = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
own.onopen = () => { done('ownWs', 'open'); own.close(); };
own.onerror = () => done('ownWs', 'error');
document.addEventListener('securitypolicyviolation', (e) => done('violation:' + e.blockedURI.split(':')[0], e.violatedDirective));
try {
  const other = new WebSocket('ws://203.0.113.1:9/ws');
  other.onerror = () => done('otherWs', 'error');
} catch (e) { done('otherWs', 'thrown'); }
fetch('http://203.0.113.1:9/x').then(() => done('otherFetch', 'ok'), () => done('otherFetch', 'blocked'));
`;

describe('CSP connect-src in Chromium', () => {
  let e2e: E2e;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'kasino-csp-'));
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><html><head><script>${probe}</script></head><body>csp</body></html>`);
    e2e = await startE2e({ production: true, env: { WEB_DIST: webDist, ROUNDS: '0', JOBS: '0' } });
  });
  afterAll(async () => {
    await e2e.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('opens the same-origin websocket and blocks other origins', async () => {
    const { context, page } = await e2e.newPage();
    try {
      const response = await page.goto('/wallet');
      const own = new URL(page.url()).host;
      expect(/(?:^|;)connect-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]).toBe(`'self' ws://${own}`);
      await page.waitForFunction(() => {
        const r = (window as unknown as { results: Record<string, string> }).results;
        return r.ownWs !== undefined && r.otherFetch !== undefined && r.otherWs !== undefined;
      });
      const results = await page.evaluate(() => (window as unknown as { results: Record<string, string> }).results);
      expect(results.ownWs).toBe('open');
      expect(results.otherFetch).toBe('blocked');
      expect(results['violation:http']).toBe('connect-src');
      // Chromium names the blocked websocket's scheme ws or wss; either way connect-src refused it.
      expect(results['violation:ws'] ?? results['violation:wss']).toBe('connect-src');
      expect(results.otherWs).toBe('error');
    } finally {
      await context.close();
    }
  });
});
