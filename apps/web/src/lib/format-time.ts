/** Dates and times in Indonesian (id-ID), the way records and receipts show them. */

const dateTime = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const clock = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });
const dayTitle = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "22 Nov 2025 16.05". */
export const formatDateTime = (epochMs: number): string => dateTime.format(new Date(epochMs));

/** "16.05". */
export const formatClock = (epochMs: number): string => clock.format(new Date(epochMs));

/** "Sabtu, 22 November 2025". */
export const formatDay = (epochMs: number): string => dayTitle.format(new Date(epochMs));

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
