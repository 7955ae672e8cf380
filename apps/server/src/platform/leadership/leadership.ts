/**
 * Which node runs the round schedulers. On PostgreSQL: a session advisory lock held on a dedicated
 * connection (released by the server when that connection dies, so a killed leader frees it), and on
 * winning it an epoch bumped in `leadership`; every round-state transaction re-checks that epoch
 * (`fence`), so a deposed leader that is still running cannot change a round. Embedded: the single
 * node leads.
 */
import type { Kysely } from 'kysely';
import pg from 'pg';
import { num } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

const NAME = 'rounds';
/** Advisory lock key: the ASCII of "KASINO01" as a 64-bit integer. */
const LOCK_KEY = '5494983521330196529';

export class NotLeaderError extends Error {
  constructor() {
    super('this node no longer leads the rounds');
  }
}

export interface Leadership {
  readonly leader: boolean;
  readonly epoch: number;
  /** Starts campaigning; `onChange` runs when this node gains or loses the lead. */
  start(onChange: (leader: boolean) => void): Promise<void>;
  stop(): Promise<void>;
}

/** Bumps the epoch for `node` and returns it. */
async function takeEpoch(db: Kysely<Database>, node: string, now: number): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('leadership').select('epoch').where('name', '=', NAME).executeTakeFirst();
    const epoch = num(row?.epoch) + 1;
    if (row)
      await tx
        .updateTable('leadership')
        .set({ epoch: BigInt(epoch), node, since: BigInt(now) })
        .where('name', '=', NAME)
        .execute();
    else
      await tx
        .insertInto('leadership')
        .values({ name: NAME, epoch: BigInt(epoch), node, since: BigInt(now) })
        .execute();
    return epoch;
  });
}

/** Inside a round-state transaction: fails unless `epoch` still leads (locks the row on PostgreSQL). */
export async function fence(tx: Kysely<Database>, epoch: number): Promise<void> {
  const result = await tx
    .updateTable('leadership')
    .set((eb) => ({ node: eb.ref('node') }))
    .where('name', '=', NAME)
    .where('epoch', '=', BigInt(epoch))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new NotLeaderError();
}

export class EmbeddedLeadership implements Leadership {
  leader = false;
  epoch = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly node: string,
    private readonly now: () => number,
  ) {}

  async start(onChange: (leader: boolean) => void): Promise<void> {
    this.epoch = await takeEpoch(this.db, this.node, this.now());
    this.leader = true;
    onChange(true);
  }

  async stop(): Promise<void> {
    this.leader = false;
  }
}

export class PostgresLeadership implements Leadership {
  leader = false;
  epoch = 0;
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private onChange: (leader: boolean) => void = () => undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly url: string,
    private readonly node: string,
    private readonly pollMs: number,
    private readonly now: () => number,
    private readonly log: { warn(obj: unknown, msg: string): void },
  ) {}

  async start(onChange: (leader: boolean) => void): Promise<void> {
    this.onChange = onChange;
    await this.campaign();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.campaign(), this.pollMs);
    this.timer.unref();
  }

  private async campaign(): Promise<void> {
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.url });
        client.on('error', (err) => this.lose(err));
        client.on('end', () => this.lose(new Error('leader connection ended')));
        await client.connect();
        this.client = client;
      }
      if (!this.leader) {
        const { rows } = await this.client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [LOCK_KEY]);
        if (rows[0]?.locked) {
          this.epoch = await takeEpoch(this.db, this.node, this.now());
          this.leader = true;
          this.onChange(true);
        }
      } else {
        await this.client.query('select 1');
      }
    } catch (err) {
      this.lose(err);
    }
    this.schedule();
  }

  private lose(err: unknown): void {
    const client = this.client;
    this.client = null;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    if (this.leader) {
      this.leader = false;
      this.log.warn({ err }, 'round leadership lost');
      this.onChange(false);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.leader = false;
    client?.removeAllListeners();
    await client?.end().catch(() => undefined);
  }
}
