/**
 * The phone frame holds on every screen (390x844): no page is wider than the viewport and the bottom
 * tab bar stays whole on screen, on the lobby and each of its tabs, the money and account pages, the
 * VIP club, the Referensi tab and the games, and in Crash while a bet waits for take-off (its label is the longest the button shows).
 * Back closes a sheet (the Wingo bet sheet, the fairness sheet) before it leaves the game. The main
 * button of Mines and Stairs is on screen above the tab bar without scrolling; Mines' chips are 44 px.
 * The lobby's game rows start at their first card, inset like the page. The result chips along the game
 * stages stay whole (ring included) in their clipping strips, from the first frame of their entrance on.
 * Roller's result flag stays over the track for results at either end. The search popup's close button
 * is 44 px, on top of the popup's sticky field and visibly focused from the keyboard.
 * Rounds run five times shorter (ROUND_TIME_PERCENT=20) so a Crash round comes round quickly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerUser, WsClient } from '../apps/server/test/harness.ts';
import { depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, type E2e } from './browser.ts';

const VIEWPORT = { width: 390, height: 844 };

interface Frame {
  pageWidth: number;
  tabBar: { left: number; right: number; top: number; bottom: number } | null;
}

/** How wide the page is and where the bottom tab bar sits. */
const measure = (page: Page): Promise<Frame> =>
  page.evaluate(() => {
    const bar = document.querySelector('nav:has([data-testid="tab-home"])')?.getBoundingClientRect();
    return {
      pageWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      tabBar: bar ? { left: bar.left, right: bar.right, top: bar.top, bottom: bar.bottom } : null,
    };
  });

function expectFramed(frame: Frame, where: string): void {
  expect(frame.pageWidth, `${where}: page width`).toBeLessThanOrEqual(VIEWPORT.width);
  expect(frame.tabBar, `${where}: tab bar`).not.toBeNull();
  const bar = frame.tabBar!;
  expect(bar.left, `${where}: tab bar left`).toBeGreaterThanOrEqual(0);
  expect(bar.right, `${where}: tab bar right`).toBeLessThanOrEqual(VIEWPORT.width);
  expect(bar.top, `${where}: tab bar top`).toBeGreaterThanOrEqual(0);
  expect(bar.bottom, `${where}: tab bar bottom`).toBeLessThanOrEqual(VIEWPORT.height);
}

/**
 * In the page: the result chips of `strip` (and what they hold) whose ink, the border box grown by a
 * solid ring (box-shadow spread), is not inside the strip's clipping box. Each entrance animation is
 * held at its first frame while measuring (the pop-in starts lower), so a chip must fit all the way in.
 * A chip scrolled out of view sideways is skipped; the first must start inside on the left.
 */
const chipsOutside = ([strip, chip]: [string, string]): string[] => {
  const container = document.querySelector(strip);
  if (!container) return [`${strip} missing`];
  const ringOf = (el: Element): number => {
    let spread = 0;
    // The shadows, split at the commas outside the colours' brackets: "oklab(… / 0.1) 0px 0px 0px 1px, …".
    for (const shadow of getComputedStyle(el).boxShadow.split(/,(?![^(]*\))/)) {
      const [x, y, blur, size] = [...shadow.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
      const clear = /transparent|[,/]\s*0\)/.test(shadow);
      if (!clear && !shadow.includes('inset') && x === 0 && y === 0 && blur === 0) spread = Math.max(spread, size ?? 0);
    }
    return spread;
  };
  const entrances = container.getAnimations({ subtree: true });
  for (const animation of entrances) {
    animation.pause();
    animation.currentTime = 0;
  }
  const r = container.getBoundingClientRect();
  const clip = {
    top: r.top + container.clientTop,
    bottom: r.top + container.clientTop + container.clientHeight,
    left: r.left + container.clientLeft,
    right: r.left + container.clientLeft + container.clientWidth,
  };
  const out: string[] = [];
  container.querySelectorAll(chip).forEach((pill, i) => {
    for (const el of [pill, ...Array.from(pill.querySelectorAll('*'))]) {
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const ring = ringOf(el);
      const ink = { top: box.top - ring, bottom: box.bottom + ring, left: box.left - ring, right: box.right + ring };
      if (ink.right <= clip.left || ink.left >= clip.right) continue;
      const where = `chip ${i} <${el.tagName.toLowerCase()}>`;
      if (ink.top < clip.top - 0.5) out.push(`${where}: top ${ink.top} above ${clip.top}`);
      if (ink.bottom > clip.bottom + 0.5) out.push(`${where}: bottom ${ink.bottom} below ${clip.bottom}`);
      if (i === 0 && ink.left < clip.left - 0.5) out.push(`${where}: left ${ink.left} before ${clip.left}`);
    }
  });
  for (const animation of entrances) animation.finish();
  return out;
};

