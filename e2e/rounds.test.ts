/**
 * The live round games in the browser, with rounds five times shorter (ROUND_TIME_PERCENT=20: Wingo 30 d
 * becomes 6 s and betting closes 1 s before the end): a player bets on Wingo (a number at once, a colour
 * from the temporary log once betting closed), a second browser watches the same rounds and results;
 * Roulette, Dice and Dingdong each take a bet, show the result and move the balance; Crash takes a bet in
 * preparation and cashes it out in flight (retrying when a round crashes first). Screenshots of each.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseAmount } from '@kasino/shared/money';
import { registerUser, WsClient } from '../apps/server/test/harness.ts';
import { balanceOf, depositAndWait } from '../apps/server/test/wallet-helpers.ts';
import { signInContext, startE2e, waitForText, type E2e } from './browser.ts';

async function expectWsReady(page: Page): Promise<void> {
  await page.locator('[data-testid="ws-state"][data-state="ready"]').waitFor({ state: 'attached', timeout: 10_000 });
}

const rupiah = (wire: string) => `Rp ${Number(wire).toLocaleString('id-ID')}`;
/** Roulette, Dice and Dingdong rounds last 30 s, here at ROUND_TIME_PERCENT=20. */
const POOL_PERIOD_MS = 30_000 * 0.2;
/** A round's end from its id (WIB date, game digit, index in the day: slotAt on the server). */
function roundEndOf(roundId: string, periodMs: number): number {
  const [y, m, d] = [roundId.slice(0, 4), roundId.slice(4, 6), roundId.slice(6, 8)].map(Number) as [number, number, number];
  const wibDayStart = Date.UTC(y, m - 1, d) - 7 * 3_600_000;
  return wibDayStart + Number(roundId.slice(9)) * periodMs;
}

