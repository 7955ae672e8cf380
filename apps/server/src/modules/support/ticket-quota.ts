/**
 * Daily quotas of support tickets per player, so one account cannot flood the support queue or the
 * image storage: at most `ticketsPerDay` tickets and `imagesPerDay` images per WIB calendar day
 * (00:00 WIB to 00:00 WIB, like the other daily limits). The refusal says when the player can try
 * again: the next 00:00 WIB.
 */
import { ownCodes } from '@kasino/shared/errors/catalogue';
import { AppError } from '../../platform/http/app-error.ts';
import { formatWib, periodBounds } from '../protection/periods.ts';

export interface TicketQuota {
  readonly ticketsPerDay: number;
  readonly imagesPerDay: number;
}

/** What the player already sent today. */
export interface SentToday {
  readonly tickets: number;
  readonly images: number;
}

/** The WIB day containing `now`, as [start, end). */
export const quotaDay = (now: number) => periodBounds('day', now);

/**
 * Throws 20291 when one more ticket would exceed the daily ticket quota, 20292 when `newImages`
 * more images would exceed the image quota; otherwise returns.
 */
export function checkTicketQuota(quota: TicketQuota, sent: SentToday, newImages: number, now: number): void {
  const retry = `coba lagi mulai ${formatWib(quotaDay(now).end)}`;
  if (sent.tickets + 1 > quota.ticketsPerDay) {
    throw new AppError(ownCodes.ticketQuota, `Batas ${quota.ticketsPerDay} tiket bantuan per hari sudah tercapai; ${retry}`);
  }
  if (sent.images + newImages > quota.imagesPerDay) {
    const left = Math.max(0, quota.imagesPerDay - sent.images);
    throw new AppError(
      ownCodes.ticketImageQuota,
      `Batas ${quota.imagesPerDay} gambar tiket bantuan per hari sudah tercapai (sisa hari ini: ${left}); kirim tanpa gambar atau ${retry}`,
    );
  }
}
