import { describe, expect, it } from 'vitest';
import { modulesAfterPaint, preloadLinks, routeMatcher, type RoutePreload } from './route-preloads.ts';

const route = (path: string): RoutePreload => ({
  path,
  files: [`/assets/${path.replace(/\W+/g, '-') || 'home'}.js`, '/assets/icon.js'],
  own: 1,
});

describe('routeMatcher', () => {
  const routes = ['/', '/game/:id', '/game/roller', '/activity', '/activity/deposit/*', '/inbox/:id', '/wallet'].map(route);
  const match = routeMatcher(routes);

  it('picks a route as the router ranks them: static, then parameter, then splat', () => {
    expect(match('/')?.path).toBe('/');
    expect(match('/game/roller')?.path).toBe('/game/roller');
    expect(match('/game/pg-mahjong-ways')?.path).toBe('/game/:id');
    expect(match('/activity')?.path).toBe('/activity');
    expect(match('/activity/')?.path).toBe('/activity');
    expect(match('/activity/deposit')?.path).toBe('/activity/deposit/*');
    expect(match('/activity/deposit/first/rules')?.path).toBe('/activity/deposit/*');
    expect(match('/inbox/42')?.path).toBe('/inbox/:id');
  });

  it('matches no route for a path the app does not have, or a part of one', () => {
    expect(match('/nothing-here')).toBeNull();
    expect(match('/wallets')).toBeNull();
    expect(match('/game/roller/extra')).toBeNull();
    expect(match('/inbox')).toBeNull();
  });

  it('writes one modulepreload per file, and nothing for no route', () => {
    expect(preloadLinks(route('/wallet'))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/-wallet.js"><link rel="modulepreload" crossorigin href="/assets/icon.js">',
    );
    expect(preloadLinks(null)).toBe('');
  });

  it("moves a rendered page's modulepreloads into the list its starter preloads after the first paint, in order", () => {
    const head = `<head><link rel="stylesheet" crossorigin href="/assets/shell.css"><link rel="modulepreload" crossorigin href="/assets/index-Ab.js">${preloadLinks(route('/wallet'))}</head>`;
    const { html, list } = modulesAfterPaint(head);
    expect(html).toBe('<head><link rel="stylesheet" crossorigin href="/assets/shell.css"></head>');
    expect(list).toBe(
      '<script type="application/json" id="kasino-modules">["/assets/index-Ab.js","/assets/-wallet.js","/assets/icon.js"]</script>',
    );
    expect(modulesAfterPaint('<head></head>').list).toContain('>[]</script>');
  });
});
