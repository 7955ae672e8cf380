import { describe, expect, it } from 'vitest';
import { id, idParts } from './id.ts';
import { lazyIdParts } from './lazy-parts.ts';

describe('the Indonesian resource merged from the features', () => {
  it('gives every top-level section to exactly one part, whether merged at start or added with its screen', () => {
    const owners = new Map<string, number>();
    [...idParts, ...lazyIdParts].forEach((part, index) => {
      for (const section of Object.keys(part)) {
        expect(owners.get(section), `section "${section}" is claimed twice`).toBeUndefined();
        owners.set(section, index);
      }
    });
    expect(Object.keys(id).sort()).toEqual([...new Set(idParts.flatMap((p) => Object.keys(p)))].sort());
  });
});
