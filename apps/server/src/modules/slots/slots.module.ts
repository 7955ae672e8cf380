/**
 * Slots module: third-party games. The lobby catalogue in memory (list, search, favourites, launches,
 * the region block, the operator's catalogue rows) and the provider seam of ../providers (adapters,
 * game sessions, the signed seamless-wallet callbacks, the built-in sandbox provider outside
 * production). They are one module because each needs the other: the seamless wallet's bet events carry
 * a title's category and published RTP from the catalogue, and the catalogue launches through the
 * providers' sessions.
 */
import { randomBytes } from 'node:crypto';
import { rtpBpsOf } from '@kasino/shared/fairness/published-rtp';
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import type { AppConfig } from '../../config/config.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BetGuard } from '../protection/protection.service.ts';
import { GameSessions } from '../providers/game-sessions.ts';
import type { GameProviderAdapter } from '../providers/provider-adapter.ts';
import { registerProviderRoutes } from '../providers/providers.routes.ts';
import { SandboxSlotProvider } from '../providers/sandbox-slot.provider.ts';
import { SeamlessWalletService } from '../providers/seamless-wallet.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { registerSlotOpsRoutes } from './slots.ops.routes.ts';
import { SlotsRepository } from './slots.repository.ts';
import { registerSlotRoutes } from './slots.routes.ts';
import { SlotsService } from './slots.service.ts';

export type SlotsModuleConfig = AppConfig['slots'] & {
  /** Outside production every catalogue provider plays through the built-in sandbox provider. */
  readonly demo: boolean;
  readonly opsToken: string | null;
};

export interface SlotsServices {
  readonly slots: SlotsService;
  readonly seamlessWallet: SeamlessWalletService;
  /** The game providers, for reconciliation's judgement of their money against RTP and caps. */
  readonly adapters: ReadonlyMap<string, GameProviderAdapter>;
}

export async function slotsModule(
  ctx: ModuleContext<SlotsModuleConfig>,
  deps: { readonly ledger: LedgerService; readonly auth: AuthService; readonly protection: BetGuard },
): Promise<BuiltModule<SlotsServices>> {
  const { config, database, now } = ctx;
  const { ledger, auth, protection } = deps;
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
  const slots = new SlotsService(new SlotsRepository(db), gameSessions, new Map(), sandbox, now, protection);
  await slots.reload();
  const gameName = (id: string) => slots.gameName(id);
  // A title's category and published RTP for its bets' events; an unknown title, the provider's RTP.
  const titleFacts = (provider: string, gameId: string) =>
    slots.titleFacts(gameId) ?? { category: 'slot' as const, rtpBps: rtpBpsOf(adapters.get(provider)?.publishedRtp ?? 0.96) };
  const seamlessWallet = new SeamlessWalletService(db, ledger, gameSessions, titleFacts, now, protection, { gameName });
  const region = { blockedCountries: config.blockedCountries, countryHeader: config.countryHeader };
  return {
    services: { slots, seamlessWallet, adapters },
    manifest: {
      name: 'slots',
      routes: (app) => {
        registerSlotRoutes(app, { auth, slots, wallet: seamlessWallet, region, bigWins: (count) => seamlessWallet.bigWins(count) });
        registerProviderRoutes(app, { adapters, wallet: seamlessWallet, sandbox, region, gameName });
      },
      opsRoutes: (app) => registerSlotOpsRoutes(app, { slots, opsToken: config.opsToken }),
    },
  };
}