/** Each game stage's strip of result chips: the strip that clips them and what a chip is. */
const chipStrips: ReadonlyArray<{ path: string; strip: string; chip: string }> = [
  { path: '/game/roller', strip: '[data-testid="roller-pills"]', chip: '[data-testid="roller-pill"]' },
  { path: '/game/coinflip', strip: '[data-testid="coinflip-pills"]', chip: '[data-testid="coinflip-pill"]' },
  { path: '/game/eggs', strip: '[data-testid="eggs-pills"]', chip: '[data-testid="eggs-pill"]' },
  { path: '/game/colorwheel', strip: '[data-testid="colorwheel-pills"]', chip: '[data-testid="colorwheel-pill"]' },
  { path: '/game/cryptos', strip: '[data-testid="cryptos-pills"]', chip: '[data-testid="cryptos-pill"]' },
  { path: '/game/roulette', strip: '[data-testid="round-history"]', chip: '[data-testid="round-history-pill"]' },
  { path: '/game/dice', strip: '[data-testid="round-history"]', chip: '[data-testid="round-history-pill"]' },
  { path: '/game/dingdong', strip: '[data-testid="round-history"]', chip: '[data-testid="round-history-pill"]' },
  { path: '/game/crash', strip: '[data-testid="crash-history"]', chip: '[data-testid="crash-history-pill"]' },
  { path: '/game/wingo', strip: '[data-testid="game-stage"]', chip: '[data-testid="wingo-last-results"] > span' },
];

/** Each top-level screen and what shows it has loaded. */
const screens: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/', ready: '[data-testid="game-row-slot"]' },
  { path: '/?tab=inHouseGames', ready: '[data-testid="home-page"]' },
  { path: '/?tab=slot', ready: '[data-testid="category-slot"] [data-testid="slot-grid"]' },
  { path: '/?tab=casinoGames', ready: '[data-testid="category-live"] [data-testid="slot-grid"]' },
  { path: '/?tab=fish', ready: '[data-testid="category-fish"] [data-testid="slot-grid"]' },
  { path: '/?tab=sport', ready: '[data-testid="category-sports"] [data-testid="slot-grid"]' },
  { path: '/game-provider', ready: 'main a[href^="/game-provider?firm="]' },
  { path: '/wallet', ready: '[data-testid="wallet-page"]' },
  { path: '/deposit', ready: '[data-testid="deposit-page"]' },
  { path: '/withdraw', ready: '[data-testid="withdraw-page"]' },
  { path: '/account', ready: '[data-testid^="account-menu-"]' },
  { path: '/bet-history', ready: '[data-testid="bet-history-page"]' },
  { path: '/vip', ready: '[data-testid="vip-hero"]' },
  { path: '/vip-cash-back', ready: '[data-testid="vip-cashback-card"]' },
  { path: '/referral', ready: '[data-testid="referral-invite"]' },
  { path: '/agency', ready: '[data-testid="agency-apply"]' },
  { path: '/agency/spam', ready: '[data-testid="spam-form"]' },
  { path: '/game/roller', ready: '[data-testid="game-page-roller"]' },
  { path: '/game/mines', ready: '[data-testid="game-page-mines"]' },
  { path: '/game/wingo', ready: '[data-testid="game-page-wingo"]' },
  { path: '/game/crash', ready: '[data-testid="crash-stage"]' },
  { path: '/game/dice', ready: '[data-testid="game-page-dice"]' },
];

