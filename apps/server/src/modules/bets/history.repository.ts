/**
 * The one reader of a player's bets, every game's: the cross-game bet history and each game's "my
 * bets" read through it. It reads the tables of the modules that own the bets (games: `bets`;
 * rounds: `round_bets`, `rounds`, `round_chains`; providers: `slot_transactions`) and writes nothing. A page is one UNION ALL of the player's rows from each source, each branch already
 * ordered and cut to `offset + count` on its (user_id, created_at) index, so the outer sort handles at
 * most three short lists; the rows of the page are then read in one query per source (no N+1).
 */
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { pageOf } from '../../platform/db/paged.ts';
import type { BetsTable, Database, RoundBetsTable, SlotTransactionsTable } from '../../platform/db/schema.ts';

export type HistorySource = 'bet' | 'round' | 'provider';

export interface HistoryQuery {
  userId: number;
  /** Which sources to read and, per source, which game keys (undefined: every game). */
  sources: Partial<Record<HistorySource, readonly string[] | undefined>>;
  /** Round bets of this round only (a round game's "my bets in this round"). */
  roundId?: string;
  from?: number;
  to?: number;
  page: number;
  count: number;
}

export interface PageKey {
  src: HistorySource;
  id: string;
  created_at: bigint;
}

export type BetWithSeed = Selectable<BetsTable> & { seed_status: string; seed: string };
export type RoundBetWithRound = Selectable<RoundBetsTable> & { round_status: string; round_result: string | null };
export type ProviderTx = Selectable<SlotTransactionsTable>;

// The branch queries select differently shaped builders; the union only needs their three columns.
type Branch = SelectQueryBuilder<Database, never, PageKey>;

/** `provider:round_id`: provider names never contain ':', so the first ':' splits the key again. */
export const providerRowId = (provider: string, roundId: string): string => `${provider}:${roundId}`;

