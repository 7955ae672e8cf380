/**
 * Slots module: third-party games' money and their calls. The seamless wallet (the providers' signed
 * callbacks, one `slot_transactions` row and one ledger transfer per provider transaction id), the
 * lobby's `/main/slot/*` calls and launches, and the provider routes; over the catalogue built
 * earlier (`catalogue.module.ts`). A provider's debit passes the bets module's admission, so the active
 * bonus's max bet applies as to an in-house stake.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BetAdmission } from '../bets/bets.ts';
import { registerProviderRoutes } from '../providers/providers.routes.ts';
import { SeamlessWalletService } from '../providers/seamless-wallet.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { SlotCatalogue, SlotsModuleConfig } from './catalogue.module.ts';
import { registerSlotRoutes } from './slots.routes.ts';

export interface SlotsServices {
  readonly seamlessWallet: SeamlessWalletService;
}

export function slotsModule(
  ctx: ModuleContext<SlotsModuleConfig>,
  deps: { readonly ledger: LedgerService; readonly auth: AuthService; readonly catalogue: SlotCatalogue; readonly admission: BetAdmission },
): BuiltModule<SlotsServices> {
  const { config, database, now } = ctx;
  const { ledger, auth, catalogue, admission } = deps;
  const { slots, adapters, sandbox, gameName } = catalogue;
  const seamlessWallet = new SeamlessWalletService(database.db, ledger, catalogue.gameSessions, catalogue.titleFacts, admission, now, {
    gameName,
  });
  const region = { blockedCountries: config.blockedCountries, countryHeader: config.countryHeader };
  return {
    services: { seamlessWallet },
    manifest: {
      name: 'slots',
      routes: (app) => {
        registerSlotRoutes(app, { auth, slots, wallet: seamlessWallet, region, bigWins: (count) => seamlessWallet.bigWins(count) });
        registerProviderRoutes(app, { adapters, wallet: seamlessWallet, sandbox, region, gameName });
      },
    },
  };
}
