import { describe, expect, it } from 'vitest';
import { gameIds, singlePlayerGames } from '@kasino/shared/games';
import { findInHouseGame, inHouseGames } from './game-registry.ts';

describe('the game registry', () => {
  it('has exactly one entry for every shared game id, and none other', () => {
    for (const id of gameIds)
      expect(
        inHouseGames.filter((game) => game.id === id),
        `entries for "${id}"`,
      ).toHaveLength(1);
    expect(inHouseGames.map((game) => game.id).sort()).toEqual([...gameIds].sort());
  });

  it('routes each game to /game/<id> and files single-player games as tables', () => {
    for (const game of inHouseGames) {
      expect(game.route).toBe(`/game/${game.id}`);
      expect(game.category).toBe((singlePlayerGames as readonly string[]).includes(game.id) ? 'table' : 'live');
      expect(findInHouseGame(game.id)).toBe(game);
    }
    expect(findInHouseGame('pragmatic-1')).toBeUndefined();
  });
});
