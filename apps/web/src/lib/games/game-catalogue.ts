/**
 * The in-house games' catalogue: for every game id of packages/shared/src/games.ts, in lobby order, its
 * brand name, category, card colours and tag. The game registry (features/games/game-registry.ts) adds
 * each game's route and screen; the bet history reads names and colours from here, the lobby through
 * the registry. game-registry.test.ts checks one entry per shared id.
 */
import type { GameId } from '@kasino/shared/games';

/** live: rounds every player shares (Wingo, Crash, pools); table: single-player, one bet at a time. */
export type GameCategory = 'live' | 'table';

export interface CatalogueGame {
  id: GameId;
  /** Brand name, the same in every language; the one-line pitch is `games.blurbs.<id>`. */
  name: string;
  category: GameCategory;
  /** Card background gradient, dark to bright. */
  colors: readonly [string, string];
  tag?: 'hot' | 'new';
}

/** In lobby order. */
export const gameCatalogue: readonly CatalogueGame[] = [
  { id: 'wingo', name: 'Wingo', category: 'live', colors: ['#0b3d24', '#18b660'], tag: 'hot' },
  { id: 'crash', name: 'Crash', category: 'live', colors: ['#2a0b4d', '#8b3dff'], tag: 'hot' },
  { id: 'roller', name: 'Roller', category: 'table', colors: ['#082f49', '#0ea5e9'] },
  { id: 'hilo', name: 'Hilo', category: 'table', colors: ['#4c0b0b', '#e23b3b'] },
  { id: 'mines', name: 'Mines', category: 'table', colors: ['#083b38', '#14b8a6'], tag: 'hot' },
  { id: 'dice', name: 'Dice', category: 'live', colors: ['#142a6b', '#3b82f6'] },
  { id: 'roulette', name: 'Roulette', category: 'live', colors: ['#3a0808', '#b91c1c'] },
  { id: 'dingdong', name: 'Dingdong', category: 'live', colors: ['#4d2a06', '#f59e0b'], tag: 'new' },
  { id: 'coinflip', name: 'Coin Flip', category: 'table', colors: ['#4a3106', '#eab308'] },
  { id: 'eggs', name: 'Telur Emas', category: 'table', colors: ['#3d0a45', '#d946ef'], tag: 'new' },
  { id: 'colorwheel', name: 'Roda Warna', category: 'table', colors: ['#1e1b5c', '#6366f1'] },
  { id: 'stairs', name: 'Tangga', category: 'table', colors: ['#053a2b', '#10b981'], tag: 'new' },
  { id: 'cryptos', name: 'Kripto', category: 'table', colors: ['#14203f', '#f97316'] },
];

const byId = new Map(gameCatalogue.map((entry) => [entry.id as string, entry]));

/** The in-house game with this id, or undefined (a provider's title, or nothing). */
export const findCatalogueGame = (id: string | undefined): CatalogueGame | undefined => (id ? byId.get(id) : undefined);
