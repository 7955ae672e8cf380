/**
 * End-to-end harness: a real server (built SPA + API + /ws) on a fresh database, and Debian's
 * Chromium driven by playwright-core on a phone-sized viewport.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { quietChromium } from './chromium-switches.ts';
import { engines, startTestServer, type TestServer } from '../apps/server/test/harness.ts';

export const shotsDir = path.resolve(import.meta.dirname, '../test-results/screens');

/**
 * Chromium's switches for the tests (chromium-switches.ts). Headless Chromium also prewarms its
 * omnibox popup, a WebUI page with a renderer of its own in every window, which no test sees: about
 * a tenth of the browser's CPU in the suite. Chromium reads only the last --disable-features, so
 * Playwright's own list is repeated before those features.
 */
export const chromiumArgs = [
  ...quietChromium,
  `--disable-features=${[
    // Playwright's own (playwright-core 1.65, server/chromium/chromiumSwitches.ts).
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    // The omnibox popup's prewarmed WebUI.
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
  ].join(',')}`,
];

export interface E2e {
  server: TestServer;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  shot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export interface E2eOptions {
  /** Extra server environment (e.g. SANDBOX_CONFIRM_MS to watch a payment in progress longer). */
  env?: Record<string, string>;
  /**
   * Runs this file's server on production services (PostgreSQL + Redis) when the suite has them.
   * The browser files are split between the two ways Kasino runs, so that one CI run drives both
   * in a browser without running every page twice: money, pushes and production headers here, the
   * rest on the embedded default that `npm start` gives.
   */
  production?: boolean;
}

/**
 * Signs a browser context in as `user`, as a login through the page would leave it: the session
 * token in the httpOnly `token` cookie (the page's script never sees it) and the non-secret marker
 * the app reads to know it is logged in.
 */
/**
 * Signs the browser in as `user`. Today's promotion popup (check-in or rewards) is marked as already
 * decided, as for a player who saw it this morning, so it does not cover the screens other tests drive;
 * `dailyPopups: true` leaves it to appear as it would.
 */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  user: { token: string; userId: number },
  options: { dailyPopups?: boolean } = {},
): Promise<void> {
  await context.addCookies([{ name: 'token', value: user.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((marker) => window.localStorage.setItem('session', marker), `user:${user.userId}`);
  if (!options.dailyPopups)
    await context.addInitScript((key) => window.localStorage.setItem(key, '9999-12-31'), `kasino.daily-popup.${user.userId}`);
}

export async function startE2e(options: E2eOptions = {}): Promise<E2e> {
  const server = await startTestServer(options.production && engines.includes('postgres') ? 'postgres' : 'sqlite', {
    // E2E_WEB_DIST lets parallel work build the SPA into its own folder.
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
    ...options.env,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  mkdirSync(shotsDir, { recursive: true });
  return {
    server,
    browser,
    async newPage() {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        locale: 'id-ID',
        baseURL: server.url,
        isMobile: true,
        hasTouch: true,
      });
      return { context, page: untilLive(await context.newPage()) };
    },
    async shot(page, name) {
      await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Console errors and uncaught errors of a page (a failed hydration is reported as one). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The page's server-rendered markup is on screen before its scripts run; a tap or a keystroke there
 * reaches no handler, as for a player whose phone is still loading. A check drives the app once it is
 * live (app.tsx marks <html data-app="live">): goto and reload wait for that, except where a check
 * asks for the moment the document arrives (waitUntil "commit").
 */
export function untilLive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    await sheetBackDone(page);
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await appLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await appLive(page);
    return response;
  };
  return page;
}

/**
 * Closes the top sheet with Escape, as a player would, and waits until its history entry is taken
 * back off (lib/use-back-closes.ts does it a task later): a navigation started meanwhile was
 * aborted by that step back (net::ERR_ABORTED on CI).
 */
export async function closeSheet(page: Page): Promise<void> {
  const markOf = () => page.evaluate(() => ((window.history.state ?? {}) as Record<string, unknown>).kasinoSheet ?? null);
  const open = await markOf();
  await page.keyboard.press('Escape');
  if (open !== null) await expect.poll(markOf).not.toBe(open);
}

/**
 * A sheet that just closed takes its history entry back off a task later (lib/use-back-closes.ts);
 * a navigation started before that step back is aborted by it (net::ERR_ABORTED on CI), so a goto
 * waits until no sheet's entry is left without its sheet.
 */
async function sheetBackDone(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) return;
  // A page that is itself navigating has no sheet to wait for: its context goes, and so does the wait.
  await page
    .waitForFunction(() => {
      const state = window.history.state as Record<string, unknown> | null;
      return !(state && 'kasinoSheet' in state) || document.querySelector('[role="dialog"]') !== null;
    })
    .catch(() => undefined);
}

/** Waits until the locator's text is the string (exactly, trimmed) or matches the pattern. */
export async function waitForText(locator: Locator, expected: string | RegExp, timeout = 10_000): Promise<void> {
  const pattern = typeof expected === 'string' ? new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : expected;
  await expect.poll(async () => (await locator.innerText()).trim(), { timeout }).toMatch(pattern);
}

/** Resolves once the app of the page is live, or at once on a document without the app (a file, an error). */
export async function appLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root') === null || document.documentElement.dataset.app === 'live');
}
