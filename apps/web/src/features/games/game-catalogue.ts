/**
 * The 13 in-house games (DESIGN "Wire names": ids and `/game/<id>` routes), with the lobby's
 * presentation: name, one-line pitch, card colours and a tag.
 */
export const inHouseGameIds = [
  'wingo',
  'crash',
  'roller',
  'hilo',
  'mines',
  'dice',
  'roulette',
  'dingdong',
  'coinflip',
  'eggs',
  'colorwheel',
  'stairs',
  'cryptos',
] as const;
export type InHouseGameId = (typeof inHouseGameIds)[number];

export interface InHouseGame {
  id: InHouseGameId;
  /** Brand name, the same in every language; the one-line pitch is `games.blurbs.<id>` in i18n/id.ts. */
  name: string;
  /** Card background gradient, dark to bright. */
  colors: readonly [string, string];
  tag?: 'hot' | 'new';
}

export const inHouseGames: readonly InHouseGame[] = [
  { id: 'wingo', name: 'Wingo', colors: ['#0b3d24', '#18b660'], tag: 'hot' },
  { id: 'crash', name: 'Crash', colors: ['#2a0b4d', '#8b3dff'], tag: 'hot' },
  { id: 'roller', name: 'Roller', colors: ['#082f49', '#0ea5e9'] },
  { id: 'hilo', name: 'Hilo', colors: ['#4c0b0b', '#e23b3b'] },
  { id: 'mines', name: 'Mines', colors: ['#083b38', '#14b8a6'], tag: 'hot' },
  { id: 'dice', name: 'Dice', colors: ['#142a6b', '#3b82f6'] },
  { id: 'roulette', name: 'Roulette', colors: ['#3a0808', '#b91c1c'] },
  { id: 'dingdong', name: 'Dingdong', colors: ['#4d2a06', '#f59e0b'], tag: 'new' },
  { id: 'coinflip', name: 'Coin Flip', colors: ['#4a3106', '#eab308'] },
  { id: 'eggs', name: 'Telur Emas', colors: ['#3d0a45', '#d946ef'], tag: 'new' },
  { id: 'colorwheel', name: 'Roda Warna', colors: ['#1e1b5c', '#6366f1'] },
  { id: 'stairs', name: 'Tangga', colors: ['#053a2b', '#10b981'], tag: 'new' },
  { id: 'cryptos', name: 'Kripto', colors: ['#14203f', '#f97316'] },
];

const byId = new Map(inHouseGames.map((game) => [game.id as string, game]));

/** The in-house game with this id, or undefined. */
export const findInHouseGame = (id: string | undefined): InHouseGame | undefined => (id ? byId.get(id) : undefined);

/** Games whose name, id or pitch contains the query (case-insensitive). */
export function searchInHouseGames(query: string, blurbOf: (game: InHouseGame) => string): InHouseGame[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return inHouseGames.filter(
    (game) => game.name.toLowerCase().includes(needle) || game.id.includes(needle) || blurbOf(game).toLowerCase().includes(needle),
  );
}
