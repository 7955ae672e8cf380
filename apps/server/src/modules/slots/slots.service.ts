/**
 * The lobby of third-party and in-house titles: catalogue views (list, search, providers, home
 * rows), favourites and recently launched titles per user, and the launch through a provider
 * adapter. The catalogue lives in memory (seed + operator rows, reloaded at most once a minute).
 * Launch checks, in order, after login: 1. region (20001); 2. the title exists under that provider
 * (20201/20202); 3. an in-house title opens its own page (20206); 4. the player may bet (protection).
 */
import {
  HOME_ROW_SIZE,
  type LaunchQueryView,
  type LaunchView,
  type SlotCategory,
  type SlotGameDetail,
  type SlotGameView,
  type SlotHomeRow,
  type SlotPage,
  type SlotProviderView,
  type SlotTag,
} from '@kasino/shared/protocol/slots';
import { toWireAmount } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import type { BetGuard } from '../protection/protection.service.ts';
import type { GameSessions } from '../providers/game-sessions.ts';
import type { GameProviderAdapter } from '../providers/provider-adapter.ts';
import { sandboxBets } from '../providers/sandbox-slot.rules.ts';
import { Catalogue, type CatalogueRow, type ListFilter } from './catalogue.ts';
import { generateCatalogue, IN_HOUSE_PROVIDER, type CatalogueGame } from './catalogue.data.ts';
import type { SlotsRepository } from './slots.repository.ts';

const RELOAD_MS = 60_000;

/** An operator's change to one title; what is left out keeps its current value. */
export interface OperatorRowInput {
  provider?: string;
  name?: string;
  type?: SlotCategory;
  tags?: SlotTag[];
  /** Popularity rank: higher lists first; 0 keeps the seeded title's own. */
  position?: number;
  enabled?: boolean;
}

/** An operator row and the title as players now see it (null while hidden). */
export interface OperatorRowResult {
  row: CatalogueRow | null;
  game: SlotGameView | null;
}
/** Sessions opened this recently count as players online. */
const ONLINE_WINDOW_MS = 10 * 60_000;

/** Lobby home rows in display order. */
const homeRows: ReadonlyArray<{ key: string; title: string; type?: SlotCategory; tag?: SlotTag; firm?: string }> = [
  { key: 'hot', title: 'Game Populer', tag: 'hot' },
  { key: 'inHouse', title: 'Game In-house', firm: IN_HOUSE_PROVIDER },
  { key: 'slot', title: 'Slot Terpopuler', type: 'slot' },
  { key: 'new', title: 'Game Baru', tag: 'new' },
  { key: 'live', title: 'Kasino Langsung', type: 'live' },
  { key: 'fish', title: 'Tembak Ikan', type: 'fish' },
  { key: 'table', title: 'Permainan Meja', type: 'table' },
  { key: 'sports', title: 'Olahraga', type: 'sports' },
];

export class SlotsService {
  private catalogue: Catalogue;
  private loadedAt = 0;
  private reloading: Promise<void> | null = null;
  private active: { at: number; byGame: Map<string, number> } = { at: 0, byGame: new Map() };
  private readonly seeded = generateCatalogue();

  constructor(
    private readonly repo: SlotsRepository,
    private readonly sessions: GameSessions,
    /**
     * Adapter per catalogue provider id; titles of other providers launch through `fallback` (the
     * sandbox provider; null in production, where a title with no real provider answers 10006).
     */
    private readonly adapters: ReadonlyMap<string, GameProviderAdapter>,
    private readonly fallback: GameProviderAdapter | null,
    private readonly now: () => number = Date.now,
    private readonly guard?: BetGuard,
  ) {
    this.catalogue = new Catalogue(this.seeded);
  }

  /** Loads operator rows into the catalogue (at start, then lazily once a minute). */
  async reload(): Promise<void> {
    this.catalogue = new Catalogue(this.seeded, await this.repo.catalogueRows());
    this.loadedAt = this.now();
  }

  /** The current catalogue; a stale one is refreshed in the background, never waited for. */
  private current(): Catalogue {
    if (this.now() - this.loadedAt > RELOAD_MS && !this.reloading) {
      this.reloading = this.reload()
        .catch(() => undefined)
        .finally(() => (this.reloading = null));
    }
    return this.catalogue;
  }

  gameName(id: string): string | null {
    return this.current().game(id)?.name ?? null;
  }