/** The shown balance equals the server's. */
async function expectBalanceSynced(page: Page, base: string, token: string): Promise<string> {
  let server = '';
  await expect
    .poll(
      async () => {
        server = await balanceOf(base, token);
        return (await page.getByTestId('balance').innerText()).trim() === rupiah(server);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return server;
}

interface Bet {
  id: string;
  roundId: string;
  select: string;
  amount: string;
  payout: string;
  status: string;
}

describe('live round games in the browser', () => {
  let e2e: E2e;
  /** Pages of the running test, photographed when it fails. */
  const open: Page[] = [];
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      for (const [i, p] of open.entries())
        await e2e.shot(p, `rounds-failed-${ctx.task.name.slice(0, 20).replace(/\W+/g, '-')}-${i}`).catch(() => undefined);
    open.length = 0;
  });
  beforeAll(async () => {
    e2e = await startE2e({ production: true, env: { SANDBOX_CONFIRM_MS: '10', ROUND_TIME_PERCENT: '20' } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('plays Wingo: a number at once, a colour through the temporary log, both results seen by a second browser', async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    const watcher = await e2e.newPage();
    open.push(page, watcher.page);

    await page.goto('/game/wingo');
    await expectWsReady(page);
    await waitForText(page.getByTestId('balance'), 'Rp 100.000');
    await page.getByTestId('wingo-model-fastest').click();
    await watcher.page.goto('/game/wingo');
    await watcher.page.getByTestId('wingo-model-fastest').click();

    // Both browsers show the same period.
    await expect
      .poll(
        async () => {
          const a = await page.getByTestId('wingo-period').getAttribute('data-round-id');
          const b = await watcher.page.getByTestId('wingo-period').getAttribute('data-round-id');
          return Boolean(a) && a === b;
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // The win popup lasts 5 s and the checks below can outlast it (a win on the first round, a loss on
    // the second): the page notes the moment it appears, and the check reads that note.
    // It also notes each second its countdown shows (issue 17 #12: the text must count down).
    await page.evaluate(() => {
      const w = window as unknown as { wingoWinSeen?: boolean; wingoCountdown?: string[] };
      w.wingoCountdown = [];
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="wingo-win-popup"]')) w.wingoWinSeen = true;
        const seconds = document
          .querySelector('[data-testid="wingo-win-popup"] [data-testid="wingo-auto-close"]')
          ?.getAttribute('data-seconds');
        if (seconds && !w.wingoCountdown!.includes(seconds)) w.wingoCountdown!.push(seconds);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    // A fresh round: bet 7 at once.
    const before = await page.getByTestId('wingo-period').getAttribute('data-round-id');
    await expect.poll(async () => page.getByTestId('wingo-period').getAttribute('data-round-id'), { timeout: 10_000 }).not.toBe(before);
    await page.getByTestId('wingo-ball-7').click();
    await page.getByTestId('wingo-sheet').waitFor();
    await page.waitForTimeout(400); // let the sheet settle for the picture
    await e2e.shot(page, 'wingo-sheet');
    await page.getByTestId('wingo-multiplier-5').click();
    await page.getByTestId('wingo-multiplier-1').click();
    await page.getByTestId('wingo-confirm').click();
    await page.getByTestId('wingo-round-bet').first().waitFor({ timeout: 5_000 });
    const firstRound = await page.getByTestId('wingo-round-bet').first().getAttribute('data-round-id');
    expect(firstRound).toBeTruthy();
    await waitForText(page.getByTestId('balance'), 'Rp 99.000'); // the stake left at once
    await e2e.shot(page, 'wingo-betting');

    // Green, confirmed once betting closed: it waits in the log and goes into the next round.
    await page
      .getByTestId('wingo-green')
      .click({ timeout: 8_000 })
      .catch(async () => {
        // The mask covered the buttons: wait for the next round and open the sheet then.
        await page.getByTestId('wingo-mask').waitFor({ state: 'detached', timeout: 8_000 });
        await page.getByTestId('wingo-green').click();
      });
    await page.getByTestId('wingo-sheet').waitFor();
    // The last second of a round: betting has closed (1 s before the end), the mask counts down.
    // The window is one second, so the tap is made in the page the moment the countdown turns from 2
    // to 1: a tap driven from outside can, on a busy machine, land after the next round has opened.
    await page.locator('[data-testid="wingo-countdown"][data-seconds="2"]').waitFor({ timeout: 15_000 });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const tapAtOne = () => {
            if (document.querySelector('[data-testid="wingo-countdown"]')?.getAttribute('data-seconds') !== '1') return false;
            document.querySelector<HTMLButtonElement>('[data-testid="wingo-confirm"]')!.click();
            resolve();
            return true;
          };
          if (tapAtOne()) return;
          const observer = new MutationObserver(() => tapAtOne() && observer.disconnect());
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-seconds'] });
        }),
    );
    await page.getByTestId('wingo-queued').waitFor();
    await e2e.shot(page, 'wingo-mask-queued');
    await page.getByTestId('wingo-queued').waitFor({ state: 'detached', timeout: 10_000 });

    // The server holds both bets, each in a round, and settles them.
    const ws = await WsClient.connect(e2e.server.wsUrl, { cookieToken: user.token });
    let bets: Bet[] = [];
    await expect
      .poll(
        async () => {
          bets = ((await ws.call('/ws/game/wingo/myHistory', { model: 'fastest', page: 1, count: 10 })).data as { list: Bet[] }).list;
          return bets.length === 2 && bets.every((b) => b.status === 'settled');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    ws.close();
    const seven = bets.find((b) => b.select === 'seven')!;
    const green = bets.find((b) => b.select === 'green')!;
    expect(seven.roundId).toBe(firstRound);
    expect(green.roundId > seven.roundId).toBe(true); // the colour went into a later round

    // Both browsers list the same result for each round.
    for (const roundId of [seven.roundId, green.roundId]) {
      const row = `[data-testid="wingo-history-row"][data-round-id="${roundId}"]`;
      await page.locator(row).waitFor({ timeout: 15_000 });
      await watcher.page.locator(row).waitFor({ timeout: 15_000 });
      const mine = await page.locator(row).getAttribute('data-result');
      expect(mine).toMatch(/^\d$/);
      expect(await watcher.page.locator(row).getAttribute('data-result')).toBe(mine);
      if (roundId === seven.roundId) expect(parseAmount(seven.payout)! > 0n).toBe(mine === '7');
      else expect(parseAmount(green.payout)! > 0n).toBe(['1', '3', '5', '7', '9'].includes(mine!));
    }

    // A win shows the popup 3 s after its result; the balance ends where the server says.
    if (bets.some((b) => parseAmount(b.payout)! > 0n)) {
      await page.waitForFunction(() => (window as unknown as { wingoWinSeen?: boolean }).wingoWinSeen === true, undefined, {
        timeout: 10_000,
      });
      if (await page.getByTestId('wingo-win-popup').isVisible()) await e2e.shot(page, 'wingo-win');
      await page.getByTestId('wingo-win-popup').waitFor({ state: 'detached', timeout: 8_000 });
      const countdown = await page.evaluate(() => (window as unknown as { wingoCountdown: string[] }).wingoCountdown);
      expect(countdown.slice(0, 3)).toEqual(['5', '4', '3']);
    }
    const final = await expectBalanceSynced(page, base, user.token);
    const expected =
      100_000n * 100n - parseAmount(seven.amount)! - parseAmount(green.amount)! + parseAmount(seven.payout)! + parseAmount(green.payout)!;
    expect(parseAmount(final)).toBe(expected);

    await page.getByTestId('tab-mine').click();
    await expect.poll(async () => page.getByTestId('my-round-bet').count()).toBe(2);
    await page.getByTestId('tab-chart').click();
    await page.getByTestId('wingo-trend-frequency').waitFor();
    await page.getByTestId('tab-history').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'wingo-chart');
    await page.getByTestId('tab-history').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await e2e.shot(page, 'wingo');
    await e2e.shot(watcher.page, 'wingo-visitor');

    // The fairness sheet reveals the last round; its verify link recomputes the same result.
    await page.getByTestId('fair-open').click();
    await page.getByTestId('round-last-seed').waitFor();
    await e2e.shot(page, 'wingo-fairness');
    // Read the result and follow its link in one turn of the page: rounds end every few seconds here,
    // and the sheet moves on to the next round between a separate read and click.
    const shown = await page.evaluate(() => {
      const result = document.querySelector('[data-testid="round-last-result"]')!.textContent!.trim();
      document.querySelector<HTMLAnchorElement>('[data-testid="round-verify-link"]')!.click();
      return result;
    });
    await page.waitForURL((url) => url.pathname === '/verify');
    await page.getByTestId('verify-round-result').waitFor();
    expect(await page.getByTestId('verify-round-result').getAttribute('data-result')).toBe(shown);
    expect(await page.getByTestId('verify-round-hash-match').getAttribute('data-match')).toBe('true');
    // The committed chains are listed with their commitment and salt; the round's salt is among them.
    await page.getByTestId('round-chain').first().waitFor();
    const salt = new URL(page.url()).searchParams.get('salt');
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByTestId('round-chains').innerText()).toContain(salt as string);
    await e2e.shot(page, 'verify-round');
    await watcher.context.close();
    await context.close();
  });

  it('plays Wingo Besar and Acak with the quick ×5 chip; every result shows its popup, a loss too', async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, base, user);
    open.push(page);
    await page.goto('/game/wingo');
    await expectWsReady(page);
    await waitForText(page.getByTestId('balance'), 'Rp 100.000');
    await page.getByTestId('wingo-model-fastest').click();
    // The page notes each result popup as it appears (a loss one lasts 3 s).
    type Seen = { kind: string; round: string; amount: string; staked: string };
    await page.evaluate(() => {
      const w = window as unknown as { wingoPopups: Seen[] };
      w.wingoPopups = [];
      new MutationObserver(() => {
        for (const kind of ['win', 'loss']) {
          const el = document.querySelector(`[data-testid="wingo-${kind}-popup"]`);
          const round = el?.getAttribute('data-round-id');
          if (el && round && !w.wingoPopups.some((p) => p.round === round))
            w.wingoPopups.push({ kind, round, amount: el.getAttribute('data-amount')!, staked: el.getAttribute('data-staked')! });
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const popups = () => page.evaluate(() => (window as unknown as { wingoPopups: Seen[] }).wingoPopups);
    const ws = await WsClient.connect(e2e.server.wsUrl, { cookieToken: user.token });
    const myBets = async () =>
      ((await ws.call('/ws/game/wingo/myHistory', { model: 'fastest', page: 1, count: 20 })).data as { list: Bet[] }).list;

    /** One fresh round: the picks with the quick chip `quick`, then each round's popup checked against the server. */
    async function playRound(picks: Array<'big' | 'random'>, quick: number): Promise<void> {
      const before = await page.getByTestId('wingo-period').getAttribute('data-round-id');
      await expect.poll(async () => page.getByTestId('wingo-period').getAttribute('data-round-id'), { timeout: 10_000 }).not.toBe(before);
      const placedBefore = (await myBets()).length;
      await page.getByTestId(`wingo-quick-${quick}`).click();
      for (const pick of picks) {
        await page.getByTestId(pick === 'big' ? 'wingo-big' : 'wingo-random').click();
        const sheet = page.getByTestId('wingo-sheet');
        await sheet.waitFor();
        // The sheet opens on the pick (Besar, or the number Acak drew) with the quick chip's quantity.
        expect(await sheet.innerText()).toMatch(pick === 'big' ? /Pilih Besar/ : /Pilih \d/);
        expect(await page.getByTestId('wingo-quantity').inputValue()).toBe(String(quick));
        await page.getByTestId('wingo-confirm').click();
        await sheet.waitFor({ state: 'hidden' });
      }
      let bets: Bet[] = [];
      await expect
        .poll(
          async () => {
            bets = await myBets();
            return bets.length === placedBefore + picks.length && bets.every((b) => b.status === 'settled');
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      const fresh = bets.slice(0, picks.length);
      for (const b of fresh) expect(b.amount).toBe(String(1000 * quick));
      if (picks.includes('big')) expect(fresh.some((b) => b.select === 'big')).toBe(true);
      // Each round with my bets shows one popup 3 s after its result: a win when anything paid, else a loss with the stake.
      for (const roundId of new Set(fresh.map((b) => b.roundId))) {
        const inRound = fresh.filter((b) => b.roundId === roundId);
        const paid = inRound.reduce((sum, b) => sum + parseAmount(b.payout)!, 0n);
        const staked = inRound.reduce((sum, b) => sum + parseAmount(b.amount)!, 0n);
        await expect.poll(async () => (await popups()).find((p) => p.round === roundId), { timeout: 10_000 }).toBeTruthy();
        const popup = (await popups()).find((p) => p.round === roundId)!;
        expect(popup.kind).toBe(paid > 0n ? 'win' : 'loss');
        if (paid === 0n) expect(parseAmount(popup.staked)).toBe(staked);
        const big = inRound.find((b) => b.select === 'big');
        if (big) expect(['0', '9500']).toContain(big.payout); // Besar pays 1,9x
      }
      if (await page.getByTestId('wingo-loss-popup').isVisible()) await e2e.shot(page, 'wingo-loss-popup');
      // The popup covers the page until it closes by itself.
      await page
        .locator('[data-testid="wingo-win-popup"], [data-testid="wingo-loss-popup"]')
        .waitFor({ state: 'detached', timeout: 8_000 });
    }

    await playRound(['big', 'random'], 5);
    if ((await popups()).every((p) => p.kind === 'win')) await e2e.shot(page, 'wingo-win-besar');
    // A single number loses nine times in ten: play until a loss has shown its popup (twice more at most).
    for (let i = 0; i < 2 && !(await popups()).some((p) => p.kind === 'loss'); i++) await playRound(['random'], 1);
    ws.close();
    await context.close();
  });

  const poolCases = [
    { game: 'roulette', pool: 'red' },
    { game: 'dice', pool: '3' },
    { game: 'dingdong', pool: 'apple' },
  ] as const;

  it.each(poolCases)('plays $game: a bet, the result landing, the balance moving', async ({ game, pool }) => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    open.push(page);
    await page.goto(`/game/${game}`);
    await expectWsReady(page);
    await waitForText(page.getByTestId('balance'), 'Rp 50.000');

    const board = page.locator('[data-testid="pool-board"][data-open="true"]');
    // The board opens with the next betting window, up to a whole (shortened) round away.
    await board.waitFor({ timeout: 25_000 });
    await page.getByTestId('bet-amount-double').click();
    // A tap in the last moment before betting closes is refused: try the next round then.
    for (let attempt = 0; attempt < 3; attempt++) {
      await board.waitFor({ timeout: 25_000 });
      await page.getByTestId(`pool-${pool}`).click({ timeout: 8_000 });
      if (
        await page
          .getByTestId(`pool-mine-${pool}`)
          .waitFor({ timeout: 3_000 })
          .then(
            () => true,
            () => false,
          )
      )
        break;
    }
    await page.getByTestId(`pool-mine-${pool}`).waitFor({ timeout: 1_000 });
    const roundId = await page.getByTestId(`${game}-stage`).getAttribute('data-last-bet-round');
    expect(roundId).toBeTruthy();
    const stake = await page.getByTestId(`pool-${pool}`).getAttribute('data-mine');
    // The round's result is announced (and the stage shows it) only until the next round lands, a few
    // seconds here: the page records both the moment they appear, so a slow step below cannot miss them.
    const [stageId, stageAttr] =
      game === 'roulette'
        ? ['roulette-strip', 'data-result']
        : game === 'dice'
          ? ['dice-faces', 'data-result']
          : ['dingdong-reel', 'data-landed'];
    await page.evaluate(
      ({ id, stageId, stageAttr }) => {
        type Seen = { result: string; at: number; stages: Array<string | null> };
        const w = window as unknown as { kasinoAnnounced?: Seen };
        const record = () => {
          const el = document.querySelector('[data-testid="round-result"]');
          if (!el || el.getAttribute('data-round-id') !== id) return;
          const seen = (w.kasinoAnnounced ??= { result: el.getAttribute('data-result')!, at: Date.now(), stages: [] });
          const stage = document.querySelector(`[data-testid="${stageId}"]`)?.getAttribute(stageAttr) ?? null;
          if (seen.stages.at(-1) !== stage) seen.stages.push(stage);
        };
        new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
        record();
      },
      { id: roundId!, stageId, stageAttr },
    );
    await waitForText(page.getByTestId('balance'), rupiah(String(50_000 - Number(stake))));
    await page.evaluate(() => window.scrollTo(0, 0));
    await e2e.shot(page, `${game}-bet`);

    // The stage lands on the result; then my result and the history show it.
    const result = page.locator(`[data-testid="round-my-result"][data-round-id="${roundId}"]`);
    await result.waitFor({ timeout: 25_000 });
    const win = await result.getAttribute('data-win-amount');
    // The round's result is announced once the history has it, which may follow my result line.
    const announcedNow = () =>
      page.evaluate(
        () =>
          (window as unknown as { kasinoAnnounced?: { result: string; at: number; stages: Array<string | null> } }).kasinoAnnounced ?? null,
      );
    await expect.poll(announcedNow, { timeout: 10_000 }).not.toBeNull();
    const announced = (await announcedNow())!;
    // Issue 17 #4: the stage lands (and the result is announced) in the closed window, before the
    // next period's first second, not seconds into the next round. Browser and server share a clock here.
    // (Here the next period's first second is 200 ms: rounds run at 20%. It lands about 250 ms before the end.)
    expect(announced.at).toBeLessThan(roundEndOf(roundId!, POOL_PERIOD_MS) + 1_000 * 0.2);
    const landed = announced.result;
    expect(landed).toBeTruthy();
    const outcome = JSON.parse(landed!) as Record<string, unknown>;
    if (game === 'roulette') expect(Number(win) > 0).toBe(outcome.colour === pool);
    if (game === 'dice') expect(Number(win) > 0).toBe((outcome.result as number[]).includes(Number(pool)));
    if (game === 'dingdong') expect(Number(win) > 0).toBe(outcome.result === pool);
    // The stage lands on the same result.
    const expectedStage =
      game === 'roulette'
        ? String(outcome.resultNumber)
        : game === 'dice'
          ? (outcome.result as number[]).join(',')
          : String(outcome.result);
    // While the round is announced, the stage stands on (or lands on) the same result.
    await expect.poll(async () => (await announcedNow())!.stages, { timeout: 3_000 }).toContain(expectedStage);
    await page.getByTestId('round-history-pill').first().waitFor();
    const final = await expectBalanceSynced(page, base, user.token);
    expect(Number(final)).toBe(50_000 - Number(stake) + Number(win));
    await page.evaluate(() => window.scrollTo(0, 0));
    await e2e.shot(page, game);
    await page.getByTestId('tab-mine').click();
    await page.locator('[data-testid="my-round-bet"][data-status="settled"]').first().waitFor();
    await context.close();
  });

  it('plays Crash: a bet in preparation, cashed out in flight', { timeout: 180_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '50000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    open.push(page);
    await page.goto('/game/crash');
    await expectWsReady(page);
    await waitForText(page.getByTestId('balance'), 'Rp 50.000');
    await page.getByTestId('crash-graph').waitFor();

    // Rounds run five times faster here, so on a loaded machine a tap can come after the crash: keep playing
    // rounds (each a few seconds) until one is cashed out, within a time budget rather than a count.
    let cashed = false;
    const until = Date.now() + 120_000;
    for (let attempt = 0; Date.now() < until && !cashed; attempt++) {
      // A round in preparation takes the bet.
      await page.locator('[data-testid="crash-stage"][data-status="PREPARATION"]').waitFor({ timeout: 30_000 });
      await page
        .locator('[data-testid="crash-action"][data-kind="bet"]:not([disabled])')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      // The button leaves "bet" once the server took the stake; give the answer a moment on a slow machine.
      await page
        .locator('[data-testid="crash-action"]:not([data-kind="bet"])')
        .waitFor({ timeout: 3_000 })
        .catch(() => undefined);
      const kind = await page.getByTestId('crash-action').getAttribute('data-kind');
      if (kind === 'bet') {
        // Too late for this round (a loaded machine): wait for the next preparation, not this one again.
        const missed = await page.getByTestId('crash-stage').getAttribute('data-round-id');
        await page
          .locator(`[data-testid="crash-stage"][data-status="PREPARATION"]:not([data-round-id="${missed}"])`)
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
        continue;
      }
      if (attempt === 0) await e2e.shot(page, 'crash-preparation');
      // In flight: cash out as soon as the button offers it, unless the round crashed first.
      const betRound = await page.getByTestId('crash-stage').getAttribute('data-round-id');
      const escape = page.locator('[data-testid="crash-action"][data-kind="escape"]');
      const movedOn = page.locator(`[data-testid="crash-stage"][data-status="PREPARATION"]:not([data-round-id="${betRound}"])`);
      await Promise.race([escape.waitFor({ timeout: 30_000 }), movedOn.waitFor({ timeout: 30_000 })]);
      if (!(await escape.isVisible())) continue; // crashed before the button could be pressed
      await e2e.shot(page, 'crash-flight');
      await escape.click({ timeout: 2_000 }).catch(() => undefined);
      await Promise.race([page.getByTestId('crash-cashed').waitFor({ timeout: 30_000 }), movedOn.waitFor({ timeout: 30_000 })]);
      cashed = await page.getByTestId('crash-cashed').isVisible();
    }
    expect(cashed).toBe(true);
    const rate = Number(await page.getByTestId('crash-cashed').getAttribute('data-rate'));
    expect(rate).toBeGreaterThanOrEqual(1);
    await e2e.shot(page, 'crash-cashed');
    // The round crashes at its target; the explosion is shown before the next preparation.
    await page.locator('[data-testid="crash-graph"][data-status="SQUIB"]').waitFor({ timeout: 30_000 });
    await page.getByTestId('crash-history-pill').first().waitFor();
    await e2e.shot(page, 'crash');
    await expectBalanceSynced(page, base, user.token);
    await context.close();
  });

  it('celebrates a big win the server cashed out at the automatic rate', { timeout: 180_000 }, async () => {
    const base = e2e.server.url;
    const user = await registerUser(base);
    await depositAndWait(base, user.token, '1100000');
    const { page, context } = await e2e.newPage();
    await signInContext(context, e2e.server.url, user);
    open.push(page);
    await page.goto('/game/crash');
    await expectWsReady(page);
    await waitForText(page.getByTestId('balance'), 'Rp 1.100.000');
    // Rp 1.000.000 out at 1,01x pays Rp 1.010.000: a big win by the feed's rule (Rp 1.000.000 back).
    await page.getByTestId('bet-amount').fill('1000000');
    const bigWins = () => page.evaluate(() => Number(document.body.dataset.bigWins ?? '0'));
    // A round can crash below 1,01x (about one in fifty): play until one is cashed out, within a budget.
    const until = Date.now() + 120_000;
    let cashed = false;
    await page.getByTestId('crash-auto').fill('1,01');
    while (!cashed && Date.now() < until) {
      // A round in preparation takes the bet (as in the test above, a tap can come too late on a busy machine).
      await page.locator('[data-testid="crash-stage"][data-status="PREPARATION"]').waitFor({ timeout: 30_000 });
      const preparing = await page.getByTestId('crash-stage').getAttribute('data-round-id');
      await page
        .locator('[data-testid="crash-action"][data-kind="bet"]:not([disabled])')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      const taken = await page
        .locator('[data-testid="crash-action"]:not([data-kind="bet"])')
        .waitFor({ timeout: 3_000 })
        .then(
          () => true,
          () => false,
        );
      if (!taken) {
        await page
          .locator(`[data-testid="crash-stage"][data-status="PREPARATION"]:not([data-round-id="${preparing}"])`)
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
        continue;
      }
      await Promise.race([
        page.getByTestId('crash-cashed').waitFor({ timeout: 60_000 }),
        page.getByTestId('crash-lost').waitFor({ timeout: 60_000 }),
      ]);
      cashed = await page.getByTestId('crash-cashed').isVisible();
      // A round that crashed first took the whole stake: top up, or every later round refuses the bet.
      if (!cashed) await depositAndWait(base, user.token, '1000000');
    }
    expect(cashed).toBe(true);
    expect(await page.getByTestId('crash-cashed').getAttribute('data-rate')).toBe('1.01');
    await expect.poll(bigWins, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await expectBalanceSynced(page, base, user.token);
    await context.close();
  });
});
