/**
 * The game registry: for every in-house game of the catalogue (lib/games/game-catalogue.ts: name,
 * colours, tag, category, in lobby order), which screen plays it (a lazy chunk of its own) and its
 * route. The lobby grid and the page behind each `/game/<id>` row of the route table (one per shared
 * id) read it; the card's artwork scene is `lobby/game-art.tsx` by id. game-registry.test.ts checks that
 * every shared id has exactly one entry. Adding a game = a shared id, a catalogue row, a screen here
 * (`<id>/<id>-game.tsx`), its strings and art.
 */
import type { ComponentType } from 'react';
import type { GameId } from '@kasino/shared/games';
import { gameCatalogue, type CatalogueGame } from '../../lib/games/game-catalogue.ts';
import { lazyPage, type LazyPage } from '../../lib/lazy-page.ts';
import { gameRoute } from './game-route.ts';

export type InHouseGameId = GameId;

export interface InHouseGame extends CatalogueGame {
  /** `/game/<id>` (DESIGN "Wire names"). */
  route: `/game/${InHouseGameId}`;
  /** The screen, loaded when the game opens (one chunk per game). */
  screen: LazyPage<object>;
}

const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, exported: K): LazyPage<object> =>
  lazyPage(() => load().then((m) => ({ default: m[exported] })));

/** Each game's screen; the type asks for one per shared id. */
const screens: Record<InHouseGameId, LazyPage<object>> = {
  wingo: screen(() => import('./wingo/wingo-game.tsx'), 'WingoGame'),
  crash: screen(() => import('./crash/crash-game.tsx'), 'CrashGame'),
  roller: screen(() => import('./roller/roller-game.tsx'), 'RollerGame'),
  hilo: screen(() => import('./hilo/hilo-game.tsx'), 'HiloGame'),
  mines: screen(() => import('./mines/mines-game.tsx'), 'MinesGame'),
  dice: screen(() => import('./dice/dice-game.tsx'), 'DiceGame'),
  roulette: screen(() => import('./roulette/roulette-game.tsx'), 'RouletteGame'),
  dingdong: screen(() => import('./dingdong/dingdong-game.tsx'), 'DingdongGame'),
  coinflip: screen(() => import('./coinflip/coinflip-game.tsx'), 'CoinflipGame'),
  eggs: screen(() => import('./eggs/eggs-game.tsx'), 'EggsGame'),
  colorwheel: screen(() => import('./colorwheel/colorwheel-game.tsx'), 'ColorwheelGame'),
  stairs: screen(() => import('./stairs/stairs-game.tsx'), 'StairsGame'),
  cryptos: screen(() => import('./cryptos/cryptos-game.tsx'), 'CryptosGame'),
};

/** In lobby order. */
export const inHouseGames: readonly InHouseGame[] = gameCatalogue.map((row) => ({
  ...row,
  route: gameRoute(row.id),
  screen: screens[row.id],
}));

const byId = new Map(inHouseGames.map((entry) => [entry.id as string, entry]));

/** The in-house game with this id, or undefined (a provider's title, or nothing). */
export const findInHouseGame = (id: string | undefined): InHouseGame | undefined => (id ? byId.get(id) : undefined);
