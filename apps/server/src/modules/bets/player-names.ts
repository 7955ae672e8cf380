/**
 * Display names for the public feeds (the live bets of every in-house game, big wins), remembered
 * with a bound so a bet costs no extra query; the feeds mask them (`maskName`).
 */
import type { PlayerNamesRepository } from './player-names.repository.ts';

export class PlayerNames {
  private readonly names = new Map<number, string | null>();

  constructor(private readonly repo: PlayerNamesRepository) {}

  async nameOf(userId: number): Promise<string | null> {
    if (this.names.has(userId)) return this.names.get(userId) ?? null;
    const name = await this.repo.nameOf(userId);
    if (this.names.size > 10_000) this.names.clear();
    this.names.set(userId, name);
    return name;
  }
}
