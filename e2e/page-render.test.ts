/**
 * Every page with a fixed path arrives with its first screen in the HTML (the shell and the page in
 * its loading state), for a visitor and for a member, and the app takes it over in place: a first
 * render in the browser that differs from the server's is reported as an error (and drawn again,
 * losing what the server's render gained).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../apps/server/test/harness.ts';
import { routeTable } from '../apps/web/src/app/route-table.ts';
import { collectErrors, signInContext, startE2e, type E2e } from './browser.ts';

/** Popups open over the lobby in the browser; a path with a parameter is any number of pages. */
const fixedPages = routeTable.filter((r) => !/[:*]/.test(r.path) && r.page !== 'popup');

describe('server-rendered pages', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it.each(['visitor', 'member'] as const)(
    'are in the HTML and taken over in place, every one, for a %s',
    async (as) => {
      const { page, context } = await e2e.newPage();
      const cookie = as === 'member' ? 'token=any' : '';
      if (as === 'member') await signInContext(context, e2e.server.url, await registerUser(e2e.server.url));
      const errors = collectErrors(page);
      const failures: string[] = [];
      // A login page shows a visitor nothing but the shell, then the login popup over the lobby.
      for (const entry of fixedPages.filter((r) => as === 'member' || r.access === 'public')) {
        const html = await (await fetch(`${e2e.server.url}${entry.path}`, { headers: { cookie } })).text();
        if (!html.includes(`data-as="${as}"`) || html.includes('<div id="root"><!--ssr-page--></div>'))
          failures.push(`${entry.path}: not rendered`);
        errors.length = 0;
        await page.goto(entry.path);
        await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached' });
        if (errors.length) failures.push(`${entry.path}: ${errors.join(' | ').slice(0, 300)}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it('reports a page whose first render in the browser is not the one the server sent', async () => {
    const { page, context } = await e2e.newPage();
    const errors = collectErrors(page);
    // The server's /verify with one word changed, as a render that read the browser would differ.
    await page.route(/\/verify$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(<div id="root">[\s\S]*?<h1[^>]*>)/, '$1X');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: 200, headers, body });
    });
    await page.goto('/verify');
    await expect.poll(() => errors.some((e) => /react\.dev\/errors\/418|hydrat/i.test(e)), { timeout: 20_000 }).toBe(true);
    await context.close();
  });
});
