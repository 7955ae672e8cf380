import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const Page: ComponentType<{ name: string }> = ({ name }) => createElement('p', null, `halaman ${name}`);
const load = () => Promise.resolve({ default: Page });
const render = (Component: ComponentType<{ name: string }>) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'memuat') }, createElement(Component, { name: 'dompet' })));

describe('a lazily loaded page', () => {
  it('renders in the first pass once preloaded, where a plain lazy component suspends', async () => {
    const page = lazyPage(load);
    await page.preload();
    expect(render(page)).toContain('halaman dompet');

    const plain = lazy(load);
    await load();
    expect(render(plain)).toContain('memuat');
  });

  it('suspends while its code is not loaded', () => {
    expect(render(lazyPage(load))).toContain('memuat');
  });

  it('loads once for every preload, and again after a failed download', async () => {
    let calls = 0;
    let fail = true;
    const page = lazyPage(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : load();
    });
    await expect(page.preload()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([page.preload(), page.preload()]);
    expect(calls).toBe(2);
    expect(render(page)).toContain('halaman dompet');
  });
});
