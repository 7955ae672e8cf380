import { describe, expect, it } from 'vitest';
import type { ClaimResult } from '@kasino/shared/protocol/promo';
import { fillPath, splitKey } from '@kasino/shared/protocol/rest-path';
import { apiCall } from './client.ts';

/**
 * Never run: `npm run typecheck` compiles it, and each `@ts-expect-error` fails the build if its line
 * compiles, so a call of a key that is not a row, or with options of another shape, cannot slip in.
 */
export function callsThatMustNotCompile(): void {
  // @ts-expect-error: a key that is not a row of the table
  void apiCall('GET /main/promo/nothing');
  // @ts-expect-error: the row's path with another method
  void apiCall('DELETE /main/promo/claim', { body: { id: 1 } });
  // @ts-expect-error: a row that takes a body, called without one
  void apiCall('POST /main/promo/claim');
  // @ts-expect-error: a body of another shape
  void apiCall('POST /main/promo/claim', { body: { code: 'HADIAH' } });
  // @ts-expect-error: a row with a path param, called without it
  void apiCall('GET /main/promo/grant/:id');
  // @ts-expect-error: the answer read as another type
  const wrong: Promise<string> = apiCall('POST /main/promo/claim', { body: { id: 1 } });
  const right: Promise<ClaimResult> = apiCall('POST /main/promo/claim', { body: { id: 1 } });
  void wrong;
  void right;
}

describe('a REST table key', () => {
  it('names the method and the path, and fills its params', () => {
    expect(splitKey('GET /main/promo/grant/:id')).toEqual({ method: 'GET', path: '/main/promo/grant/:id' });
    expect(fillPath('/main/promo/grant/:id', { id: 42 })).toBe('/main/promo/grant/42');
    expect(fillPath('/main/promo/recharge/:nth', { nth: 'a/b c' })).toBe('/main/promo/recharge/a%2Fb%20c');
    expect(() => fillPath('/main/promo/grant/:id', {})).toThrow(/needs :id/);
  });
});
