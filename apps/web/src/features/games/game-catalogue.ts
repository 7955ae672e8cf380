/** Older import path of the registry's catalogue helpers; the registry (game-registry.ts) is the one list. */
export { findInHouseGame, inHouseGames, type InHouseGame, type InHouseGameId } from './game-registry.ts';
