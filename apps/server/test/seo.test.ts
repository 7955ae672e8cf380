/**
 * Crawler files through HTTP: real text and XML (not the app's HTML shell), API paths closed, every
 * in-house game listed, and the public origin from SITE_URL when the operator sets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameIds } from '@kasino/shared/games';
import { loadConfig } from '../src/config/config.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

describe.each(engines)('robots.txt and sitemap.xml (%s)', (engine) => {
  let plain: TestServer;
  let behindProxy: TestServer;
  beforeAll(async () => {
    plain = await startTestServer(engine);
    behindProxy = await startTestServer(engine, { SITE_URL: 'https://kasino.example/' });
  });
  afterAll(async () => {
    await plain?.close();
    await behindProxy?.close();
  });

  it('robots.txt is plain text that closes the API and names the sitemap', async () => {
    const res = await fetch(`${plain.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toMatch(/<html/i);
    for (const closed of ['/main/', '/ops/', '/ws', '/heracles/']) expect(text).toContain(`Disallow: ${closed}`);
    expect(text).toContain(`Sitemap: ${plain.url}/sitemap.xml`);
  });

  it('sitemap.xml lists the lobby and every in-house game under the request origin', async () => {
    const res = await fetch(`${plain.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain(`<loc>${plain.url}/</loc>`);
    for (const id of gameIds) expect(xml).toContain(`<loc>${plain.url}/game/${id}</loc>`);
    expect(xml).not.toContain('/wallet');
  });

  it('uses SITE_URL when set, whatever Host the request carries', async () => {
    const robots = await (await fetch(`${behindProxy.url}/robots.txt`, { headers: { host: 'evil.example' } })).text();
    expect(robots).toContain('Sitemap: https://kasino.example/sitemap.xml');
    const xml = await (await fetch(`${behindProxy.url}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://kasino.example/game/roller</loc>');
    expect(xml).not.toContain('evil.example');
  });
});

describe('SITE_URL', () => {
  it('must be an http(s) origin without a path', () => {
    expect(loadConfig({ SITE_URL: 'https://kasino.example' }).siteUrl).toBe('https://kasino.example');
    expect(loadConfig({}).siteUrl).toBeNull();
    expect(() => loadConfig({ SITE_URL: 'kasino.example' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ SITE_URL: 'https://kasino.example/id' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ SITE_URL: 'ftp://kasino.example' })).toThrow(/SITE_URL/);
  });
});
