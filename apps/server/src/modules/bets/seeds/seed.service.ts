/**
 * Seeds of the single-player games, per user and currency (FAIRNESS.md): an active pair (only its
 * hash shown), a committed next hash, an atomic nonce, and rotation that reveals the old seed.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isClientSeed, sha256Hex } from '@kasino/shared/fairness/primitives';
import { AppError } from '../../../platform/http/app-error.ts';
import { num } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { KyselyBetStore, type BetStore } from '../bet.store.ts';
import { SeedRepository } from './seed.repository.ts';

type Tx = Kysely<Database>;

export interface NonceTaken {
  seedId: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SeedsView {
  active: { serverSeedHash: string; clientSeed: string; nonce: number };
  next: { serverSeedHash: string };
  revealed: Array<{ serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number; revealedAt: number }>;
}

const newServerSeed = () => randomBytes(32).toString('hex');
/** A random 16-hex default client seed. */
export const defaultClientSeed = () => randomBytes(8).toString('hex');

export class SeedService {
  private readonly seeds: SeedRepository;

  // Takes the database rather than its repository: the promotions module builds one too (the daily
  // wheel's seeds), and a module reaches no other module's repository.
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
    private readonly store: BetStore = new KyselyBetStore(db),
  ) {
    this.seeds = new SeedRepository(db);
  }

  /** Creates the active and next pairs when missing (idempotent: partial unique indexes). */
  async ensure(tx: Tx, userId: number, currency: string): Promise<void> {
    for (const status of ['active', 'next'] as const) {
      const seed = newServerSeed();
      await this.seeds.insertIfMissing(tx, {
        user_id: userId,
        currency,
        server_seed: seed,
        server_seed_hash: sha256Hex(seed),
        client_seed: defaultClientSeed(),
        nonce: 0,
        status,
        created_at: this.now(),
        revealed_at: null,
      });
    }
  }

  /** Takes the next nonce of the active pair, atomically, inside the bet's unit of work. */
  async takeNonce(tx: Tx, userId: number, currency: string): Promise<NonceTaken> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await this.store.takeNonce(tx, userId, currency);
      if (row)
        return {
          seedId: row.id,
          serverSeed: row.server_seed,
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
          nonce: num(row.nonce) - 1,
        };
      await this.ensure(tx, userId, currency);
    }
    throw new Error('no active seed after ensure');
  }

  async view(userId: number, currency: string): Promise<SeedsView> {
    await this.ensure(this.db, userId, currency);
    const rows = await this.seeds.latest(userId, currency, 52);
    const active = rows.find((r) => r.status === 'active');
    const next = rows.find((r) => r.status === 'next');
    if (!active || !next) throw new Error('seed pair missing');
    return {
      active: { serverSeedHash: active.server_seed_hash, clientSeed: active.client_seed, nonce: num(active.nonce) },
      next: { serverSeedHash: next.server_seed_hash },
      revealed: rows
        .filter((r) => r.status === 'revealed')
        .slice(0, 50)
        .map((r) => ({
          serverSeed: r.server_seed,
          serverSeedHash: r.server_seed_hash,
          clientSeed: r.client_seed,
          lastNonce: num(r.nonce) - 1,
          revealedAt: num(r.revealed_at),
        })),
    };
  }

  /**
   * Rotates: the active seed is revealed, the committed next becomes active (with the new client seed,
   * or a fresh random one) and a new next is committed. Runs in one transaction.
   * Refused (20250) while a stepped round (Hilo, Mines, Stairs) on the active seed is still open: its
   * outcome is already fixed by that seed, so revealing it would show the player every mine or card.
   */
  async rotate(userId: number, currency: string, clientSeed?: string): Promise<SeedsView> {
    if (clientSeed !== undefined && !isClientSeed(clientSeed)) throw AppError.invalid('clientSeed', '1-64 karakter ASCII');
    await this.seeds.transaction(async (tx) => {
      await this.ensure(tx, userId, currency);
      const now = this.now();
      // Reveal first, check after, in this transaction. The update takes the write lock on the active
      // row, which every bet also updates (its nonce) before it inserts its round. A round opening at
      // the same instant has therefore either committed before this update runs (PostgreSQL re-reads
      // under READ COMMITTED, so the check below sees it, and SQLite runs one writer at a time) or
      // waits for this transaction and then finds the row no longer active and takes the new seed.
      const revealed = await this.seeds.revealActive(tx, userId, currency, now);
      if (revealed !== undefined && (await this.seeds.hasOpenBet(tx, revealed))) throw new AppError(20250); // rolls the reveal back
      await this.seeds.activateNext(tx, userId, currency, clientSeed ?? defaultClientSeed());
      await this.ensure(tx, userId, currency);
    });
    return this.view(userId, currency);
  }
}
