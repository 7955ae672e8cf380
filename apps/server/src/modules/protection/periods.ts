/**
 * Limit periods are calendar periods in WIB (Asia/Jakarta, UTC+7, no daylight saving), like the
 * daily withdrawal limit: a day starts at 00:00 WIB, a week on Monday 00:00 WIB, a month on the 1st
 * at 00:00 WIB. Calendar, not rolling: a player who hits a daily limit can play again after midnight.
 */
import type { LimitPeriod } from '@kasino/shared/protocol/protection';

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;

export interface PeriodBounds {
  start: number;
  end: number;
}

/** The period containing `now` (epoch ms), as [start, end). */
export function periodBounds(period: LimitPeriod, now: number): PeriodBounds {
  const local = now + WIB_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  switch (period) {
    case 'day':
      return { start: dayStart - WIB_OFFSET_MS, end: dayStart + DAY_MS - WIB_OFFSET_MS };
    case 'week': {
      // getUTCDay on the shifted time is the WIB weekday; 0 is Sunday, so Monday is 1.
      const sinceMonday = (new Date(local).getUTCDay() + 6) % 7;
      const start = dayStart - sinceMonday * DAY_MS;
      return { start: start - WIB_OFFSET_MS, end: start + 7 * DAY_MS - WIB_OFFSET_MS };
    }
    case 'month': {
      const d = new Date(local);
      return {
        start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - WIB_OFFSET_MS,
        end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - WIB_OFFSET_MS,
      };
    }
    default: {
      const never: never = period;
      throw new Error(`unknown period ${String(never)}`);
    }
  }
}

const wibFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "12 Mei 2025 14.30 WIB", for messages that name a moment. */
export const formatWib = (epochMs: number): string => `${wibFormat.format(new Date(epochMs))} WIB`;

/** The WIB calendar day of a moment, "2025-05-12" (the key daily statistics are kept under). */
export const wibDay = (epochMs: number): string => new Date(periodBounds('day', epochMs).start + WIB_OFFSET_MS).toISOString().slice(0, 10);
