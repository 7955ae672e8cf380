import { describe, expect, it } from 'vitest';
import { id, idParts } from './id.ts';

describe('the Indonesian resource merged from the features', () => {
  it('gives every top-level section to exactly one part', () => {
    const owners = new Map<string, number>();
    idParts.forEach((part, index) => {
      for (const section of Object.keys(part)) {
        expect(owners.get(section), `section "${section}" is claimed twice`).toBeUndefined();
        owners.set(section, index);
      }
    });
    expect([...owners.keys()].sort()).toEqual(Object.keys(id).sort());
  });
});
