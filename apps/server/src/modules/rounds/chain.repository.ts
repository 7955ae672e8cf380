/**
 * The SQL of the committed hash chains (`round_chains`). A seed is taken by a guarded update of the
 * chain's `used` count inside the unit that creates the round, so two rounds never play one seed.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RoundChainsTable } from '../../platform/db/schema.ts';

type Tx = Kysely<Database>;
export type ChainRow = Selectable<RoundChainsTable>;

export class ChainRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The game's newest chain. */
  latest(tx: Tx, game: string): Promise<ChainRow | undefined> {
    return tx.selectFrom('round_chains').selectAll().where('game', '=', game).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** Moves the chain's `used` count from `used` to `index`; false when another unit took that seed first. */
  async takeSeed(tx: Tx, chainId: bigint, used: bigint, index: number): Promise<boolean> {
    const taken = await tx
      .updateTable('round_chains')
      .set({ used: BigInt(index) })
      .where('id', '=', chainId)
      .where('used', '=', used)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  /** Commits a new chain; answers its id. */
  async insert(tx: Tx, chain: Insertable<RoundChainsTable>): Promise<bigint> {
    const row = await tx.insertInto('round_chains').values(chain).returning('id').executeTakeFirstOrThrow();
    return BigInt(row.id);
  }

  /** A chain's salt; inside a unit pass its `tx` (SQLite has one connection). */
  async saltOf(chainId: bigint, on: Tx = this.db): Promise<string> {
    const chain = await on.selectFrom('round_chains').select('salt').where('id', '=', chainId).executeTakeFirstOrThrow();
    return chain.salt;
  }

  /** The public columns of the newest chains. */
  published(limit: number) {
    return this.db
      .selectFrom('round_chains')
      .select(['game', 'commitment', 'length', 'salt', 'created_at', 'used'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
