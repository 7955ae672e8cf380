/**
 * The browser's stand-in for i18next answers every string of the app exactly as i18next does: each key
 * of the Indonesian dictionary (merged at start and added with the screens), with its placeholders
 * filled, left out, and with a number; a missing key; a part added twice never overwriting.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { id } from '../id.ts';
import { lazyIdParts } from '../lazy-parts.ts';
import lite, { t } from './i18next.ts';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));

describe('the lite i18next', () => {
  it('says what i18next says for every key, with values, without them and with numbers', async () => {
    const real = i18next.createInstance();
    await real.init({ lng: 'id', resources: { id: { translation: id } }, interpolation: { escapeValue: false }, initAsync: false });
    await lite.init({ resources: { id: { translation: id as unknown as Tree } } });
    for (const part of lazyIdParts) {
      real.addResourceBundle('id', 'translation', part, true, false);
      lite.addResourceBundle('id', 'translation', part as unknown as Tree, true, false);
    }
    const all = [id, ...lazyIdParts].flatMap((part) => keysOf(part as unknown as Tree));
    expect(all.length).toBeGreaterThan(1000);
    const realT = real.t.bind(real) as unknown as (key: string, values?: Record<string, unknown>) => string;
    for (const key of all) {
      const names = [...(realT(key).matchAll(/\{\{\s*(\w+)\s*\}\}/g) ?? [])].map((m) => m[1]!);
      const words = Object.fromEntries(names.map((n) => [n, `<${n}>`]));
      const numbers = Object.fromEntries(names.map((n, i) => [n, 1000 + i]));
      expect(t(key), key).toBe(realT(key));
      expect(t(key, words), key).toBe(realT(key, words));
      expect(t(key, numbers), key).toBe(realT(key, numbers));
    }
    expect(t('no.such.key')).toBe(realT('no.such.key'));
  });

  it('adds a part without overwriting what is there', () => {
    lite.addResourceBundle('id', 'translation', { liteTest: { a: 'satu' } });
    lite.addResourceBundle('id', 'translation', { liteTest: { a: 'dua', b: 'tiga {{n}}' } });
    expect(t('liteTest.a')).toBe('satu');
    expect(t('liteTest.b', { n: 3 })).toBe('tiga 3');
  });
});
