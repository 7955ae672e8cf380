/**
 * Wallet module: deposits through the payment-provider seam (the sandbox gateway outside production),
 * bank accounts, withdrawals with their holds, balance flow, and the wallet jobs (reconciliation,
 * sandbox re-sends and deposit expiry) on the platform's job runner.
 */
import type { AppConfig } from '../../config/config.ts';
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { StepUp } from '../account/step-up.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { PinService } from '../account/pin.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { ProtectionService } from '../protection/protection.service.ts';
import { BalanceFlowRepository } from './balance-flow.repository.ts';
import { BankAccountRepository } from './bank-account.repository.ts';
import { BankAccountService } from './bank-account.service.ts';
import { DepositRepository } from './deposit.repository.ts';
import { DepositService } from './deposit.service.ts';
import type { LedgerService } from './ledger.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxProvider } from './sandbox-provider.ts';
import type { SlotProviderProfile } from './invariants.queries.ts';
import { WalletJobs } from './wallet.jobs.ts';
import { registerWalletRoutes } from './wallet.routes.ts';
import { WithdrawalRepository } from './withdrawal.repository.ts';
import { WithdrawService, type BonusLock } from './withdraw.service.ts';
import type { WithdrawalHolds } from './withdrawal-hold.ts';

export type WalletModuleConfig = Pick<AppConfig, 'sandbox' | 'jobs' | 'jobIntervals'> & {
  /** Outside production: the demo's sandbox payment gateway. */
  readonly demo: boolean;
};

export interface WalletModuleDeps {
  readonly ledger: LedgerService;
  readonly auth: AuthService;
  readonly settings: SiteSettings;
  readonly protection: ProtectionService;
  readonly pins: PinService;
  readonly stepUp: StepUp;
  readonly holds: WithdrawalHolds;
  /** What a bonus under wagering keeps back from a withdrawal (the promotions module). */
  readonly bonusLock: BonusLock;
  /** The game providers whose seamless-wallet money reconciliation judges against RTP and caps. */
  readonly slotProviders: ReadonlyMap<string, SlotProviderProfile>;
  /** Staff decisions on withdrawals are audited. */
  readonly audit: AuditLog;
}

export interface WalletServices {
  readonly deposits: DepositService;
  readonly withdrawals: WithdrawService;
  readonly walletJobs: WalletJobs;
}

export function walletModule(ctx: ModuleContext<WalletModuleConfig>, deps: WalletModuleDeps): BuiltModule<WalletServices> {
  const { config, database, log, now } = ctx;
  const { ledger, auth, settings, protection, pins, stepUp, holds, bonusLock, slotProviders, audit } = deps;
  const db = database.db;
  // The demo's payment gateway; production has none built in, so deposits answer 20255 there.
  const sandbox = config.demo
    ? new SandboxProvider({
        secret: config.sandbox.secret,
        confirmAfterMs: config.sandbox.confirmAfterMs,
        webhookBase: ctx.selfUrl,
        now,
        onError: (err) => log.warn({ err }, 'sandbox webhook failed'),
      })
    : null;
  const providers = new Map<string, PaymentProvider>(sandbox ? [[sandbox.name, sandbox]] : []);
  const deposits = new DepositService(new DepositRepository(db), ledger, settings, providers, now, protection, log);
  const bankAccounts = new BankAccountService(new BankAccountRepository(db), pins, settings, stepUp, holds, now);
  const withdrawals = new WithdrawService(new WithdrawalRepository(db), bonusLock, audit, ledger, bankAccounts, pins, settings, holds, now);
  const walletJobs = new WalletJobs(db, deposits, slotProviders, sandbox, log, now);
  return {
    services: { deposits, withdrawals, walletJobs },
    manifest: {
      name: 'wallet',
      routes: (app) =>
        registerWalletRoutes(app, {
          auth,
          flows: new BalanceFlowRepository(db),
          ledger,
          settings,
          deposits,
          withdrawals,
          bankAccounts,
          providers,
        }),
      // JOBS=0 (tests that drive them by hand) leaves them out.
      jobs: config.jobs ? walletJobs.jobs(config.jobIntervals) : [],
      stop: () => sandbox?.close(),
    },
  };
}
