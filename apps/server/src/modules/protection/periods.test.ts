import { describe, expect, it } from 'vitest';
import { periodBounds } from './periods.ts';

/** Epoch ms of a WIB wall-clock time. */
const wib = (iso: string) => Date.parse(`${iso}+07:00`);

describe('periodBounds (calendar periods in WIB)', () => {
  it.each([
    // A day starts at 00:00 WIB, which is 17:00 UTC the day before.
    ['day', '2025-05-14T00:00:00', '2025-05-14T00:00:00', '2025-05-15T00:00:00'],
    ['day', '2025-05-14T23:59:59', '2025-05-14T00:00:00', '2025-05-15T00:00:00'],
    ['day', '2025-05-14T06:30:00', '2025-05-14T00:00:00', '2025-05-15T00:00:00'],
    // Weeks start on Monday: 2025-05-12 is a Monday, 2025-05-18 a Sunday.
    ['week', '2025-05-12T00:00:00', '2025-05-12T00:00:00', '2025-05-19T00:00:00'],
    ['week', '2025-05-18T23:59:00', '2025-05-12T00:00:00', '2025-05-19T00:00:00'],
    ['week', '2025-05-14T03:00:00', '2025-05-12T00:00:00', '2025-05-19T00:00:00'],
    // Months start on the 1st; December rolls into the next year; February of a leap year.
    ['month', '2025-05-01T00:00:00', '2025-05-01T00:00:00', '2025-06-01T00:00:00'],
    ['month', '2025-12-31T23:00:00', '2025-12-01T00:00:00', '2026-01-01T00:00:00'],
    ['month', '2024-02-29T12:00:00', '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
  ] as const)('%s containing %s WIB is [%s, %s)', (period, at, start, end) => {
    expect(periodBounds(period, wib(at))).toEqual({ start: wib(start), end: wib(end) });
  });

  it('puts 23:30 UTC (06:30 WIB next day) in the next WIB day', () => {
    const now = Date.parse('2025-05-13T23:30:00Z');
    expect(periodBounds('day', now).start).toBe(wib('2025-05-14T00:00:00'));
  });
});
