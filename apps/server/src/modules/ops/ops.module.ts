/**
 * Ops module: operator endpoints behind the ops guard (broadcast, reconciliation, withdrawal and
 * deposit review, metrics).
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { WalletJobs } from '../wallet/wallet.jobs.ts';
import type { WithdrawService } from '../wallet/withdraw.service.ts';
import { registerOpsRoutes } from './ops.routes.ts';

export function opsModule(
  ctx: ModuleContext<{ readonly opsToken: string | null }>,
  deps: { readonly walletJobs: WalletJobs; readonly withdrawals: WithdrawService },
): BuiltModule<object> {
  const { bus, gateway, config } = ctx;
  return {
    services: {},
    manifest: { name: 'ops', opsRoutes: (app) => registerOpsRoutes(app, { bus, gateway, opsToken: config.opsToken, ...deps }) },
  };
}
