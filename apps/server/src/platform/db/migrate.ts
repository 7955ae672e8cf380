/**
 * Runs the one ordered list of migrations on either engine. New migrations append to `migrations`.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, Dialect } from './database.ts';
import { foundationMigration } from './migrations/0001-foundation.ts';
import { ledgerMigration } from './migrations/0002-ledger.ts';
import { paymentsMigration } from './migrations/0003-payments.ts';
import { singlePlayerMigration } from './migrations/0004-single-player.ts';
import { identityMigration } from './migrations/0005-identity.ts';
import { protectionMigration } from './migrations/0006-protection.ts';
import { slotsMigration } from './migrations/0007-slots.ts';
import { roundsMigration } from './migrations/0008-rounds.ts';
import { slotBigWinsMigration } from './migrations/0009-slot-big-wins.ts';
import { stepUpMigration } from './migrations/0010-step-up.ts';
import { supportImageStoreMigration } from './migrations/0012-support-image-store.ts';
import { moneyGuardsMigration } from './migrations/0013-money-guards.ts';
import { lossLimitIndexMigration } from './migrations/0014-loss-limit-index.ts';
import { domainEventsMigration } from './migrations/0016-domain-events.ts';
import { inboxMigration } from './migrations/0022-inbox.ts';
import { helpMigration } from './migrations/0023-help.ts';
import { unpaidBannersMigration } from './migrations/0024-unpaid-banners.ts';
import { promotionsMigration } from './migrations/0025-promotions.ts';
import { giftCodesMigration } from './migrations/0026-gift-codes.ts';
import { vipMigration } from './migrations/0027-vip.ts';
import { referralMigration } from './migrations/0028-referral.ts';
import { agencyMigration } from './migrations/0029-agency.ts';
import { giftCodeVipMigration } from './migrations/0030-gift-code-vip.ts';
import { dailyWheelMigration } from './migrations/0031-daily-wheel.ts';
import { redPocketMigration } from './migrations/0032-red-pocket.ts';
import { phoneRechargeMigration } from './migrations/0033-phone-recharge.ts';
import { bonusStakesMigration } from './migrations/0034-bonus-stakes.ts';
import { auditMigration } from './migrations/0035-audit.ts';

/** Options some migrations need: the data key that seals secrets at rest (0010). */
export interface MigrateOptions {
  readonly dataKey?: string | null;
}

const migrations = (dialect: Dialect, options: MigrateOptions): Record<string, Migration> => ({
  '0001-foundation': foundationMigration(dialect),
  '0002-ledger': ledgerMigration(dialect),
  '0003-payments': paymentsMigration(dialect),
  '0004-single-player': singlePlayerMigration(dialect),
  '0005-identity': identityMigration(dialect),
  '0006-protection': protectionMigration(dialect),
  '0007-slots': slotsMigration(dialect),
  '0008-rounds': roundsMigration(dialect),
  '0009-slot-big-wins': slotBigWinsMigration(),
  '0010-step-up': stepUpMigration(options.dataKey ?? null),
  '0012-support-image-store': supportImageStoreMigration(dialect),
  '0013-money-guards': moneyGuardsMigration(),
  '0014-loss-limit-index': lossLimitIndexMigration(),
  '0016-domain-events': domainEventsMigration(dialect),
  '0022-inbox': inboxMigration(dialect),
  '0023-help': helpMigration(dialect),
  '0024-unpaid-banners': unpaidBannersMigration(),
  '0025-promotions': promotionsMigration(dialect),
  '0026-gift-codes': giftCodesMigration(),
  '0027-vip': vipMigration(),
  '0028-referral': referralMigration(),
  '0029-agency': agencyMigration(),
  '0030-gift-code-vip': giftCodeVipMigration(),
  '0031-daily-wheel': dailyWheelMigration(dialect),
  '0032-red-pocket': redPocketMigration(dialect),
  '0033-phone-recharge': phoneRechargeMigration(),
  '0034-bonus-stakes': bonusStakesMigration(),
  '0035-audit': auditMigration(),
});

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle, options: MigrateOptions = {}): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle.dialect, options) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migrasi gagal${failed ? ` (${failed.migrationName})` : ''}: ${String((error as Error).message ?? error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
