/**
 * The seeded catalogue: providers of SPEC §1 with how many titles each has per category, and a
 * deterministic generator of titles from word lists (the same ids and names on every node and every
 * start, so favourites and links stay valid). Pure: no I/O.
 */
import { gameIds } from '@kasino/shared/games';
import type { SlotCategory, SlotTag } from '@kasino/shared/protocol/slots';
import { inHouseTitles } from '../bets/bets.ts';

export interface ProviderEntry {
  readonly id: string;
  readonly name: string;
  /** Badge colour of the provider in the lobby. */
  readonly color: string;
  /** Titles per category. */
  readonly games: Partial<Record<SlotCategory, number>>;
}

/** A title of the catalogue. `popularity` orders lists (higher first); `path` is set for in-house games. */
export interface CatalogueGame {
  readonly id: string;
  readonly name: string;
  readonly provider: string;
  readonly type: SlotCategory;
  readonly tags: readonly SlotTag[];
  readonly popularity: number;
  readonly rtp: string;
  readonly lines: number;
  readonly inHouse: boolean;
  readonly path: string | null;
}

/** The in-house pseudo-provider: its titles open `/game/<id>` instead of a provider launch. */
export const IN_HOUSE_PROVIDER = 'kasino';

export const providerEntries: readonly ProviderEntry[] = [
  { id: 'pp', name: 'Pragmatic Play', color: '#f5a623', games: { slot: 60, live: 12 } },
  { id: 'pg', name: 'PG Soft', color: '#2bd4c4', games: { slot: 55 } },
  { id: 'jl', name: 'JILI', color: '#e94057', games: { slot: 40, fish: 8, table: 10, egames: 8 } },
  { id: 'fc', name: 'Fa Chai', color: '#ff7a45', games: { slot: 30, fish: 6 } },
  { id: 'spade', name: 'Spadegaming', color: '#5b8cff', games: { slot: 35, fish: 4 } },
  { id: 'ygg', name: 'Yggdrasil', color: '#7ed957', games: { slot: 30 } },
  { id: 'hb', name: 'Habanero', color: '#ffcc33', games: { slot: 35, table: 6 } },
  { id: 'mg', name: 'Microgaming', color: '#00b3ff', games: { slot: 35, live: 6 } },
  { id: 'play', name: "Play'n GO", color: '#9b5cff', games: { slot: 30 } },
  { id: 'fs', name: 'FastSpin', color: '#ff5fa2', games: { slot: 24, fish: 3 } },
  { id: 'sp', name: 'SimplePlay', color: '#3ad29f', games: { slot: 20, live: 4 } },
  { id: 'bg', name: 'Big Gaming', color: '#d4af37', games: { live: 14, fish: 4 } },
  { id: 'evolution', name: 'Evolution', color: '#1fb6ff', games: { live: 30, table: 6 } },
  { id: 'sexy', name: 'AE Sexy', color: '#ff4d6d', games: { live: 10 } },
  { id: 'cmd', name: 'CMD368', color: '#22c55e', games: { sports: 3 } },
  { id: 'sbo', name: 'SBOBET', color: '#2563eb', games: { sports: 4, live: 4 } },
  { id: 'saba', name: 'SABA Sports', color: '#0ea5e9', games: { sports: 4 } },
  { id: 'bv', name: 'BetVision', color: '#a855f7', games: { lottery: 10, egames: 10, instant: 12 } },
  { id: 'km', name: 'KingMaker', color: '#f97316', games: { table: 14, egames: 8 } },
  { id: 'spribe', name: 'Spribe', color: '#ef4444', games: { instant: 10 } },
];

