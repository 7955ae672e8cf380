/** The reality check's figures: how long a session has lasted, when reminders fall due, the signed net result. */
import './strings.ts';
import type { TFunction } from 'i18next';
import { formatIdr, parseAmount } from '@kasino/shared/money';

export function playedText(t: TFunction, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? t('protection.duration.hours', { h, m }) : t('protection.duration.minutes', { m });
}

/**
 * The reality check's reminders fall every `intervalMin` minutes after the session start; this is
 * how many have fallen due by `now` (0 when off).
 */
export function remindersDue(sessionStart: number, intervalMin: number, now: number): number {
  if (intervalMin <= 0 || now <= sessionStart) return 0;
  return Math.floor((now - sessionStart) / (intervalMin * 60_000));
}

/** A session's net result with its sign: "+Rp 1.500", "-Rp 20.000", "Rp 0". */
export function signedIdr(wire: string): string {
  const value = parseAmount(wire) ?? 0n;
  if (value > 0n) return `+${formatIdr(value)}`;
  if (value < 0n) return `-${formatIdr(-value)}`;
  return formatIdr(0n);
}
