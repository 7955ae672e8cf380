/**
 * The slot catalogue: third-party titles held in memory (seeded providers and titles plus the
 * operator's `slot_games` rows), the game providers' adapters, their game sessions and, outside
 * production, the built-in sandbox provider. Built early, with no money: the inbox, promotions and
 * reconciliation ask it for a title's name, category and published RTP; the slots module (built
 * once the bet guard exists) takes the money through the seamless wallet.
 */
import { randomBytes } from 'node:crypto';
import { rtpBpsOf } from '@kasino/shared/fairness/published-rtp';
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import type { AppConfig } from '../../config/config.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { BetGuard } from '../protection/protection.service.ts';
import { GameSessions } from '../providers/game-sessions.ts';
import type { GameProviderAdapter } from '../providers/provider-adapter.ts';
import { SandboxSlotProvider } from '../providers/sandbox-slot.provider.ts';
import type { TitleFacts } from '../providers/seamless-wallet.service.ts';
import { registerSlotOpsRoutes } from './slots.ops.routes.ts';
import { SlotsRepository } from './slots.repository.ts';
import { SlotsService } from './slots.service.ts';

export type SlotsModuleConfig = AppConfig['slots'] & {
  /** Outside production every catalogue provider plays through the built-in sandbox provider. */
  readonly demo: boolean;
  readonly opsToken: string | null;
};

export interface SlotCatalogue {
  readonly slots: SlotsService;
  /** The game providers, for their seamless wallet and for reconciliation's judgement of their money. */
  readonly adapters: ReadonlyMap<string, GameProviderAdapter>;
  readonly gameSessions: GameSessions;
  readonly sandbox: SandboxSlotProvider | null;
  /** A title's category and published RTP for its bets' events; an unknown title, the provider's RTP. */
  readonly titleFacts: TitleFacts;
  readonly gameName: (id: string) => string | null;
  readonly categoryOf: (id: string) => SlotCategory | null;
}

export async function slotCatalogueModule(
  ctx: ModuleContext<SlotsModuleConfig>,
  // A launch asks player protection only: a launch stakes nothing, so no bonus max bet applies.
  deps: { readonly protection: BetGuard },
): Promise<BuiltModule<SlotCatalogue>> {
  const { config, database, now } = ctx;
  const db = database.db;
  const gameSessions = new GameSessions(db, now);
  // Production has no sandbox, so a title with no real provider answers 10006. With no configured secret
  // the sandbox signs with a random per-process secret: it only ever calls this process.
  const sandbox: SandboxSlotProvider | null = config.demo
    ? new SandboxSlotProvider({
        secret: config.providerSecrets.sandbox ?? randomBytes(32).toString('hex'),
        walletBase: ctx.selfUrl,
        db,
        // The category picks the title's demo; the catalogue comes next, and is asked only later, per call.
        categoryOf: (gameId): SlotCategory | null => slots.titleFacts(gameId)?.category ?? null,
        now,
      })
    : null;
  const adapters = new Map<string, GameProviderAdapter>(sandbox ? [[sandbox.name, sandbox]] : []);
  const slots = new SlotsService(new SlotsRepository(db), gameSessions, new Map(), sandbox, now, deps.protection);
  await slots.reload();
  const titleFacts: TitleFacts = (provider, gameId) =>
    slots.titleFacts(gameId) ?? { category: 'slot' as const, rtpBps: rtpBpsOf(adapters.get(provider)?.publishedRtp ?? 0.96) };
  return {
    services: {
      slots,
      adapters,
      gameSessions,
      sandbox,
      titleFacts,
      gameName: (id) => slots.gameName(id),
      categoryOf: (id) => slots.titleFacts(id)?.category ?? null,
    },
    manifest: {
      name: 'slot-catalogue',
      opsRoutes: (app) => registerSlotOpsRoutes(app, { slots, opsToken: config.opsToken }),
    },
  };
}
