/**
 * Background work of the wallet, on every node (each step is idempotent, so nodes may overlap):
 *  - reconciliation every minute: a breach is logged at error level and counted in the metric;
 *  - the sandbox gateway re-sends webhooks for orders a restart left pending, and orders past their
 *    payment window expire.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { minor } from '@kasino/shared/money';
import type { Database } from '../../platform/db/schema.ts';
import type { DepositService } from './deposit.service.ts';
import { reconcile, type ReconciliationReport } from './reconciliation.ts';
import { sandboxOutcome, type SandboxProvider } from './sandbox-provider.ts';

export interface WalletMetrics {
  reconcileRuns: number;
  reconcileViolations: number;
  lastReconcile: ReconciliationReport | null;
}

export class WalletJobs {
  readonly metrics: WalletMetrics = { reconcileRuns: 0, reconcileViolations: 0, lastReconcile: null };
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly deposits: DepositService,
    private readonly sandbox: SandboxProvider,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async reconcileNow(): Promise<ReconciliationReport> {
    const report = await reconcile(this.db, this.now());
    this.metrics.reconcileRuns++;
    this.metrics.lastReconcile = report;
    if (!report.ok) {
      this.metrics.reconcileViolations += report.violations.length;
      this.log.error({ violations: report.violations, sums: report.sums }, 'ledger reconciliation found violations');
    }
    return report;
  }

  /** Re-sends the sandbox webhook for orders still pending a while after creation. */
  async resendSandbox(olderThanMs: number): Promise<number> {
    const orders = await this.deposits.pendingOrders('sandbox', this.now() - olderThanMs);
    for (const order of orders) {
      if (order.provider_ref) this.sandbox.scheduleConfirmation({ orderId: order.id, providerRef: order.provider_ref, status: sandboxOutcome(minor(order.amount)), amount: minor(order.amount) }, 0);
    }
    return orders.length;
  }

  start(intervals = { reconcileMs: 60_000, sandboxMs: 5_000 }): void {
    const every = (ms: number, work: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        work().catch((err: unknown) => this.log.error({ err }, 'wallet job failed'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(intervals.reconcileMs, () => this.reconcileNow());
    every(intervals.sandboxMs, async () => {
      await this.resendSandbox(intervals.sandboxMs);
      await this.deposits.expireOverdue('sandbox');
    });
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }
}
