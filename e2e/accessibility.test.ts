/**
 * Accessibility at 390x844 with axe-core (WCAG 2.0/2.1 A and AA rules): no serious or critical
 * violation on the lobby, the login and registration popups, the wallet, the account, the Bonus tab and
 * three games (Wingo, Mines, Crash), for a visitor and for a player.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated, not a <script>: the page's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} @ ${n.target.join(' ')}`));
}

const screens: ReadonlyArray<{ path: string; ready: string; player: boolean }> = [
  { path: '/', ready: '[data-testid="game-row-slot"]', player: false },
  { path: '/?z=login', ready: '[data-testid="popup-login"]', player: false },
  { path: '/?z=register', ready: '[data-testid="popup-register"]', player: false },
  { path: '/', ready: '[data-testid="game-row-slot"]', player: true },
  { path: '/wallet', ready: '[data-testid="wallet-page"]', player: true },
  { path: '/account', ready: '[data-testid^="account-menu-"]', player: true },
  { path: '/activity', ready: '[data-testid="promo-cards"]', player: true },
  { path: '/game/wingo', ready: '[data-testid="game-page-wingo"]', player: true },
  { path: '/game/mines', ready: '[data-testid="game-page-mines"]', player: true },
  { path: '/game/crash', ready: '[data-testid="crash-stage"]', player: true },
];

describe('accessibility (axe-core)', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('finds no serious or critical violation on the main screens', { timeout: 180_000 }, async () => {
    const visitor = await e2e.newPage();
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '50000');
    const player = await e2e.newPage();
    await signInContext(player.context, e2e.server.url, user);
    const found: string[] = [];
    for (const screen of screens) {
      const { page } = screen.player ? player : visitor;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor();
      await page.waitForTimeout(300);
      for (const v of await violations(page)) found.push(`${screen.path}${screen.player ? ' (player)' : ''}: ${v}`);
    }
    expect(found).toEqual([]);
  });
});
