import { describe, expect, it } from 'vitest';
import { displayErrorText, errorCatalogue, errorEntry, isAuthFailure } from './catalogue.ts';

const specCodes = [
  0, 666, 1, 3, 206, 667, 700, 1004, 10002, 701, 1305, 10013, 702, 711, 712, 716, 1000, 1018, 1023, 1028, 1045, 1046, 1049, 1051, 1052,
  1201, 1203, 2001, 2002, 3002, 3008, 3009, 3010, 3021, 3036, 3037, 7033, 4001, 4002, 7003, 7010, 7011, 7017, 7021, 7031, 7032, 8003, 8004,
  10001, 10006,
];

describe('error catalogue', () => {
  it('covers every code of SPEC §8 with Indonesian text', () => {
    for (const code of specCodes) {
      const entry = (errorCatalogue as Record<number, { text: string }>)[code];
      expect(entry, `code ${code}`).toBeDefined();
      expect(entry?.text.length).toBeGreaterThan(3);
    }
  });
  it('marks the silent codes as toast-free', () => {
    for (const code of [14704, 14705, 10024, 10025, 14922]) expect(errorEntry(code).toast).toBe(false);
    expect(errorEntry(700).toast).toBe(true);
  });
  it('treats 1 and 707 as auth failures, 703 as re-auth, and 1321/1331/1371 as info', () => {
    expect(isAuthFailure(1)).toBe(true);
    expect(isAuthFailure(707)).toBe(true);
    expect(isAuthFailure(700)).toBe(false);
    expect(errorEntry(703).action).toBe('reauth');
    for (const code of [1321, 1331, 1371]) expect(errorEntry(code).action).toBe('info');
  });
  it('never answers a 4xx with 0/666', () => {
    expect(errorEntry(0).http).toBe(500);
    expect(errorEntry(666).http).toBe(500);
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      if (entry.http >= 400 && entry.http < 500) expect(['0', '666']).not.toContain(code);
    }
  });
  it('falls back to the service error for unknown codes', () => {
    expect(errorEntry(123456).text).toBe(errorCatalogue[0].text);
  });
  it('replaces texts with Chinese characters', () => {
    expect(displayErrorText(3, '参数错误')).toMatch(/konfigurasi layanan/);
    expect(displayErrorText(700, undefined)).toBe('Saldo tidak mencukupi');
    expect(displayErrorText(700, 'Saldo kurang')).toBe('Saldo kurang');
  });
});
