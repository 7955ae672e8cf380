import { describe, expect, it } from 'vitest';
import { activeBlock, blockEnd, mayReplace, type BlockState } from './block.rules.ts';
import { sessionStartAt } from './reality.rules.ts';

const now = Date.parse('2025-01-31T10:00:00Z');
const HOUR = 3_600_000;

describe('blockEnd', () => {
  it('counts cool-offs in hours and self-exclusions in calendar months', () => {
    expect(blockEnd('24h', now)).toBe(now + 24 * HOUR);
    expect(blockEnd('7d', now)).toBe(now + 7 * 24 * HOUR);
    expect(blockEnd('30d', now)).toBe(now + 30 * 24 * HOUR);
    expect(blockEnd('6m', now)).toBe(Date.parse('2025-07-31T10:00:00Z'));
    expect(blockEnd('1y', now)).toBe(Date.parse('2026-01-31T10:00:00Z'));
    expect(blockEnd('permanent', now)).toBeNull();
  });
});

describe('activeBlock and mayReplace', () => {
  const coolOff: BlockState = { kind: 'cool_off', duration: '7d', since: now, until: now + 7 * 24 * HOUR };
  const forever: BlockState = { kind: 'self_exclusion', duration: 'permanent', since: now, until: null };

  it('is active until its end, and a permanent one forever', () => {
    expect(activeBlock(coolOff, now + 1)).toBe(coolOff);
    expect(activeBlock(coolOff, coolOff.until! - 1)).toBe(coolOff);
    expect(activeBlock(coolOff, coolOff.until!)).toBeNull();
    expect(activeBlock(forever, now + 100 * 365 * 24 * HOUR)).toBe(forever);
    expect(activeBlock(null, now)).toBeNull();
  });

  it('accepts only a block that ends later than the active one', () => {
    expect(mayReplace(null, now + HOUR)).toBe(true);
    expect(mayReplace(coolOff, now + 24 * HOUR)).toBe(false);
    expect(mayReplace(coolOff, coolOff.until)).toBe(false);
    expect(mayReplace(coolOff, coolOff.until! + 1)).toBe(true);
    expect(mayReplace(coolOff, null)).toBe(true);
    expect(mayReplace(forever, null)).toBe(false);
  });
});

describe('sessionStartAt (reality check)', () => {
  const wib = (iso: string) => Date.parse(`${iso}+07:00`);
  it('counts from the login when it was today', () => {
    expect(sessionStartAt(null, wib('2025-05-14T09:00:00'), wib('2025-05-14T10:00:00'))).toEqual({
      start: wib('2025-05-14T09:00:00'),
      changed: true,
    });
  });
  it('counts from the first activity of the day when the login was earlier', () => {
    expect(sessionStartAt(null, wib('2025-05-13T22:00:00'), wib('2025-05-14T08:00:00'))).toEqual({
      start: wib('2025-05-14T08:00:00'),
      changed: true,
    });
    expect(sessionStartAt(wib('2025-05-13T22:00:00'), wib('2025-05-13T22:00:00'), wib('2025-05-14T00:10:00'))).toEqual({
      start: wib('2025-05-14T00:10:00'),
      changed: true,
    });
  });
  it('keeps a start stored today', () => {
    expect(sessionStartAt(wib('2025-05-14T08:00:00'), wib('2025-05-13T22:00:00'), wib('2025-05-14T11:00:00'))).toEqual({
      start: wib('2025-05-14T08:00:00'),
      changed: false,
    });
  });
});
