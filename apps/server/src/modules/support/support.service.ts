/**
 * Support tickets (work orders): a subject, a message and at most three images. Checks, in order
 * after auth:
 *  1. subject and message present and within their lengths (3 naming the field);
 *  2. at most MAX_TICKET_IMAGES images (20161);
 *  3. each image at most MAX_TICKET_IMAGE_BYTES (20162);
 *  4. each image really a PNG, JPEG or WebP by its magic bytes (20163).
 * Only the owner sees a ticket or its images; another user's ticket looks exactly like a missing one (20160).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAX_TICKET_IMAGES, TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, type TicketImageType, type TicketView } from '@kasino/shared/protocol/protection';
import { AppError } from '../../http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

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
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

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
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('support_tickets').values({ id, user_id: userId, subject: ticket.subject, message: ticket.message, status: 'open', created_at: now, updated_at: now }).execute();
      for (const [position, image] of ticket.images.entries()) {
        await trx.insertInto('support_ticket_images').values({ id: newId('I', now), ticket_id: id, position, mime: image.type, size: image.data.length, data: image.data, created_at: now }).execute();
      }
    });
    return this.get(userId, id);
  }

  async list(userId: number, page: number, count: number): Promise<{ list: TicketView[]; total: number; page: number; count: number }> {
    const base = this.db.selectFrom('support_tickets').where('user_id', '=', BigInt(userId));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(count).offset((page - 1) * count).execute(),
      base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const images = rows.length
      ? await this.db.selectFrom('support_ticket_images').select(['id', 'ticket_id', 'mime', 'size', 'position']).where('ticket_id', 'in', rows.map((r) => r.id)).orderBy('position').execute()
      : [];
    const list = rows.map((r) => this.present(r, images.filter((i) => i.ticket_id === r.id)));
    return { list, total: Number(total.n), page, count };
  }

  async get(userId: number, id: string): Promise<TicketView> {
    const row = await this.db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || num(row.user_id) !== userId) throw new AppError(20160);
    const images = await this.db.selectFrom('support_ticket_images').select(['id', 'ticket_id', 'mime', 'size', 'position']).where('ticket_id', '=', id).orderBy('position').execute();
    return this.present(row, images);
  }

  /** The bytes of one image of the caller's own ticket. */
  async image(userId: number, ticketId: string, imageId: string): Promise<{ type: string; data: Uint8Array }> {
    const row = await this.db
      .selectFrom('support_ticket_images')
      .innerJoin('support_tickets', 'support_tickets.id', 'support_ticket_images.ticket_id')
      .select(['support_ticket_images.mime', 'support_ticket_images.data', 'support_tickets.user_id'])
      .where('support_ticket_images.id', '=', imageId)
      .where('support_ticket_images.ticket_id', '=', ticketId)
      .executeTakeFirst();
    if (!row || num(row.user_id) !== userId) throw new AppError(20160);
    return { type: row.mime, data: row.data };
  }

  private present(
    row: { id: string; subject: string; message: string; status: string; created_at: bigint },
    images: Array<{ id: string; mime: string; size: bigint }>,
  ): TicketView {
    return {
      id: row.id,
      subject: row.subject,
      message: row.message,
      status: row.status as TicketView['status'],
      images: images.map((i) => ({ id: i.id, type: i.mime as TicketImageType, size: num(i.size), url: `/main/support/tickets/${row.id}/images/${i.id}` })),
      createdAt: num(row.created_at),
    };
  }
}
