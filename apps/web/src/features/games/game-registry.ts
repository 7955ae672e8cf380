/**
 * The game registry: the one place that says, for every in-house game id of packages/shared/src/games.ts,
 * which screen plays it (a lazy chunk of its own), its route, its lobby card (name, colours, tag; the
 * artwork scene is `game-art.tsx` by id) and its category. The lobby grid, the page behind each
 * `/game/<id>` row of the route table (one per shared id), the names in feeds and history all read it;
 * game-registry.test.ts checks that every shared id has exactly one entry. Adding a game = a shared id,
 * a row here, a screen, its strings and art.
 */
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../../lib/lazy-page.ts';
import type { GameId } from '@kasino/shared/games';
import { gameRoute } from './game-route.ts';

export type InHouseGameId = GameId;

/** live: rounds every player shares (Wingo, Crash, pools); table: single-player, one bet at a time. */
export type GameCategory = 'live' | 'table';

export interface InHouseGame {
  id: InHouseGameId;
  /** Brand name, the same in every language; the one-line pitch is `games.blurbs.<id>`. */
  name: string;
  /** `/game/<id>` (DESIGN "Wire names"). */
  route: `/game/${InHouseGameId}`;
  category: GameCategory;
  /** Card background gradient, dark to bright. */
  colors: readonly [string, string];
  tag?: 'hot' | 'new';
  /** The screen, loaded when the game opens (one chunk per game). */
  screen: LazyPage<object>;
}

type Row = Omit<InHouseGame, 'route' | 'screen'>;
const game = <K extends string>(
  row: Row & { id: InHouseGameId },
  load: () => Promise<Record<K, ComponentType>>,
  exported: K,
): InHouseGame => ({
  ...row,
  route: gameRoute(row.id),
  screen: lazyPage(() => load().then((m) => ({ default: m[exported] }))),
});

/** In lobby order. */
export const inHouseGames: readonly InHouseGame[] = [
  game(
    { id: 'wingo', name: 'Wingo', category: 'live', colors: ['#0b3d24', '#18b660'], tag: 'hot' },
    () => import('./wingo/wingo-game.tsx'),
    'WingoGame',
  ),
  game(
    { id: 'crash', name: 'Crash', category: 'live', colors: ['#2a0b4d', '#8b3dff'], tag: 'hot' },
    () => import('./crash/crash-game.tsx'),
    'CrashGame',
  ),
  game(
    { id: 'roller', name: 'Roller', category: 'table', colors: ['#082f49', '#0ea5e9'] },
    () => import('./roller/roller-game.tsx'),
    'RollerGame',
  ),
  game({ id: 'hilo', name: 'Hilo', category: 'table', colors: ['#4c0b0b', '#e23b3b'] }, () => import('./hilo/hilo-game.tsx'), 'HiloGame'),
  game(
    { id: 'mines', name: 'Mines', category: 'table', colors: ['#083b38', '#14b8a6'], tag: 'hot' },
    () => import('./mines/mines-game.tsx'),
    'MinesGame',
  ),
  game({ id: 'dice', name: 'Dice', category: 'live', colors: ['#142a6b', '#3b82f6'] }, () => import('./dice/dice-game.tsx'), 'DiceGame'),
  game(
    { id: 'roulette', name: 'Roulette', category: 'live', colors: ['#3a0808', '#b91c1c'] },
    () => import('./roulette/roulette-game.tsx'),
    'RouletteGame',
  ),
  game(
    { id: 'dingdong', name: 'Dingdong', category: 'live', colors: ['#4d2a06', '#f59e0b'], tag: 'new' },
    () => import('./dingdong/dingdong-game.tsx'),
    'DingdongGame',
  ),
  game(
    { id: 'coinflip', name: 'Coin Flip', category: 'table', colors: ['#4a3106', '#eab308'] },
    () => import('./coinflip/coinflip-game.tsx'),
    'CoinflipGame',
  ),
  game(
    { id: 'eggs', name: 'Telur Emas', category: 'table', colors: ['#3d0a45', '#d946ef'], tag: 'new' },
    () => import('./eggs/eggs-game.tsx'),
    'EggsGame',
  ),
  game(
    { id: 'colorwheel', name: 'Roda Warna', category: 'table', colors: ['#1e1b5c', '#6366f1'] },
    () => import('./colorwheel/colorwheel-game.tsx'),
    'ColorwheelGame',
  ),
  game(
    { id: 'stairs', name: 'Tangga', category: 'table', colors: ['#053a2b', '#10b981'], tag: 'new' },
    () => import('./stairs/stairs-game.tsx'),
    'StairsGame',
  ),
  game(
    { id: 'cryptos', name: 'Kripto', category: 'table', colors: ['#14203f', '#f97316'] },
    () => import('./cryptos/cryptos-game.tsx'),
    'CryptosGame',
  ),
];

const byId = new Map(inHouseGames.map((entry) => [entry.id as string, entry]));

/** The in-house game with this id, or undefined (a provider's title, or nothing). */
export const findInHouseGame = (id: string | undefined): InHouseGame | undefined => (id ? byId.get(id) : undefined);
