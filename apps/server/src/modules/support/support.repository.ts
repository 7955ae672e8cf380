/**
 * Storage of support tickets (`support_tickets`, `support_ticket_images`). Reads are bounded by the
 * ticket id; who may see a ticket is the service's rule (it compares `user_id`).
 */
import type { Kysely, Selectable } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import { num, type Dialect } from '../../platform/db/database.ts';
import type { Database, SupportTicketsTable } from '../../platform/db/schema.ts';

type Tx = Kysely<Database>;
export type TicketRow = Selectable<SupportTicketsTable>;
export interface ImageMeta {
  id: string;
  ticket_id: string;
  mime: string;
  size: bigint;
  position: bigint;
}

export class SupportRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** A transaction over the ticket rows (the quota is counted inside it). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * PostgreSQL: parallel tickets of one player queue on the player's row, so each counts the others.
   * SQLite runs one write transaction at a time already.
   */
  async lockPlayer(tx: Tx, userId: number): Promise<void> {
    if (this.dialect === 'postgres')
      await tx.selectFrom('users').select('id').where('id', '=', BigInt(userId)).forUpdate().executeTakeFirst();
  }

  /** Tickets and images the player sent since `start` (epoch ms). */
  async sentSince(tx: Tx | null, userId: number, start: number): Promise<{ tickets: number; images: number }> {
    const db = tx ?? this.db;
    const [tickets, images] = await Promise.all([
      db
        .selectFrom('support_tickets')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .where('user_id', '=', BigInt(userId))
        .where('created_at', '>=', BigInt(start))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('support_ticket_images')
        .innerJoin('support_tickets', 'support_tickets.id', 'support_ticket_images.ticket_id')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .where('support_tickets.user_id', '=', BigInt(userId))
        .where('support_tickets.created_at', '>=', BigInt(start))
        .executeTakeFirstOrThrow(),
    ]);
    return { tickets: num(tickets.n), images: num(images.n) };
  }

  async insertTicket(
    tx: Tx,
    ticket: { id: string; userId: number; subject: string; message: string; now: number },
    images: ReadonlyArray<{ id: string; position: number; type: string; size: number; key: string }>,
  ): Promise<void> {
    await tx
      .insertInto('support_tickets')
      .values({
        id: ticket.id,
        user_id: ticket.userId,
        subject: ticket.subject,
        message: ticket.message,
        status: 'open',
        created_at: ticket.now,
        updated_at: ticket.now,
      })
      .execute();
    for (const image of images) {
      await tx
        .insertInto('support_ticket_images')
        .values({
          id: image.id,
          ticket_id: ticket.id,
          position: image.position,
          mime: image.type,
          size: image.size,
          data: null,
          storage_key: image.key,
          created_at: ticket.now,
        })
        .execute();
    }
  }

  /** A player's tickets newest first, a page of them, with the total. */
  page(userId: number, page: number, count: number): Promise<Page<TicketRow>> {
    const base = this.db.selectFrom('support_tickets').where('user_id', '=', BigInt(userId));
    return paged(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, count);
  }

  ticket(id: string): Promise<TicketRow | undefined> {
    return this.db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The images (without bytes) of these tickets, in their order. */
  async imagesOf(ticketIds: readonly string[]): Promise<ImageMeta[]> {
    if (!ticketIds.length) return [];
    return this.db
      .selectFrom('support_ticket_images')
      .select(['id', 'ticket_id', 'mime', 'size', 'position'])
      .where('ticket_id', 'in', [...ticketIds])
      .orderBy('position')
      .execute();
  }

  /** One image with its owner, its type and where its bytes are. */
  image(ticketId: string, imageId: string) {
    return this.db
      .selectFrom('support_ticket_images')
      .innerJoin('support_tickets', 'support_tickets.id', 'support_ticket_images.ticket_id')
      .select(['support_ticket_images.mime', 'support_ticket_images.data', 'support_ticket_images.storage_key', 'support_tickets.user_id'])
      .where('support_ticket_images.id', '=', imageId)
      .where('support_ticket_images.ticket_id', '=', ticketId)
      .executeTakeFirst();
  }
}
