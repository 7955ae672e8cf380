/**
 * The size budget (size-budget.mjs) run by the real size-limit on a copy of the build: today's build
 * passes, and an oversized import in the lobby's first load or in one route's chunk fails the check.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(import.meta.dirname, 'dist'));
const config = path.join(import.meta.dirname, 'size-budget.mjs');
const sizeLimit = path.join(path.dirname(createRequire(import.meta.url).resolve('size-limit/package.json')), 'bin.js');

/** Runs size-limit against `buildDir`; returns its exit code and what it printed. */
function check(buildDir: string): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [sizeLimit, '--config', config, '--hide-passed'], {
      env: { ...process.env, SIZE_BUDGET_DIST: buildDir },
      encoding: 'utf8',
    });
    return { code: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

/** A copy of the build's index.html and scripts, to be made heavier. */
function copyOfBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kasino-size-'));
  mkdirSync(path.join(dir, 'assets'));
  copyFileSync(path.join(dist, 'index.html'), path.join(dir, 'index.html'));
  for (const f of readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js')))
    copyFileSync(path.join(dist, 'assets', f), path.join(dir, 'assets', f));
  copies.push(dir);
  return dir;
}
const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Random text compresses poorly, like a real library does: about 15 kB gzipped. */
const oversizedImport = () => `\nexport const pulledIn = ${JSON.stringify(randomBytes(15_000).toString('base64'))};\n`;

describe('web size budget', () => {
  it('is built before it is checked', () => {
    expect(existsSync(path.join(dist, 'index.html')), `no build at ${dist}: run npm run build`).toBe(true);
  });

  it("passes today's build", () => {
    const result = check(copyOfBuild());
    expect(result.out).not.toMatch(/exceeded/);
    expect(result.code).toBe(0);
  });

  it("fails when an import makes the lobby's first load heavier", () => {
    const dir = copyOfBuild();
    // The entry is the first modulepreload (plugins/start-after-paint.ts adds its script later).
    const entry = readFileSync(path.join(dir, 'index.html'), 'utf8').match(
      /<link rel="modulepreload" crossorigin href="\/(assets\/index-[^"]+\.js)"/,
    )![1]!;
    appendFileSync(path.join(dir, entry), oversizedImport());
    const result = check(dir);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain('lobby: initial JavaScript');
  });

  it("fails when an import makes one route's chunk pass 40 kB", () => {
    const dir = copyOfBuild();
    const chunk = readdirSync(path.join(dir, 'assets')).find((f) => f.startsWith('wallet-page-') || f.startsWith('account-page-'))!;
    for (let i = 0; i < 3; i++) appendFileSync(path.join(dir, 'assets', chunk), oversizedImport());
    const result = check(dir);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain(`chunk: ${chunk.replace(/-[\w-]{8}\.js$/, '')}`);
    expect(result.out).not.toContain('lobby: initial JavaScript');
  });
});
