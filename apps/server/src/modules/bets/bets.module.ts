/**
 * Bets module: what every bet of every game shares, whichever module runs the game. The admission
 * kernel (id, the game's stake range, player protection with the active bonus's max bet in front),
 * the per-player seeds and the bets table's hot statements of the in-house single-player games, the
 * one way a bet joins a round, the `bet.*` events of in-house bets, and after commit the live bet
 * feed and the big wins. Other modules reach it through `bets.ts` only.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { BetGuard } from '../protection/protection.service.ts';
import { BetAdmission, GameBetRanges, type BetRange } from './bet-admission.ts';
import { betFeedSubscriber } from './bet-feed.subscriber.ts';
import { createBetStore, type BetStore } from './bet.store.ts';
import { bigWinSubscriber } from './big-win.subscriber.ts';
import { HistoryRepository } from './history.repository.ts';
import { PlayerNamesRepository } from './player-names.repository.ts';
import { PlayerNames } from './player-names.ts';
import { SeedService } from './seeds/seed.service.ts';

export interface BetsModuleDeps {
  readonly settings: SiteSettings;
  /** Player protection with the active bonus's max bet in front (promotions' `betGuard`). */
  readonly guard: BetGuard;
  /** A third-party title's name, for big wins on slots. */
  readonly gameName: (gameId: string) => string | null;
}

export interface BetsServices {
  readonly admission: BetAdmission;
  /** Each game's stake range (site setting `game_bet_range`). */
  readonly range: (game: string) => Promise<BetRange>;
  /** A player's display name for the public feeds (to be masked). */
  readonly nameOf: (userId: number) => Promise<string | null>;
  readonly seeds: SeedService;
  /** The per-bet statements of the single-player games (prepared on SQLite). */
  readonly store: BetStore;
  /** The one reader of a player's bets: the cross-game history and each game's "my bets". */
  readonly history: HistoryRepository;
}

export function betsModule(ctx: ModuleContext<unknown>, deps: BetsModuleDeps): BuiltModule<BetsServices> {
  const { database, bus, log, now } = ctx;
  const ranges = new GameBetRanges(deps.settings, now);
  const range = (game: string) => ranges.range(game);
  const names = new PlayerNames(new PlayerNamesRepository(database.db));
  const nameOf = (userId: number) => names.nameOf(userId);
  const store = createBetStore(database);
  const feedDeps = { bus, nameOf, warn: (err: unknown, msg: string) => log.warn({ err }, msg) };
  return {
    services: {
      admission: new BetAdmission(deps.guard, range),
      range,
      nameOf,
      seeds: new SeedService(database.db, now, store),
      store,
      history: new HistoryRepository(database.db),
    },
    manifest: {
      name: 'bets',
      live: [betFeedSubscriber(feedDeps), bigWinSubscriber({ ...feedDeps, gameName: deps.gameName })],
    },
  };
}
