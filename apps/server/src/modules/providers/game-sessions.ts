/**
 * Game sessions: a launch creates one (a random token for the provider, only its hash stored), and
 * every wallet callback names it, which tells us the player, game and currency. A session takes
 * bets until it expires; wins and rollbacks are accepted later too (providers settle late).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { GameSessionsRepository } from './game-sessions.repository.ts';

/** Sessions take bets for 12 hours after launch. */
export const SESSION_TTL_MS = 12 * 3_600_000;

export interface GameSession {
  readonly tokenHash: string;
  readonly userId: number;
  readonly provider: string;
  readonly gameId: string;
  readonly currency: string;
  readonly expiresAt: number;
}

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class GameSessions {
  private readonly repo: GameSessionsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => number,
  ) {
    this.repo = new GameSessionsRepository(db);
  }

  async create(userId: number, provider: string, gameId: string, currency: string): Promise<{ token: string; session: GameSession }> {
    const token = randomBytes(24).toString('base64url');
    const createdAt = this.now();
    const session: GameSession = {
      tokenHash: hashSessionToken(token),
      userId,
      provider,
      gameId,
      currency,
      expiresAt: createdAt + SESSION_TTL_MS,
    };
    await this.repo.insert({
      token_hash: session.tokenHash,
      user_id: userId,
      provider,
      game_id: gameId,
      currency,
      created_at: createdAt,
      expires_at: session.expiresAt,
    });
    return { token, session };
  }

  /** The session of a token, expired or not; null when unknown. */
  async byToken(token: string): Promise<GameSession | null> {
    const row = await this.repo.byTokenHash(hashSessionToken(token));
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      userId: num(row.user_id),
      provider: row.provider,
      gameId: row.game_id,
      currency: row.currency,
      expiresAt: num(row.expires_at),
    };
  }

  isLive(session: GameSession): boolean {
    return session.expiresAt > this.now();
  }

  /** Players with a session opened in the last `windowMs`, per game (the lobby's online figure). */
  async activeByGame(windowMs: number): Promise<Map<string, number>> {
    const rows = await this.repo.playersByGame(this.now() - windowMs);
    return new Map(rows.map((r) => [r.game_id, num(r.players)]));
  }
}
