import { describe, expect, it } from 'vitest';
import { cdnImage } from './cdn-image.ts';

describe('cdnImage', () => {
  const cdn = { base: 'https://img.cdn.example', suffix: '?format=jpg&quality=80' };
  it('puts the CDN around a site path', () => {
    expect(cdnImage('/uploads/banner.png', cdn)).toBe('https://img.cdn.example/uploads/banner.png?format=jpg&quality=80');
  });
  it('joins the transform to a path that already has a query', () => {
    expect(cdnImage('/uploads/b.png?v=2', cdn)).toBe('https://img.cdn.example/uploads/b.png?v=2&format=jpg&quality=80');
  });
  it('leaves absolute and empty images, and everything when no CDN is set', () => {
    expect(cdnImage('https://other.example/a.png', cdn)).toBe('https://other.example/a.png');
    expect(cdnImage('//evil.example/a.png', cdn)).toBe('//evil.example/a.png');
    expect(cdnImage('', cdn)).toBe('');
    expect(cdnImage('/uploads/a.png', { base: '', suffix: '' })).toBe('/uploads/a.png');
  });
  it('applies a suffix alone (a CDN in front of the whole site)', () => {
    expect(cdnImage('/uploads/a.png', { base: '', suffix: '?q=80' })).toBe('/uploads/a.png?q=80');
  });
});