// Word lists. Slot names read like the genre ("Sweet Candy Fiesta", "Gates of Nusantara").
const adjectives = [
  'Sweet',
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Mystic',
  'Royal',
  'Fiery',
  'Frozen',
  'Secret',
  'Magic',
  'Crazy',
  'Jolly',
  'Ancient',
  'Super',
  'Hot',
  'Shining',
  'Diamond',
  'Emerald',
  'Cosmic',
  'Thunder',
  'Lucky Lucky',
  'Sugar',
  'Neon',
  'Jade',
  'Silver',
  'Savage',
  'Happy',
  'Big',
  'Dancing',
];
const nouns = [
  'Bonanza',
  'Fortune',
  'Dragon',
  'Treasure',
  'Fiesta',
  'Empire',
  'Jackpot',
  'Phoenix',
  'Tiger',
  'Panda',
  'Pharaoh',
  'Candy',
  'Fruits',
  'Gems',
  'Koi',
  'Buffalo',
  'Wolf',
  'Samurai',
  'Mermaid',
  'Pirates',
  'Queen',
  'Kingdom',
  'Rush',
  'Party',
  'Safari',
  'Lion',
  'Genie',
  'Lantern',
  'Rooster',
  'Garuda',
  'Joker',
  'Vikings',
  'Nugget',
  'Bunny',
  'Monkey',
  'Dragon Pearl',
  'Sakura',
  'Cowboys',
  'Cherries',
  'Bells',
];
const places = [
  'Olympus',
  'Nusantara',
  'Bali',
  'Atlantis',
  'Egypt',
  'the Nile',
  'Asgard',
  'Borneo',
  'Jakarta',
  'Valhalla',
  'the Sun',
  'the Moon',
  'Madness',
  'Gold',
  'Riches',
];
const suffixes = ['Megaways', '1000', 'Deluxe', 'Xmas', 'Hold & Win', 'Rising', 'Frenzy', 'Blitz', 'Returns', 'Max', '2', 'Unleashed'];
const liveGames = [
  'Baccarat',
  'Speed Baccarat',
  'Roulette',
  'Lightning Roulette',
  'Blackjack',
  'Sic Bo',
  'Dragon Tiger',
  'Fan Tan',
  'Teen Patti',
  'Andar Bahar',
  'Mega Wheel',
  'Dream Catcher',
  "Casino Hold'em",
  'Football Studio',
  'Super Sic Bo',
];
const liveRooms = ['A', 'B', 'C', 'VIP', 'Squeeze', 'Lounge', 'Asia', 'Indonesia', 'Gold', 'Emas', 'Prime', 'No Commission'];
const fishNames = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Mega Fishing',
  'Jackpot Fishing',
  'Royal Fishing',
  'Bombing Fishing',
  'Happy Fishing',
  'Dinosaur Tycoon',
  'Fish Hunter',
  'Golden Toad',
  'Monster Awaken',
  'Shark Attack',
  'Lucky Fishing',
  'Deep Sea Hunt',
];
const sportsNames = ['Sportsbook', 'Virtual Football', 'E-Sports', 'Live Betting', 'Virtual Basketball', 'Racing'];
const lotteryNames = [
  'Keno',
  'Togel 4D',
  'Lucky 5',
  'Pick 3',
  'Bingo Bash',
  'Lotto Express',
  'Super Keno',
  'Fast 3',
  'Pools Asia',
  'Number Game',
  'Power Ball',
  'Lucky Draw',
];
const tableNames = [
  'Blackjack',
  'Baccarat',
  'Sic Bo',
  'Dragon Tiger',
  'Poker Dadu',
  'Teen Patti',
  'Rummy',
  'Andar Bahar',
  'Texas Poker',
  'Pai Gow',
  'Red Dog',
  'Fan Tan',
  'Ceme',
  'Domino QQ',
  'Thai Hi-Lo',
  'Bola Tangkas',
];
const egamesNames = [
  'Plinko',
  'Keno Wheel',
  'Cash Mania',
  'Fortune Wheel',
  'Penalty Kick',
  'Tower Legend',
  'Color Game',
  'Horse Race',
  'Coin Pusher',
  'Money Coming',
  'Boxing King',
  'Candy Crush Duel',
  'Lucky Ball',
  'Dice Duel',
];
const instantNames = [
  'Aviator Sky',
  'Jet Rush',
  'Mines Deluxe',
  'Hi-Lo Quick',
  'Dice Pro',
  'Goal Rush',
  'Plinko X',
  'Mini Roulette',
  'Balloon',
  'Keno 80',
  'Rocket Run',
  'Chicken Road',
  'Limbo',
  'Hotline',
];

