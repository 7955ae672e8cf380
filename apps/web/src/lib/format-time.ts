/**
 * Dates and times in Indonesian (id-ID), the way records and receipts show them: the text
 * Intl.DateTimeFormat("id-ID") gives, written out here. A phone's first Intl formatter loads the
 * locale's data: 30-50 ms of a mid-range phone's main thread, right while the first screen comes alive.
 */

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const WIB_OFFSET_MS = 7 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
}

/** The calendar fields of a moment: on this device's clock, or in WIB (UTC+7, no daylight saving). */
function partsOf(epochMs: number, zone: 'local' | 'wib'): Parts {
  if (zone === 'wib') {
    const d = new Date(epochMs + WIB_OFFSET_MS);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth(),
      day: d.getUTCDate(),
      weekday: d.getUTCDay(),
      hours: d.getUTCHours(),
      minutes: d.getUTCMinutes(),
    };
  }
  const d = new Date(epochMs);
  return {
    year: d.getFullYear(),
    month: d.getMonth(),
    day: d.getDate(),
    weekday: d.getDay(),
    hours: d.getHours(),
    minutes: d.getMinutes(),
  };
}

/** "22 Nov 2025, 16.05". */
export function formatDateTime(epochMs: number): string {
  const p = partsOf(epochMs, 'local');
  return `${p.day} ${MONTHS_SHORT[p.month]} ${p.year}, ${two(p.hours)}.${two(p.minutes)}`;
}

/** "16.05". */
export function formatClock(epochMs: number): string {
  const p = partsOf(epochMs, 'local');
  return `${two(p.hours)}.${two(p.minutes)}`;
}

/** "Sabtu, 22 November 2025". */
export function formatDay(epochMs: number): string {
  const p = partsOf(epochMs, 'local');
  return `${WEEKDAYS[p.weekday]}, ${p.day} ${MONTHS[p.month]} ${p.year}`;
}

/** "22 November 2025", or with `short` "22 Nov 2025"; on this device's clock or in WIB. */
export function formatDate(epochMs: number, options: { short?: boolean; zone?: 'local' | 'wib' } = {}): string {
  const p = partsOf(epochMs, options.zone ?? 'local');
  return `${p.day} ${(options.short ? MONTHS_SHORT : MONTHS)[p.month]} ${p.year}`;
}

/** A WIB day as the server settles it ("2026-11-28") on that calendar day: "28 Nov 2026"; anything else as it came. */
export function formatWibDay(day: string): string {
  const at = Date.parse(`${day}T12:00:00+07:00`);
  return Number.isNaN(at) ? day : formatDate(at, { short: true, zone: 'wib' });
}

/** Local midnight of the day `daysAgo` days before today (0 = today), as epoch ms. */
export function startOfDay(daysAgo: number, now = Date.now()): number {
  const date = new Date(now);
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() - daysAgo);
  return date.getTime();
}

/** Seconds the Indonesian way: "30 dtk", and with `fractionDigits` 1 "1,6 dtk". */
export const formatSeconds = (seconds: number, fractionDigits = 0): string => `${seconds.toFixed(fractionDigits).replace('.', ',')} dtk`;

/** "mm:ss" (or "h:mm:ss") for a remaining duration; never negative. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1_000));
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
