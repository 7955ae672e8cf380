/**
 * Ledger module: the wallets and the double-entry ledger every balance change goes through, the house
 * accounts, and the balance push after each committed change. Built first: auth opens a wallet at
 * registration, and every money-moving module is handed its `ledger`.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { balancePushSubscriber } from './balance-push.subscriber.ts';
import { LedgerService } from './ledger.service.ts';
import { createLedgerStore } from './ledger.store.factory.ts';
import { WalletRepository } from './wallet.repository.ts';

export interface LedgerServices {
  readonly wallets: WalletRepository;
  readonly ledger: LedgerService;
}

export async function ledgerModule(ctx: ModuleContext<object>): Promise<BuiltModule<LedgerServices>> {
  const { database, units, bus, log, now } = ctx;
  const wallets = new WalletRepository(database.db);
  const ledger = new LedgerService(database.db, createLedgerStore(database), units, now);
  await ledger.openHouseAccounts();
  const balancePush = balancePushSubscriber({
    bus,
    balanceOf: (userId, currency) => ledger.balanceOf(userId, currency),
    warn: (err, msg) => log.warn({ err }, msg),
  });
  return { services: { wallets, ledger }, manifest: { name: 'ledger', live: [balancePush] } };
}
