import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPageHead } from './page-head.ts';

// The web app's own template: its meta tags as written there, one line or several.
const shell = readFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), 'utf8');
const head = { title: 'Roller · Kasino', description: 'Roller di Kasino: tebak lebih tinggi atau lebih rendah.' };

const read = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1],
  ogTitle: /<meta\s+property="og:title"\s+content="([^"]*)"/.exec(html)?.[1],
  ogDescription: /<meta\s+property="og:description"\s+content="([^"]*)"/.exec(html)?.[1],
  canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
  ogUrl: [...html.matchAll(/<meta property="og:url" content="([^"]*)"/g)].map((m) => m[1]),
});

describe('a rendered page’s head', () => {
  it('names the page in the title, the description and their Open Graph copies, with its canonical URL', () => {
    const html = read(withPageHead(shell, head, '/game/roller', 'https://kasino.example'));
    expect(html).toEqual({
      title: head.title,
      description: head.description,
      ogTitle: head.title,
      ogDescription: head.description,
      canonical: ['https://kasino.example/game/roller'],
      ogUrl: ['https://kasino.example/game/roller'],
    });
  });

  it('gives the path alone as canonical and no og:url when no public origin is configured', () => {
    const html = read(withPageHead(shell, head, '/game/roller', null));
    expect(html.canonical).toEqual(['/game/roller']);
    expect(html.ogUrl).toEqual([]);
  });

  it('keeps the site’s title and description for a page that names none', () => {
    const before = read(shell);
    const html = read(withPageHead(shell, null, '/', null));
    expect(html.title).toBe(before.title);
    expect(html.description).toBe(before.description);
    expect(html.canonical).toEqual(['/']);
  });

  it('escapes what it writes into the HTML', () => {
    const html = withPageHead(shell, { title: 'A "B" <script>', description: "it's & more" }, '/x"y', null);
    expect(html).toContain('<title>A &#34;B&#34; &#60;script&#62;</title>');
    expect(html).toContain('content="it&#39;s &#38; more"');
    expect(html).toContain('href="/x&#34;y"');
    expect(html).not.toContain('<script>"');
  });
});
