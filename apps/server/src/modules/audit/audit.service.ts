/**
 * The audit log (issue 35): who did what and when, written in the same unit of work as the change it
 * records, so a change and its record commit or roll back together; each row chained to the one
 * before it and the chain's head signed at checkpoints (rules in `audit.rules.ts`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { AuditKeys } from './audit.keys.ts';
import type { AuditRepository } from './audit.repository.ts';
import { chainRow, describeBreak, signCheckpoint, verifyChain, type AuditEntry, type AuditRow, type Checkpoint } from './audit.rules.ts';

/** Who acts: a staff member (by id, in a role) or a machine holding `OPS_TOKEN`. */
export interface AuditActor {
  actor: string;
  role: string;
  requestId: string | null;
  ip: string | null;
}

export const opsTokenActor = (requestId: string | null, ip: string | null): AuditActor => ({
  actor: 'ops-token',
  role: 'machine',
  requestId,
  ip,
});

export type AuditChange = Pick<AuditEntry, 'action' | 'target'> & { before?: unknown; after?: unknown; reason?: string | null };

const text = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export class AuditLog {
  constructor(
    private readonly repo: AuditRepository,
    private readonly keys: AuditKeys,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Inside the change's own unit, as its last write: the head is locked until the unit commits, so
   * rows chain in commit order, and taking it last keeps one lock order (the change's rows, then the head).
   */
  async record(tx: Kysely<Database>, by: AuditActor, change: AuditChange): Promise<AuditRow> {
    const head = await this.repo.lockHead(tx);
    const row = chainRow(head, {
      at: this.now(),
      actor: by.actor,
      role: by.role,
      action: change.action,
      target: change.target,
      before: text(change.before),
      after: text(change.after),
      reason: change.reason ?? null,
      requestId: by.requestId,
      ip: by.ip,
    });
    await this.repo.append(tx, row);
    return row;
  }

  /** Signs the chain head as it is now (hourly, and on demand). */
  async checkpoint(): Promise<Checkpoint> {
    return this.repo.transaction(async (tx) => {
      const head = await this.repo.lockHead(tx);
      const c = signCheckpoint({ at: this.now(), lastId: head.lastId, headHash: head.hash }, this.keys.privateKey);
      await this.repo.addCheckpoint(tx, c, this.keys.keyId);
      return c;
    });
  }

  /** The chain and its checkpoints checked; `problem` says in Indonesian where it first breaks. */
  async verify() {
    const [head, checkpoints] = await Promise.all([this.repo.head(), this.repo.checkpoints()]);
    const result = await verifyChain(this.repo.rows(), checkpoints, this.keys.publicKey, head);
    return { ...result, ok: result.broken === null, problem: result.broken ? describeBreak(result.broken) : null };
  }

  latest(limit: number, target?: string): Promise<AuditRow[]> {
    return this.repo.latest(limit, target);
  }

  checkpoints(): Promise<Checkpoint[]> {
    return this.repo.checkpoints();
  }
}