  /** A title's lobby category and its published RTP ("96.50" → 9650 bps), for its bets' events. */
  titleFacts(id: string): { category: SlotCategory; rtpBps: number } | null {
    const game = this.current().game(id);
    return game ? { category: game.type, rtpBps: Math.round(Number(game.rtp) * 100) } : null;
  }

  async list(filter: ListFilter, page: number, count: number): Promise<SlotPage> {
    const { items, total } = this.current().list(filter, page, count);
    return { list: await this.views(items), total, page, count };
  }

  async search(query: string, type: SlotCategory | undefined, page: number, count: number): Promise<SlotPage> {
    const { items, total } = this.current().search(query, type, page, count);
    return { list: await this.views(items), total, page, count };
  }

  providers(type?: SlotCategory): SlotProviderView[] {
    return this.current()
      .providers(type)
      .map(({ provider, types, games }) => ({ id: provider.id, name: provider.name, types, games, logoColor: provider.color }));
  }

  async home(): Promise<{ rows: SlotHomeRow[] }> {
    const catalogue = this.current();
    const rows: SlotHomeRow[] = [];
    for (const row of homeRows) {
      const list = await this.views(catalogue.row({ type: row.type, tag: row.tag, firm: row.firm }, HOME_ROW_SIZE));
      if (list.length)
        rows.push({ key: row.key, title: row.title, ...(row.type ? { type: row.type } : {}), ...(row.tag ? { tag: row.tag } : {}), list });
    }
    return { rows };
  }

  async detail(id: string): Promise<SlotGameDetail> {
    const game = this.gameOrThrow(id);
    const [view] = await this.views([game]);
    return {
      ...view!,
      rtp: game.rtp,
      lines: game.lines,
      minBet: toWireAmount(sandboxBets[0]),
      maxBet: toWireAmount(sandboxBets[sandboxBets.length - 1]!),
      description: game.inHouse
        ? 'Game in-house Kasino yang adil terbukti.'
        : `${view!.providerName} · RTP ${game.rtp}% · ${game.lines} garis. Versi demo dimainkan lewat penyedia sandbox dengan saldo asli.`,
    };
  }

  async favorites(userId: number): Promise<{ list: SlotGameView[] }> {
    return { list: await this.views(this.known(await this.repo.favorites(userId))) };
  }

  /** Sets or toggles a favourite; answers the state it ends in. */
  async setFavorite(userId: number, gameId: string, favorite?: boolean): Promise<{ gameId: string; favorite: boolean }> {
    this.gameOrThrow(gameId);
    const next = favorite ?? !(await this.repo.isFavorite(userId, gameId));
    await this.repo.setFavorite(userId, gameId, next, this.now());
    return { gameId, favorite: next };
  }

  async recent(userId: number): Promise<{ list: SlotGameView[] }> {
    return { list: await this.views(this.known(await this.repo.recent(userId))) };
  }

  /** What launching a title needs (public: the client asks before showing a login or a blocked page). */
  launchQuery(id: string, regionBlocked: boolean): LaunchQueryView {
    const game = this.gameOrThrow(id);
    return {
      gameId: game.id,
      provider: game.provider,
      inHouse: game.inHouse,
      path: game.path,
      needsLogin: true,
      available: !regionBlocked,
      regionBlocked,
    };
  }

  async launch(userId: number, provider: string, gameId: string, currency: string): Promise<LaunchView> {
    const game = this.current().game(gameId);
    if (!this.current().provider(provider)) throw new AppError(20202); // rule 2
    if (!game || game.provider !== provider) throw new AppError(20201);
    if (game.inHouse) throw new AppError(20206); // rule 3
    await this.guard?.assertCanBet(userId, 0n); // rule 4
    const adapter = this.adapters.get(provider) ?? this.fallback;
    if (!adapter) throw new AppError(10006);
    const { token, session } = await this.sessions.create(userId, adapter.name, game.id, currency);
    const url = await adapter.launchUrl({ sessionToken: token, gameId: game.id, currency, language: 'id' });
    await this.repo.touchRecent(userId, game.id, this.now());
    return { url, gameId: game.id, provider, expiresAt: session.expiresAt };
  }

  /** The operator rows: additions to the seeded catalogue and overrides of its titles. */
  operatorRows(): Promise<CatalogueRow[]> {
    return this.repo.catalogueRows();
  }