describe('the phone frame on every screen', () => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e({ env: { SANDBOX_CONFIRM_MS: '10', ROUND_TIME_PERCENT: '20' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function playerPage() {
    const user = await registerUser(e2e.server.url);
    await depositAndWait(e2e.server.url, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    return { page, context, user };
  }

  it('keeps every route and lobby tab within the viewport with the tab bar whole', { timeout: 180_000 }, async () => {
    const { page, context } = await playerPage();
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
      // Provider chips and late rows arrive after the first paint: measure once they are in.
      if (screen.path.startsWith('/?tab=') && screen.path !== '/?tab=inHouseGames')
        await page.locator('[data-testid^="firm-"]').nth(1).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(300);
      const frame = await measure(page);
      if (frame.pageWidth > VIEWPORT.width) await e2e.shot(page, `layout-too-wide-${screen.path.replace(/\W+/g, '-')}`);
      expectFramed(frame, screen.path);
    }
    await context.close();
  });

  it('keeps Crash within the viewport while a bet waits for take-off', { timeout: 120_000 }, async () => {
    const { page, context } = await playerPage();
    await page.goto('/game/crash');
    await page.getByTestId('crash-graph').waitFor();
    // Bet as soon as the button takes one (in preparation, or for the next round during a flight).
    await page.locator('[data-testid="crash-action"][data-kind="bet"]:not([disabled])').click({ timeout: 30_000 });
    // The label, the page and the button, read together while the bet waits for the flight.
    let seen: (Frame & { label: string; buttonOverflow: number }) | null = null;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => {
            const button = document.querySelector<HTMLElement>('[data-testid="crash-action"]');
            return { label: button?.innerText ?? '', buttonOverflow: button ? button.scrollWidth - button.clientWidth : 0 };
          });
          if (!/menunggu lepas landas/.test(now.label)) return false;
          seen = { ...now, ...(await measure(page)) };
          return true;
        },
        { timeout: 40_000, interval: 100 },
      )
      .toBe(true);
    await e2e.shot(page, 'crash-bet-waiting');
    const frame = seen as unknown as Frame & { label: string; buttonOverflow: number };
    expect(frame.label).toContain('Rp 1.000');
    expect(frame.buttonOverflow).toBeLessThanOrEqual(0);
    expectFramed(frame, '/game/crash (bet waiting)');
    await context.close();
  });

  it(
    'closes the Wingo bet sheet and the fairness sheet with Back, and leaves the game only on the next Back',
    { timeout: 90_000 },
    async () => {
      const { page, context } = await playerPage();
      await page.goto('/activity');
      await page.goto('/game/wingo');
      await page.getByTestId('game-page-wingo').waitFor();
      for (const [open, sheet] of [
        ['wingo-green', 'wingo-sheet'],
        ['fair-open', 'fair-panel'],
      ] as const) {
        await page.getByTestId(open).first().click();
        await page.getByTestId(sheet).waitFor();
        await page.goBack();
        await page.getByTestId(sheet).waitFor({ state: 'detached' });
        expect(new URL(page.url()).pathname).toBe('/game/wingo');
        await page.getByTestId('game-page-wingo').waitFor();
      }
      // A sheet closed by its X takes its history entry with it: one Back then leaves the game.
      await page.getByTestId('wingo-red').click();
      await page.getByTestId('wingo-sheet').getByRole('button', { name: 'Tutup' }).click();
      await page.getByTestId('wingo-sheet').waitFor({ state: 'detached' });
      await page.waitForTimeout(200);
      await page.goBack();
      await page.waitForURL('**/activity');
      await context.close();
    },
  );

  it(
    'shows Mines’ Pasang and Stairs’ Mulai naik above the tab bar without scrolling, and Mines’ chips at 44 px',
    { timeout: 60_000 },
    async () => {
      const { page, context } = await playerPage();
      for (const path of ['/game/mines', '/game/stairs']) {
        await page.goto(path);
        const submit = page.getByTestId('bet-submit');
        await submit.waitFor();
        const { bar } = { bar: (await measure(page)).tabBar! };
        const box = (await submit.boundingBox())!;
        expect(box.y, `${path}: button top`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${path}: button above the tab bar`).toBeLessThanOrEqual(bar.top);
        // The pinned button is the one a tap reaches: nothing covers its middle.
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="bet-submit"]') !== null,
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(hit, `${path}: button reachable`).toBe(true);
      }
      await page.goto('/game/mines');
      for (const m of [1, 3, 5, 10, 24]) {
        const chip = (await page.getByTestId(`mines-quick-${m}`).boundingBox())!;
        expect(chip.height, `chip ${m} height`).toBeGreaterThanOrEqual(44);
        expect(chip.width, `chip ${m} width`).toBeGreaterThanOrEqual(44);
      }
      await e2e.shot(page, 'mines-controls');
      await context.close();
    },
  );

  it('starts each lobby row at its first card, inset like the page', { timeout: 60_000 }, async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/');
    await page.getByTestId('game-row-slot').waitFor();
    // The rows are revealed one at a time; the provider strip comes after the last of them.
    await page.getByTestId('providers-see-all').waitFor();
    // The rows build their cards as they come near the screen: scroll through them as a player does.
    for (const row of await page.locator('section[data-testid^="game-row-"]').all()) {
      await row.scrollIntoViewIfNeeded();
      await row.locator('li a').first().waitFor();
    }
    await page.waitForTimeout(300);
    const rows = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('section[data-testid^="game-row-"]')).map((section) => {
        const list = section.querySelector('ul')!;
        return {
          id: section.dataset.testid!,
          scrollLeft: list.scrollLeft,
          firstCard: list.querySelector('li')!.getBoundingClientRect().left,
          // The section sits inside the page's side padding.
          padding: section.getBoundingClientRect().left,
        };
      }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.scrollLeft, `${row.id}: scrollLeft`).toBe(0);
      expect(row.padding, `${row.id}: page padding`).toBeGreaterThan(0);
      expect(row.firstCard, `${row.id}: first card inset`).toBeGreaterThanOrEqual(row.padding);
    }
    await context.close();
  });

  it('keeps the result chips of every game stage whole in their strip', { timeout: 180_000 }, async () => {
    const { page, context, user } = await playerPage();
    // A few results in each one-call game; Coin Flip and the Colour Wheel ring a win thicker, so at least one of each.
    const ws = await WsClient.connect(e2e.server.wsUrl, { cookieToken: user.token });
    let n = 0;
    const play = async (game: string, data: object) => {
      const reply = await ws.call(`/ws/game/${game}/startRound`, { uuid: `chips-${user.userId}-${n++}`, amount: '1000', ...data });
      expect(reply.code, `${game} bet`).toBe(200);
      return (reply.data as { bet: { win: boolean } }).bet.win;
    };
    for (let i = 0; i < 3; i++) {
      await play('roller', { choose: 50_000, isHigher: i % 2 === 0 });
      await play('eggs', { risk: 'low', egg: i });
      await play('cryptos', {});
    }
    for (const [game, data] of [
      ['coinflip', { side: 'heads' }],
      // Grey is half the wheel: a win and a loss within 24 spins but once in ~8 million runs (green, 15 of 50, missed 1.4%).
      ['colorwheel', { color: 'grey' }],
    ] as const) {
      const seen = new Set<boolean>();
      for (let i = 0; i < 24 && seen.size < 2; i++) seen.add(await play(game, data));
      expect(seen.size, `${game}: a win and a loss`).toBe(2);
    }
    ws.close();
    const found: string[] = [];
    for (const { path, strip, chip } of chipStrips) {
      await page.goto(path);
      await page.locator(chip).first().waitFor({ timeout: 40_000 });
      await page.waitForTimeout(300);
      const outside = await page.evaluate(chipsOutside, [strip, chip] as [string, string]);
      if (outside.length > 0) await e2e.shot(page, `chips-clipped-${path.split('/').pop()}`);
      found.push(...outside.map((o) => `${path}: ${o}`));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('keeps Roller’s result flag over the track for results at either end', { timeout: 90_000 }, async () => {
    const { page, context } = await playerPage();
    // The server's roll is random: the reply to each bet is given the number under test on its way to the page.
    const rolls = [0, 150, 300, 99_700, 99_850, 100_000];
    let roll = 0;
    const betCalls = new Set<number>();
    await page.routeWebSocket(
      (url) => url.pathname === '/ws',
      (ws) => {
        const server = ws.connectToServer();
        ws.onMessage((message) => {
          if (typeof message === 'string') {
            const frame = JSON.parse(message) as { id?: number; path?: string };
            if (frame.path === '/ws/game/roller/startRound' && typeof frame.id === 'number') betCalls.add(frame.id);
          }
          server.send(message);
        });
        server.onMessage((message) => {
          if (typeof message === 'string') {
            const frame = JSON.parse(message) as { id?: number; data?: { bet?: { result: { result: number } } } };
            if (typeof frame.id === 'number' && betCalls.has(frame.id) && frame.data?.bet) {
              frame.data.bet.result.result = roll;
              ws.send(JSON.stringify(frame));
              return;
            }
          }
          ws.send(message);
        });
      },
    );
    await page.goto('/game/roller');
    const submit = page.getByTestId('bet-submit');
    await submit.waitFor();
    for (roll of rolls) {
      await submit.click();
      await page.locator(`[data-testid="roller-result"][data-result="${roll}"]`).waitFor();
      await page.waitForTimeout(100);
      const at = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const flag = box('[data-testid="roller-result"]');
        const track = document.querySelector('[data-testid="roller-slider"]')!.parentElement!.getBoundingClientRect();
        const stage = box('[data-testid="game-stage"]');
        return { flag: flag.toJSON() as DOMRect, track: track.toJSON() as DOMRect, stage: stage.toJSON() as DOMRect };
      });
      if (roll === 0 || roll === 100_000) await e2e.shot(page, `roller-flag-${roll}`);
      expect(at.flag.left, `${roll}: flag left`).toBeGreaterThanOrEqual(at.track.left - 0.5);
      expect(at.flag.right, `${roll}: flag right`).toBeLessThanOrEqual(at.track.right + 0.5);
      expect(at.flag.top, `${roll}: flag top`).toBeGreaterThanOrEqual(at.stage.top);
      expect(at.flag.bottom, `${roll}: flag above the track`).toBeLessThanOrEqual(at.track.top);
    }
    await context.close();
  });

  it('gives the game header’s buttons a 44 px touch area around their 32 px discs', { timeout: 60_000 }, async () => {
    const { page, context } = await e2e.newPage();
    for (const game of ['wingo', 'roller']) {
      await page.goto(`/game/${game}`);
      await page.getByTestId('fair-open').waitFor();
      for (const id of ['sound-toggle', 'help-open', 'fair-open']) {
        if ((await page.getByTestId(id).count()) === 0) continue; // Roller has no rules sheet
        // The page slides in: measure once the button stands still.
        let box = (await page.getByTestId(id).boundingBox())!;
        await expect
          .poll(async () => {
            const now = (await page.getByTestId(id).boundingBox())!;
            const still = now.x === box.x && now.y === box.y;
            box = now;
            return still;
          })
          .toBe(true);
        // A tap 5 px above or below the disc (and beside the round ones) still reaches the button: 32 + 2 × 6 ≥ 44.
        const round = id !== 'fair-open';
        const points = [
          [box.x + box.width / 2, box.y - 5],
          [box.x + box.width / 2, box.y + box.height + 5],
          ...(round
            ? [
                [box.x - 5, box.y + box.height / 2],
                [box.x + box.width + 5, box.y + box.height / 2],
              ]
            : []),
        ];
        const missed = await page.evaluate(
          ({ id, points }) =>
            points
              .filter(([x, y]) => document.elementFromPoint(x!, y!)?.closest(`[data-testid="${id}"]`) === null)
              .map(([x, y]) => `${x},${y}: ${document.elementFromPoint(x!, y!)?.outerHTML.slice(0, 120)}`),
          { id, points },
        );
        expect(missed, `${game} ${id}`).toEqual([]);
      }
    }
    await context.close();
  });

  it('shows the search popup’s close button whole, on top, 44 px and visibly focused', { timeout: 60_000 }, async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/?z=search');
    await page.getByTestId('search-input').waitFor();
    await page.waitForTimeout(300);
    const close = page.getByTestId('popup-close');
    const box = (await close.boundingBox())!;
    expect(box.width, 'close width').toBeGreaterThanOrEqual(44);
    expect(box.height, 'close height').toBeGreaterThanOrEqual(44);
    // The middle and points a third of the way to each side: a tap there reaches the button, nothing lies over it.
    const points = [
      [0, 0],
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ].map(([dx, dy]) => [box.x + box.width / 2 + (dx! * box.width) / 3, box.y + box.height / 2 + (dy! * box.height) / 3]);
    const covered = await page.evaluate(
      (points) =>
        points
          .filter(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="popup-close"]') === null)
          .map(([x, y]) => `${x},${y}: ${document.elementFromPoint(x!, y!)?.outerHTML.slice(0, 80)}`),
      points,
    );
    expect(covered).toEqual([]);
    // From the search field, Shift+Tab reaches the button, and its focus shows.
    await page.getByTestId('search-input').focus();
    await page.keyboard.press('Shift+Tab');
    const focus = await close.evaluate((el) => ({
      focused: el === document.activeElement && el.matches(':focus-visible'),
      outline: getComputedStyle(el).outlineStyle !== 'none' && parseFloat(getComputedStyle(el).outlineWidth) >= 2,
    }));
    expect(focus).toEqual({ focused: true, outline: true });
    await e2e.shot(page, 'search-close');
    await context.close();
  });
});
