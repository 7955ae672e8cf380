/**
 * The hand-written Indonesian formats read exactly as Intl's id-ID ones they replace (Node carries
 * the full ICU data), on many moments and numbers: the phone then never loads its Intl data on the
 * first screen, and the player sees the same text.
 */
import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatNumber } from './format-number.ts';
import { formatClock, formatDate, formatDateTime, formatDay, formatWibDay } from './format-time.ts';

/** 400 moments spread over several years, at odd minutes, around midnight and month ends. */
const moments = Array.from({ length: 400 }, (_, i) => Date.UTC(2024, 0, 1) + i * 4_321_987_654 * 0.37 + (i % 7) * 60_000);

describe('Indonesian dates without Intl', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('id-ID', options);
  it('writes a record time as Intl would, "22 Nov 2025, 16.05"', () => {
    const f = intl({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    for (const at of moments) expect(formatDateTime(at)).toBe(f.format(at));
  });

  it('writes the clock, the day title and the date as Intl would', () => {
    const clock = intl({ hour: '2-digit', minute: '2-digit' });
    const day = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const date = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    const wib = intl({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Jakarta' });
    for (const at of moments) {
      expect(formatClock(at)).toBe(clock.format(at));
      expect(formatDay(at)).toBe(day.format(at));
      expect(formatDate(at)).toBe(date.format(at));
      expect(formatDate(at, { short: true })).toBe(short.format(at));
      expect(formatDate(at, { short: true, zone: 'wib' })).toBe(wib.format(at));
    }
  });

  it('shows a WIB settlement day on its own calendar day', () => {
    expect(formatWibDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatWibDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatWibDay('kemarin')).toBe('kemarin');
  });
});

describe('Indonesian numbers without Intl', () => {
  const values = [
    0, 1, 7, 999, 1000, 1049, 1050, 1234, 9999, 9_950, 12_345, 99_999, 999_949, 999_950, 999_999, 1_000_000, 1_250_000, 123_456_789, 1e9,
    999_960_000_000, 2.5e12,
  ];
  it('shortens counts as Intl compact would: "1,2 rb", "1,3 jt", "1 M"', () => {
    const f = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
    for (const n of values) expect(formatCompact(n), String(n)).toBe(f.format(n));
  });

  it('writes numbers with up to three decimals as toLocaleString would', () => {
    for (const n of [...values, 0.5, 2.5, 1234.5, 12.25, 0.125, 1.23456, -2.5, 37.5]) {
      expect(formatNumber(n), String(n)).toBe(n.toLocaleString('id-ID'));
      if (Number.isInteger(n)) expect(formatCount(n)).toBe(n.toLocaleString('id-ID'));
    }
  });
});