  /**
   * Adds a title or changes one (name, category, tags, rank, hidden). It takes effect on this node at
   * once and on the others at their next reload, within a minute. In-house titles are pages of this
   * app: they may be renamed, re-tagged, ranked or hidden, never added or moved to another provider.
   */
  async saveOperatorRow(id: string, input: OperatorRowInput): Promise<OperatorRowResult> {
    const seeded = this.seeded.find((g) => g.id === id);
    const stored = await this.repo.catalogueRow(id);
    const provider = input.provider ?? stored?.provider ?? seeded?.provider;
    const name = input.name ?? stored?.name ?? seeded?.name;
    const type = input.type ?? stored?.type ?? seeded?.type;
    if (provider === undefined) throw AppError.invalid('provider', 'wajib untuk game baru');
    if (name === undefined) throw AppError.invalid('name', 'wajib untuk game baru');
    if (type === undefined) throw AppError.invalid('type', 'wajib untuk game baru');
    if (!this.current().provider(provider)) throw new AppError(20202);
    if ((provider === IN_HOUSE_PROVIDER) !== (seeded?.inHouse ?? false))
      throw AppError.invalid('provider', 'game in-house tetap milik Kasino');
    const row: CatalogueRow = {
      id,
      provider,
      name,
      type,
      tags: input.tags ? input.tags.join(',') : (stored?.tags ?? seeded?.tags.join(',') ?? ''),
      position: input.position ?? stored?.position ?? 0,
      enabled: input.enabled ?? stored?.enabled ?? true,
    };
    await this.repo.saveCatalogueRow(row, this.now());
    return { row, game: await this.reloadAndView(id) };
  }

  /** Drops an operator row: a seeded title returns to its seeded form, an added one leaves the lobby. */
  async removeOperatorRow(id: string): Promise<OperatorRowResult> {
    if (!(await this.repo.deleteCatalogueRow(id))) throw new AppError(20201);
    return { row: null, game: await this.reloadAndView(id) };
  }

  private async reloadAndView(id: string): Promise<SlotGameView | null> {
    await this.reload();
    const game = this.catalogue.game(id);
    return game ? ((await this.views([game]))[0] ?? null) : null;
  }

  /** Players online: the lobby's total and per category. */
  async onlineCount(): Promise<{ total: number; byType: Record<string, number> }> {
    const byType: Record<string, number> = {};
    let total = 0;
    const { items } = this.current().list({}, 1, 100_000);
    const views = await this.views(items);
    for (const v of views) {
      byType[v.type] = (byType[v.type] ?? 0) + v.online;
      total += v.online;
    }
    return { total, byType };
  }

  art(id: string): { game: CatalogueGame; providerName: string; providerColor: string } {
    const game = this.gameOrThrow(id);
    const provider = this.current().provider(game.provider);
    return { game, providerName: provider?.name ?? game.provider, providerColor: provider?.color ?? '#ffffff' };
  }

  private gameOrThrow(id: string): CatalogueGame {
    const game = this.current().game(id);
    if (!game) throw new AppError(20201);
    return game;
  }

  private known(ids: string[]): CatalogueGame[] {
    const catalogue = this.current();
    return ids.map((id) => catalogue.game(id)).filter((g): g is CatalogueGame => g !== undefined);
  }

  /**
   * Online figure of a title: the players who really opened it in the last ten minutes (their game
   * sessions), nothing added. A title nobody plays says 0, and the lobby then shows no figure.
   */
  private online(game: CatalogueGame, real: Map<string, number>): number {
    return real.get(game.id) ?? 0;
  }

  private async realOnline(): Promise<Map<string, number>> {
    if (this.now() - this.active.at > 30_000) this.active = { at: this.now(), byGame: await this.sessions.activeByGame(ONLINE_WINDOW_MS) };
    return this.active.byGame;
  }

  private async views(games: readonly CatalogueGame[]): Promise<SlotGameView[]> {
    const catalogue = this.current();
    const real = await this.realOnline();
    return games.map((game) => {
      const view: SlotGameView = {
        id: game.id,
        name: game.name,
        provider: game.provider,
        providerName: catalogue.provider(game.provider)?.name ?? game.provider,
        type: game.type,
        tags: [...game.tags],
        image: `/main/slot/art/${game.id}`,
        online: this.online(game, real),
        inHouse: game.inHouse,
      };
      if (game.path) view.path = game.path;
      return view;
    });
  }
}
