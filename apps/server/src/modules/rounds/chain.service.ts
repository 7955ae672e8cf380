/**
 * Hash chains of FAIRNESS.md per round game: a chain of `length` seeds is committed (s_0 and the salt
 * published) before its first round; round i of the chain plays s_i, announced only as
 * sha256(s_i) = s_(i−1). Seeds are derived from the secret last seed s_N when a round is created.
 */
import type { ChainView } from '@kasino/shared/protocol/rounds';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { buildChain } from '@kasino/shared/fairness/chain';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { ChainRepository } from './chain.repository.ts';

type Tx = Kysely<Database>;

export interface ChainSeed {
  chainId: bigint;
  index: number;
  serverSeed: string;
  serverSeedHash: string;
  salt: string;
}

export type { ChainView };

export class ChainService {
  /** Whole chains by id, built once: deriving s_i from s_N costs N − i hashes, too many per round. */
  private readonly built = new Map<bigint, string[]>();

  constructor(
    private readonly repo: ChainRepository,
    private readonly length: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the next seed of the game's chain inside `tx`, committing a new chain when it runs out. */
  async nextSeed(tx: Tx, game: string): Promise<ChainSeed> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const chain = await this.repo.latest(tx, game);
      if (!chain || num(chain.used) >= num(chain.length)) {
        await this.commitChain(tx, game);
        continue;
      }
      const index = num(chain.used) + 1;
      if (!(await this.repo.takeSeed(tx, chain.id, chain.used, index))) continue;
      const seed = this.seedsOf(chain.id, chain.last_seed, num(chain.length))[index] as string;
      return { chainId: chain.id, index, serverSeed: seed, serverSeedHash: sha256Hex(seed), salt: chain.salt };
    }
    throw new Error(`no chain seed for ${game}`);
  }

  /** [s_0 … s_N] of a chain (s_i = sha256^(N − i)(s_N)), kept for the chains in use. */
  private seedsOf(chainId: bigint, lastSeed: string, length: number): string[] {
    const kept = this.built.get(chainId);
    // Checked against the row's last seed: an id SQLite hands out again after a rolled-back commit
    // must not find the chain of that unit.
    if (kept && kept.length === length + 1 && kept[length] === lastSeed) return kept;
    return this.keep(chainId, buildChain(lastSeed, length));
  }

  private keep(chainId: bigint, seeds: string[]): string[] {
    if (this.built.size >= 32) this.built.delete(this.built.keys().next().value as bigint);
    this.built.set(chainId, seeds);
    return seeds;
  }

  private async commitChain(tx: Tx, game: string): Promise<void> {
    const lastSeed = randomBytes(32).toString('hex');
    const seeds = buildChain(lastSeed, this.length);
    const chainId = await this.repo.insert(tx, {
      game,
      commitment: seeds[0] as string,
      last_seed: lastSeed,
      length: BigInt(this.length),
      salt: randomBytes(32).toString('hex'),
      used: 0n,
      created_at: BigInt(this.now()),
    });
    // The whole chain was just built to find its commitment: its first round needs it too.
    this.keep(chainId, seeds);
  }

  /** A chain's published salt; inside a unit of work pass its `tx` (SQLite has one connection). */
  saltOf(chainId: bigint, on?: Tx): Promise<string> {
    return this.repo.saltOf(chainId, on);
  }

  /** The public facts of every chain (GET /main/fair/chains). */
  async list(): Promise<ChainView[]> {
    const rows = await this.repo.published(200);
    return rows.map((r) => {
      const [game, model] = r.game.split(':');
      return {
        game: game as string,
        model: model ?? null,
        commitment: r.commitment,
        length: num(r.length),
        salt: r.salt,
        createdAt: num(r.created_at),
        used: num(r.used),
      };
    });
  }
}