/** 32-bit FNV-1a of a string: the one hash the catalogue uses for every deterministic choice. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small seeded generator, so a provider's titles come out the same every time. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

function slotName(random: () => number): string {
  const pattern = random();
  if (pattern < 0.4) return `${pick(random, adjectives)} ${pick(random, nouns)}`;
  if (pattern < 0.6) return `${pick(random, nouns)} ${pick(random, suffixes)}`;
  if (pattern < 0.75) return `${pick(random, adjectives)} ${pick(random, nouns)} ${pick(random, suffixes)}`;
  if (pattern < 0.9)
    return `${pick(random, ['Gates', 'Legend', 'Queen', 'Riches', 'Temple', 'Book', 'Rise', 'Gems', 'Fortune', 'Heart'])} of ${pick(random, places)}`;
  return `${pick(random, nouns)} ${pick(random, nouns)}`;
}

function nameFor(type: SlotCategory, random: () => number): string {
  switch (type) {
    case 'slot':
      return slotName(random);
    case 'live':
      return `${pick(random, liveGames)} ${pick(random, liveRooms)}`;
    case 'fish':
      return random() < 0.6 ? pick(random, fishNames) : `${pick(random, adjectives)} Fishing`;
    case 'sports':
      return pick(random, sportsNames);
    case 'lottery':
      return pick(random, lotteryNames);
    case 'table':
      return random() < 0.6
        ? pick(random, tableNames)
        : `${pick(random, ['Royal', 'Speed', 'Lucky', 'Classic', 'VIP'])} ${pick(random, tableNames)}`;
    case 'egames':
      return pick(random, egamesNames);
    case 'instant':
      return pick(random, instantNames);
  }
}

/** Lower-case, dash-separated id part of a name. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const lineCounts: Record<SlotCategory, readonly number[]> = {
  slot: [10, 20, 25, 40, 243, 1024],
  live: [1],
  fish: [1],
  sports: [1],
  lottery: [1],
  table: [1],
  instant: [1],
  egames: [1, 5, 9],
};

/** Every seeded title: providers' titles in provider order, then the in-house games. */
export function generateCatalogue(): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  for (const provider of providerEntries) {
    for (const [type, count] of Object.entries(provider.games) as Array<[SlotCategory, number]>) {
      const random = seeded(hash32(`${provider.id}:${type}`));
      const taken = new Set<string>();
      // The first slots of Pragmatic Play pin a few names, so "sweet" always finds something.
      const pinned = provider.id === 'pp' && type === 'slot' ? ['Sweet Candy Bonanza', 'Sweet Fiesta Megaways', 'Gates of Nusantara'] : [];
      for (let i = 0; i < count; i++) {
        let name = pinned[i] ?? nameFor(type, random);
        for (let attempt = 0; taken.has(name) && attempt < 20; attempt++) name = nameFor(type, random);
        if (taken.has(name)) name = `${name} ${i + 1}`;
        taken.add(name);
        const id = `${provider.id}-${slugOf(name)}`;
        const h = hash32(id);
        const tags: SlotTag[] = [];
        if (i < 3 || h % 100 < 12) tags.push('hot');
        if ((h >>> 8) % 100 < 10) tags.push('new');
        const lines = lineCounts[type];
        games.push({
          id,
          name,
          provider: provider.id,
          type,
          tags,
          // Earlier titles of a provider are its better known ones; the hash spreads the rest.
          popularity: Math.max(1, 1000 - i * 12) + (h % 400),
          rtp: (94 + ((h >>> 4) % 351) / 100).toFixed(2),
          lines: lines[(h >>> 12) % lines.length] as number,
          inHouse: false,
          path: null,
        });
      }
    }
  }
  for (const id of gameIds) {
    const title = inHouseTitles[id];
    games.push({
      id,
      name: title.name,
      provider: IN_HOUSE_PROVIDER,
      type: title.type,
      tags: title.tags,
      popularity: 700,
      rtp: '97.00',
      lines: 1,
      inHouse: true,
      path: `/game/${id}`,
    });
  }
  return games;
}

export const inHouseProvider: ProviderEntry = { id: IN_HOUSE_PROVIDER, name: 'Kasino Originals', color: '#3dfc9b', games: {} };