export class HistoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private betsBranch(q: HistoryQuery, games: readonly string[] | undefined) {
    let b = this.db.selectFrom('bets').where('user_id', '=', BigInt(q.userId));
    if (games) b = b.where('game', 'in', games);
    if (q.from !== undefined) b = b.where('created_at', '>=', BigInt(q.from));
    if (q.to !== undefined) b = b.where('created_at', '<', BigInt(q.to));
    return b;
  }

  private roundsBranch(q: HistoryQuery, games: readonly string[] | undefined) {
    let b = this.db.selectFrom('round_bets').where('user_id', '=', BigInt(q.userId));
    if (games) b = b.where('game', 'in', games);
    if (q.roundId !== undefined) b = b.where('round_id', '=', q.roundId);
    if (q.from !== undefined) b = b.where('created_at', '>=', BigInt(q.from));
    if (q.to !== undefined) b = b.where('created_at', '<', BigInt(q.to));
    return b;
  }

  /** One row per provider round that took a stake (a debit refused by its early rollback never did). */
  private providerRounds(q: HistoryQuery) {
    let b = this.db
      .selectFrom('slot_transactions')
      .select((eb) => [sql<string>`provider || ':' || round_id`.as('id'), eb.fn.min<bigint>('created_at').as('created_at')])
      .where('user_id', '=', BigInt(q.userId))
      .where('kind', '=', 'debit')
      .where('status', '!=', 'cancelled')
      .groupBy(['provider', 'round_id']);
    if (q.from !== undefined) b = b.having((eb) => eb.fn.min('created_at'), '>=', BigInt(q.from));
    if (q.to !== undefined) b = b.having((eb) => eb.fn.min('created_at'), '<', BigInt(q.to));
    return b;
  }

  async page(q: HistoryQuery): Promise<{ keys: PageKey[]; total: number }> {
    const limit = q.page * q.count;
    const branches: Branch[] = [];
    const counts: Array<Promise<{ n: bigint | number | string }>> = [];
    if ('bet' in q.sources) {
      const base = this.betsBranch(q, q.sources.bet);
      branches.push(
        this.db
          .selectFrom(
            base
              .select([sql<HistorySource>`'bet'`.as('src'), 'id', 'created_at'])
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(limit)
              .as('b'),
          )
          .selectAll() as unknown as Branch,
      );
      counts.push(base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow());
    }
    if ('round' in q.sources) {
      const base = this.roundsBranch(q, q.sources.round);
      branches.push(
        this.db
          .selectFrom(
            base
              .select([sql<HistorySource>`'round'`.as('src'), 'id', 'created_at'])
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(limit)
              .as('r'),
          )
          .selectAll() as unknown as Branch,
      );
      counts.push(base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow());
    }
    if ('provider' in q.sources) {
      const grouped = this.providerRounds(q);
      branches.push(
        this.db
          .selectFrom(grouped.as('g'))
          .select([sql<HistorySource>`'provider'`.as('src'), 'g.id', 'g.created_at'])
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc')
          .limit(limit) as unknown as Branch,
      );
      counts.push(
        this.db
          .selectFrom(grouped.as('g'))
          .select((eb) => eb.fn.countAll<bigint>().as('n'))
          .executeTakeFirstOrThrow(),
      );
    }
    if (!branches.length) return { keys: [], total: 0 };
    // Each branch is wrapped so its own ORDER BY/LIMIT is legal inside the union on both engines.
    const wrapped = branches.map((b, i) => this.db.selectFrom(b.as(`s${i}`)).selectAll() as unknown as Branch);
    const union = wrapped.slice(1).reduce((u, b) => u.unionAll(b), wrapped[0] as Branch);
    // The total is the sum of the sources' counts: the union itself holds only each branch's first rows.
    const [keys, totals] = await Promise.all([
      pageOf(this.db.selectFrom(union.as('u')).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), q.page, q.count).execute(),
      Promise.all(counts),
    ]);
    return {
      keys: keys.map((k) => ({ src: k.src, id: k.id, created_at: BigInt(k.created_at) })),
      total: totals.reduce((a, t) => a + Number(t.n), 0),
    };
  }

  /** Single-player and stepped bets with their seed pair's state (the server seed shows once revealed). */
  bets(userId: number, ids: readonly string[]): Promise<BetWithSeed[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('bets')
      .innerJoin('fair_seeds', 'fair_seeds.id', 'bets.seed_id')
      .selectAll('bets')
      .select(['fair_seeds.status as seed_status', 'fair_seeds.server_seed as seed'])
      .where('bets.user_id', '=', BigInt(userId))
      .where('bets.id', 'in', ids)
      .execute();
  }

  roundBets(userId: number, ids: readonly string[]): Promise<RoundBetWithRound[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('round_bets')
      .innerJoin('rounds', 'rounds.id', 'round_bets.round_id')
      .selectAll('round_bets')
      .select(['rounds.status as round_status', 'rounds.result as round_result'])
      .where('round_bets.user_id', '=', BigInt(userId))
      .where('round_bets.id', 'in', ids)
      .execute();
  }

  /** Every transaction of the given provider rounds of this player, oldest first. */
  providerTransactions(userId: number, rounds: ReadonlyArray<{ provider: string; roundId: string }>): Promise<ProviderTx[]> {
    if (!rounds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('slot_transactions')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where((eb) => eb.or(rounds.map((r) => eb.and([eb('provider', '=', r.provider), eb('round_id', '=', r.roundId)]))))
      .orderBy('created_at')
      .orderBy('tx_id')
      .execute();
  }

  round(roundId: string) {
    return this.db
      .selectFrom('rounds')
      .innerJoin('round_chains', 'round_chains.id', 'rounds.chain_id')
      .selectAll('rounds')
      .select(['round_chains.salt', 'round_chains.commitment'])
      .where('rounds.id', '=', roundId)
      .executeTakeFirst();
  }
}
