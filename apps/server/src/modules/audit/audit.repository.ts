/** The audit log's SQL: the chain head (locked by every writer), the rows, the checkpoints. */
import type { Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../platform/db/database.ts';
import type { AuditLogTable, Database } from '../../platform/db/schema.ts';
import type { AuditRow, Checkpoint } from './audit.rules.ts';

type Tx = Kysely<Database>;

const rowOf = (r: Selectable<AuditLogTable>): AuditRow => ({
  id: Number(r.id),
  at: Number(r.at),
  actor: r.actor,
  role: r.role,
  action: r.action,
  target: r.target,
  before: r.before,
  after: r.after,
  reason: r.reason,
  requestId: r.request_id,
  ip: r.ip,
  prevHash: r.prev_hash,
  hash: r.hash,
});

export class AuditRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The head, locked for the rest of `tx` on PostgreSQL (SQLite has one writer): writers take turns. */
  async lockHead(tx: Tx): Promise<{ lastId: number; hash: string }> {
    const q = tx.selectFrom('audit_head').select(['last_id', 'hash']).where('id', '=', 1);
    const head = await (this.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirstOrThrow();
    return { lastId: Number(head.last_id), hash: head.hash };
  }

  async head(): Promise<{ lastId: number; hash: string }> {
    const head = await this.db.selectFrom('audit_head').select(['last_id', 'hash']).where('id', '=', 1).executeTakeFirstOrThrow();
    return { lastId: Number(head.last_id), hash: head.hash };
  }

  async append(tx: Tx, row: AuditRow): Promise<void> {
    await tx
      .insertInto('audit_log')
      .values({
        id: row.id,
        at: row.at,
        actor: row.actor,
        role: row.role,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        reason: row.reason,
        request_id: row.requestId,
        ip: row.ip,
        prev_hash: row.prevHash,
        hash: row.hash,
      })
      .execute();
    await tx.updateTable('audit_head').set({ last_id: row.id, hash: row.hash }).where('id', '=', 1).execute();
  }

  /** Rows in id order, a page at a time, so a long chain is verified in bounded memory. */
  async *rows(pageSize = 1_000): AsyncGenerator<AuditRow> {
    let after = 0n;
    for (;;) {
      const page = await this.db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(pageSize).execute();
      for (const r of page) yield rowOf(r);
      if (page.length < pageSize) return;
      after = page[page.length - 1]!.id;
    }
  }

  /** The newest rows first, optionally of one target. */
  async latest(limit: number, target?: string): Promise<AuditRow[]> {
    let q = this.db.selectFrom('audit_log').selectAll();
    if (target) q = q.where('target', '=', target);
    return (await q.orderBy('id', 'desc').limit(limit).execute()).map(rowOf);
  }

  async addCheckpoint(tx: Tx, c: Checkpoint, keyId: string): Promise<void> {
    await tx
      .insertInto('audit_checkpoints')
      .values({ last_id: c.lastId, at: c.at, head_hash: c.headHash, key_id: keyId, signature: c.signature })
      .onConflict((oc) => oc.column('last_id').doNothing())
      .execute();
  }

  async checkpoints(): Promise<Checkpoint[]> {
    const rows = await this.db.selectFrom('audit_checkpoints').selectAll().orderBy('last_id').execute();
    return rows.map((r) => ({ lastId: Number(r.last_id), at: Number(r.at), headHash: r.head_hash, signature: r.signature }));
  }
}
