/**
 * The catalogue held in memory: the seeded titles plus operator rows from `slot_games`, sorted once
 * by popularity, so listing, filtering and searching never touch the database. Pure: the service
 * loads the rows and builds a new Catalogue when they change.
 */
import { MIN_SEARCH_LENGTH, type SlotCategory, type SlotTag } from '@kasino/shared/protocol/slots';
import { slotCategories, slotTags } from '@kasino/shared/protocol/slots';
import { AppError } from '../../platform/http/app-error.ts';
import { inHouseProvider, providerEntries, type CatalogueGame, type ProviderEntry } from './catalogue.data.ts';

/** An operator row of `slot_games` (a seeded id overrides that title; enabled 0 hides it). */
export interface CatalogueRow {
  id: string;
  provider: string;
  name: string;
  type: string;
  tags: string;
  position: number;
  enabled: boolean;
}

export interface ListFilter {
  type?: SlotCategory;
  tag?: SlotTag;
  firm?: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

interface Indexed {
  game: CatalogueGame;
  name: string;
  words: string[];
  providerName: string;
}

const isCategory = (value: string): value is SlotCategory => (slotCategories as readonly string[]).includes(value);
const isTag = (value: string): value is SlotTag => (slotTags as readonly string[]).includes(value);

/** Lower case without accents, so "Café" matches "cafe". */
const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export class Catalogue {
  private readonly all: Indexed[];
  private readonly byId = new Map<string, Indexed>();
  private readonly providerById: Map<string, ProviderEntry>;

  constructor(
    seeded: readonly CatalogueGame[],
    rows: readonly CatalogueRow[] = [],
    providers: readonly ProviderEntry[] = [...providerEntries, inHouseProvider],
  ) {
    this.providerById = new Map(providers.map((p) => [p.id, p]));
    const games = new Map(seeded.map((g) => [g.id, g]));
    for (const row of rows) {
      if (!row.enabled) {
        games.delete(row.id);
        continue;
      }
      if (!this.providerById.has(row.provider) || !isCategory(row.type)) continue;
      const base = games.get(row.id);
      games.set(row.id, {
        id: row.id,
        name: row.name,
        provider: row.provider,
        type: row.type,
        tags: row.tags.split(',').filter(isTag),
        popularity: row.position > 0 ? row.position : (base?.popularity ?? 500),
        rtp: base?.rtp ?? '96.00',
        lines: base?.lines ?? 20,
        inHouse: base?.inHouse ?? false,
        path: base?.path ?? null,
      });
    }
    this.all = [...games.values()]
      .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))
      .map((game) => {
        const name = fold(game.name);
        return {
          game,
          name,
          words: name.split(/[^a-z0-9]+/).filter(Boolean),
          providerName: fold(this.providerById.get(game.provider)?.name ?? game.provider),
        };
      });
    for (const entry of this.all) this.byId.set(entry.game.id, entry);
  }

  get size(): number {
    return this.all.length;
  }

  game(id: string): CatalogueGame | undefined {
    return this.byId.get(id)?.game;
  }

  provider(id: string): ProviderEntry | undefined {
    return this.providerById.get(id);
  }

  /** Titles by popularity, filtered by category, tag and provider, one page of them. */
  list(filter: ListFilter, page: number, count: number): Paged<CatalogueGame> {
    const matches = this.all.filter(
      ({ game }) =>
        (!filter.type || game.type === filter.type) &&
        (!filter.tag || game.tags.includes(filter.tag)) &&
        (!filter.firm || game.provider === filter.firm),
    );
    return { items: matches.slice((page - 1) * count, page * count).map((e) => e.game), total: matches.length };
  }

  /**
   * Case-insensitive search over names and provider names. Ranking: 1. name starts with the query,
   * 2. a word of the name starts with it, 3. the name contains it, 4. the provider name does;
   * popularity orders each group. Fewer than MIN_SEARCH_LENGTH characters is refused (20200).
   */
  search(query: string, type: SlotCategory | undefined, page: number, count: number): Paged<CatalogueGame> {
    const needle = fold(query.trim()).replace(/\s+/g, ' ');
    if ([...needle].length < MIN_SEARCH_LENGTH) throw new AppError(20200);
    const groups: CatalogueGame[][] = [[], [], [], []];
    for (const entry of this.all) {
      if (type && entry.game.type !== type) continue;
      let rank = -1;
      if (entry.name.startsWith(needle))
        rank = 0; // 1
      else if (entry.words.some((w) => w.startsWith(needle)))
        rank = 1; // 2
      else if (entry.name.includes(needle))
        rank = 2; // 3
      else if (entry.providerName.includes(needle)) rank = 3; // 4
      if (rank >= 0) groups[rank]!.push(entry.game);
    }
    const matches = groups.flat();
    return { items: matches.slice((page - 1) * count, page * count), total: matches.length };
  }

  /** Providers with their categories and title counts, optionally only those offering `type`. */
  providers(type?: SlotCategory): Array<{ provider: ProviderEntry; types: SlotCategory[]; games: number }> {
    const stats = new Map<string, { types: Set<SlotCategory>; games: number }>();
    for (const { game } of this.all) {
      if (type && game.type !== type) continue;
      const s = stats.get(game.provider) ?? { types: new Set<SlotCategory>(), games: 0 };
      s.types.add(game.type);
      s.games += 1;
      stats.set(game.provider, s);
    }
    return [...this.providerById.values()]
      .filter((p) => stats.has(p.id))
      .map((provider) => ({
        provider,
        types: slotCategories.filter((c) => stats.get(provider.id)!.types.has(c)),
        games: stats.get(provider.id)!.games,
      }));
  }

  /** A recommendation row: the `size` most popular titles matching `filter`. */
  row(filter: ListFilter, size: number): CatalogueGame[] {
    return this.list(filter, 1, size).items;
  }
}
