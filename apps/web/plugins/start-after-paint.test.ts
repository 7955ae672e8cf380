import { describe, expect, it } from 'vitest';
import { MODULES_AFTER_PAINT_ID, startAfterPaint } from './start-after-paint.ts';

const built = `<html><head><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-EfGh5678.js"></head>
<body><div id="root"><!--ssr-page--></div><!--ssr-state--></body></html>`;

describe('the entry starts after the first paint', () => {
  const html = startAfterPaint(built);

  it('fetches the entry at once, as a modulepreload in its place, and runs it from the end of the body', () => {
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toContain('<head><link rel="modulepreload" crossorigin href="/assets/index-AbCd1234.js">');
    const starter = html.slice(html.lastIndexOf('<script>'), html.indexOf('</body>'));
    expect(starter).toContain("s.src='/assets/index-AbCd1234.js'");
    expect(starter).toContain("s.crossOrigin=''");
    expect(starter).toContain('first-contentful-paint');
    expect(html.indexOf('<!--ssr-state-->')).toBeLessThan(html.indexOf(starter));
  });

  it('preloads the scripts a server-rendered page lists, before it adds the entry that imports them', () => {
    const starter = html.slice(html.lastIndexOf('<script>'), html.indexOf('</body>'));
    expect(starter).toContain(`getElementById('${MODULES_AFTER_PAINT_ID}')`);
    expect(starter).toContain("p.rel='modulepreload'");
    expect(starter.indexOf("p.rel='modulepreload'")).toBeLessThan(starter.indexOf("s.type='module'"));
  });

  it('refuses a page it cannot start', () => {
    expect(() => startAfterPaint('<html><body></body></html>')).toThrow(/no module entry/);
    expect(() => startAfterPaint('<script type="module" crossorigin src="/a.js"></script>')).toThrow(/no <\/body>/);
  });
});
