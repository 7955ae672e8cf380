/**
 * Lighthouse (mobile profile, its default simulated slow 4G and CPU ×4) on the four pages issue 19
 * names: `/`, `/game/roller`, `/activity` and `/wallet` (logged in). Each page is loaded cold three
 * times (browser cache cleared, session kept) and the median run by performance score is reported.
 * Scores are noisy, so they live here in the bench, not in CI.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { quietChromium } from '../e2e/chromium-switches.ts';

export const lighthousePages = ['/', '/game/roller', '/activity', '/wallet'] as const;

/** BENCH_LH_PAGES=/,/wallet measures only those pages (to try a change on one page quickly). */
const pagesToMeasure = (): readonly string[] => {
  const only = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
  return only?.length ? only : lighthousePages;
};

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed (a typical desktop ~1000-2000); its CPU x4 assumes one. */
  benchmarkIndex: number;
  runs: number[];
}

const CHROME_FLAGS = ['--headless=new', ...quietChromium];

/** Runs Lighthouse on each page for a logged-in player (`token` cookie and the app's session marker). */
export async function lighthouseFigures(
  baseUrl: string,
  login: { token: string; userId: number },
  runs = Number(process.env.BENCH_LH_RUNS ?? 3),
): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir: mkdtempSync(path.join(tmpdir(), 'kasino-lh-')),
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    // The session as the web app keeps it: the httpOnly cookie and the non-secret marker.
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await browser.setCookie({
      name: 'token',
      value: login.token,
      domain: new URL(baseUrl).hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    await page.evaluate((marker) => localStorage.setItem('session', marker), `user:${login.userId}`);
    const cdp = await page.createCDPSession();
    const figures: PageFigures[] = [];
    for (const pagePath of pagesToMeasure()) {
      const results: PageFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await measuredRun(baseUrl + pagePath, chrome.port, () => cdp.send('Network.clearBrowserCache'));
        saveReport(pagePath, i, lhr);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          path: pagePath,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          tbtMs: Math.round(numeric('total-blocking-time')),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          runs: [],
        });
      }
      const sorted = [...results].sort((a, b) => a.performance - b.performance);
      figures.push({ ...sorted[Math.floor(sorted.length / 2)]!, runs: results.map((r) => r.performance) });
    }
    return figures;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/**
 * BENCH_LH_CPU=<n> slows the simulated CPU n times instead of Lighthouse's 4. Its 4 stands for a phone on
 * a host of some benchmarkIndex (the table's last column); on a host twice as fast the same phone is
 * about 8, so a figure can be compared with one from a slower machine, or the margin be seen.
 */
function cpuFlags(): { throttling?: { cpuSlowdownMultiplier: number } } {
  const multiplier = Number(process.env.BENCH_LH_CPU);
  return multiplier > 0 ? { throttling: { cpuSlowdownMultiplier: multiplier } } : {};
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * One cold Lighthouse run of a page. A run whose trace Lighthouse could not record (its runtimeError,
 * e.g. NO_NAVSTART) has no figures at all, and counting it as a score of 0 would make the median
 * wrong: it is run again, up to twice.
 */
async function measuredRun(url: string, port: number, clearCache: () => Promise<unknown>): Promise<Lhr> {
  let error = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    await clearCache();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', disableStorageReset: true, ...cpuFlags() });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    console.warn(`Lighthouse could not measure ${url} (${error}); running it again`);
  }
  throw new Error(`Lighthouse could not measure ${url} three times: ${error}`);
}

/** BENCH_LH_REPORT_DIR=<dir> keeps each run's full report (open it in the Lighthouse viewer) to see why a figure is what it is. */
function saveReport(pagePath: string, run: number, lhr: object): void {
  const dir = process.env.BENCH_LH_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = pagePath.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'lobby';
  writeFileSync(path.join(dir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

/** Prints the figures as a table beside the targets. */
export function printLighthouse(figures: PageFigures[]): void {
  console.log(
    '\n| Lighthouse mobile, median run (performance of each run) | performance | accessibility | best practices | SEO | TBT | LCP | CLS | machine |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.path} (${f.runs.join(', ')}) | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.tbtMs} ms | ${f.lcpMs} ms | ${f.cls} | ${f.benchmarkIndex} |`,
    );
  }
  console.log('| target | ≥ 95 | ≥ 95 | ≥ 95 | ≥ 95 | ≤ 150 ms | | ≤ 0.02 | (benchmarkIndex) |');
  if (process.env.BENCH_LH_CPU) console.log(`CPU slowed ${process.env.BENCH_LH_CPU}x (BENCH_LH_CPU), not Lighthouse's 4x.`);
}
