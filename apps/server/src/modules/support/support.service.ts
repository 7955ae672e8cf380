/**
 * Support tickets (work orders): a subject, a message and at most three images. Checks, in order
 * after auth:
 *  1. subject and message present and within their lengths (3 naming the field);
 *  2. at most MAX_TICKET_IMAGES images (20161);
 *  3. each image at most MAX_TICKET_IMAGE_BYTES (20162);
 *  4. each image really a PNG, JPEG or WebP by its magic bytes (20163).
 *  5. within the player's daily quota of tickets and images (20291, 20292; ticket-quota.ts), counted
 *     inside the ticket's transaction (PostgreSQL: under a lock on the player's row) so parallel
 *     sends cannot overrun it.
 * Only the owner sees a ticket or its images; another user's ticket looks exactly like a missing one (20160).
 * Image bytes go to the blob store (blob-store.ts) before the transaction; the row keeps the key. A
 * refused or failed ticket removes what it stored, so nothing of it remains. Rows from before the
 * blob store keep their bytes in `data` and are served from there.
 */
import { randomBytes } from 'node:crypto';
import {
  MAX_TICKET_IMAGES,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketImageType,
  type TicketView,
} from '@kasino/shared/protocol/protection';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { BlobStore } from './blob-store.ts';
import type { ImageMeta, SupportRepository, TicketRow } from './support.repository.ts';
import { checkTicketQuota, quotaDay, type TicketQuota } from './ticket-quota.ts';

/** One uploaded image, already checked by the route (size) and sniffed (type). */
export interface TicketImageUpload {
  type: TicketImageType;
  data: Uint8Array;
}

export interface NewTicket {
  subject: string;
  message: string;
  images: TicketImageUpload[];
}

const newId = (prefix: string, now: number) => `${prefix}${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

export class SupportService {
  constructor(
    private readonly repo: SupportRepository,
    private readonly blobs: BlobStore,
    private readonly quota: TicketQuota,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Refuses early, before a form is read, when the player has no ticket left today (the check in
   * `create` is the one that counts).
   */
  async checkQuota(userId: number): Promise<void> {
    const now = this.now();
    checkTicketQuota(this.quota, await this.repo.sentSince(null, userId, quotaDay(now).start), 0, now);
  }

  /** Rule 1, applied to the text fields of a multipart form. */
  static checkText(subject: string | undefined, message: string | undefined): { subject: string; message: string } {
    const s = (subject ?? '').trim();
    const m = (message ?? '').trim();
    if (!s || s.length > TICKET_SUBJECT_MAX) throw AppError.invalid('subject', `1-${TICKET_SUBJECT_MAX} karakter`);
    if (!m || m.length > TICKET_MESSAGE_MAX) throw AppError.invalid('message', `1-${TICKET_MESSAGE_MAX} karakter`);
    return { subject: s, message: m };
  }

  async create(userId: number, ticket: NewTicket): Promise<TicketView> {
    if (ticket.images.length > MAX_TICKET_IMAGES) throw new AppError(20161); // rule 2 (the route already stops a 4th)
    const now = this.now();
    const id = newId('T', now);
    const images = ticket.images.map((image, position) => {
      const imageId = newId('I', now);
      return { ...image, id: imageId, position, size: image.data.length, key: `support/${id}/${imageId}` };
    });
    try {
      // The bytes first, outside the transaction: it then holds its lock only for a few small rows.
      await Promise.all(images.map((image) => this.blobs.put(image.key, image.data)));
      await this.repo.transaction(async (tx) => {
        await this.repo.lockPlayer(tx, userId); // rule 5 counts parallel tickets of the player
        checkTicketQuota(this.quota, await this.repo.sentSince(tx, userId, quotaDay(now).start), images.length, now);
        await this.repo.insertTicket(tx, { id, userId, subject: ticket.subject, message: ticket.message, now }, images);
      });
    } catch (error) {
      // Refused or failed: no ticket, and none of its images left behind.
      await Promise.allSettled(images.map((image) => this.blobs.delete(image.key)));
      throw error;
    }
    return this.get(userId, id);
  }

  async list(userId: number, page: number, count: number): Promise<{ list: TicketView[]; total: number; page: number; count: number }> {
    const { rows, total } = await this.repo.page(userId, page, count);
    const images = await this.repo.imagesOf(rows.map((r) => r.id));
    const list = rows.map((r) =>
      this.present(
        r,
        images.filter((i) => i.ticket_id === r.id),
      ),
    );
    return { list, total, page, count };
  }

  async get(userId: number, id: string): Promise<TicketView> {
    const row = await this.repo.ticket(id);
    if (!row || num(row.user_id) !== userId) throw new AppError(20160);
    return this.present(row, await this.repo.imagesOf([id]));
  }

  /** The bytes of one image of the caller's own ticket: from the blob store, or from the row (before 0012). */
  async image(userId: number, ticketId: string, imageId: string): Promise<{ type: string; data: Uint8Array }> {
    const row = await this.repo.image(ticketId, imageId);
    if (!row || num(row.user_id) !== userId) throw new AppError(20160);
    const data = row.storage_key ? await this.blobs.get(row.storage_key) : row.data;
    if (!data) throw new AppError(20160); // the store lost it: as missing, never a half answer
    return { type: row.mime, data };
  }

  private present(row: TicketRow, images: ImageMeta[]): TicketView {
    return {
      id: row.id,
      subject: row.subject,
      message: row.message,
      status: row.status as TicketView['status'],
      images: images.map((i) => ({
        id: i.id,
        type: i.mime as TicketImageType,
        size: num(i.size),
        url: `/main/support/tickets/${row.id}/images/${i.id}`,
      })),
      createdAt: num(row.created_at),
    };
  }
}
