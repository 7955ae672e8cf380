/**
 * Background work of the wallet, run by the platform's job runner on every node (each step is
 * idempotent, so nodes may overlap):
 *  - reconciliation every minute: a breach is logged at error level and counted in the metric;
 *    beside double entry it checks the business invariants (invariants.ts), whose breaches are
 *    logged at error, counted per invariant and shown in the report's `breaches`;
 *  - the sandbox gateway re-sends webhooks for orders a restart left pending, and orders past their
 *    payment window expire. Production has no sandbox (null): nothing is re-sent there.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { minor } from '@kasino/shared/money';
import type { Database } from '../../platform/db/schema.ts';
import type { Job } from '../../platform/jobs/job-runner.ts';
import type { DepositService } from './deposit.service.ts';
import type { Breach } from './invariants.ts';
import { checkInvariants, inHouseRtp, type SlotProviderProfile } from './invariants.queries.ts';
import { reconcile, type ReconciliationReport } from './reconciliation.ts';
import { sandboxOutcome, type SandboxProvider } from './sandbox-provider.ts';

/** The reconciliation answer: double entry (`ok`, `violations`) and the business invariants (`breaches`). */
export type ReconcileResult = ReconciliationReport & { readonly breaches: Breach[] };

export interface WalletMetrics {
  reconcileRuns: number;
  reconcileViolations: number;
  /** Business-invariant breaches found, per invariant, over all runs. */
  invariantBreaches: Record<Breach['invariant'], number>;
  lastReconcile: ReconcileResult | null;
}

/** The window the business invariants look back over. */
export const INVARIANT_WINDOW_MS = 7 * 24 * 3_600_000;

export class WalletJobs {
  readonly metrics: WalletMetrics = {
    reconcileRuns: 0,
    reconcileViolations: 0,
    invariantBreaches: { rtp: 0, slotCreditWithoutDebit: 0, payoutAtCap: 0, depositTooFast: 0 },
    lastReconcile: null,
  };
  constructor(
    private readonly db: Kysely<Database>,
    private readonly deposits: DepositService,
    /** Game providers whose seamless-wallet money the invariants judge. */
    private readonly slotProviders: ReadonlyMap<string, SlotProviderProfile>,
    private readonly sandbox: SandboxProvider | null,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async reconcileNow(): Promise<ReconcileResult> {
    const now = this.now();
    const ledger = await reconcile(this.db, now);
    const breaches = await checkInvariants(this.db, now, {
      gameRtp: inHouseRtp,
      slotProviders: this.slotProviders,
      gatewayMinConfirmMs: this.deposits.gatewayMinConfirmMs(),
      windowMs: INVARIANT_WINDOW_MS,
    });
    const report: ReconcileResult = { ...ledger, breaches };
    this.metrics.reconcileRuns++;
    this.metrics.lastReconcile = report;
    if (!report.ok) {
      this.metrics.reconcileViolations += report.violations.length;
      this.log.error({ violations: report.violations, sums: report.sums }, 'ledger reconciliation found violations');
    }
    if (breaches.length) {
      for (const b of breaches) this.metrics.invariantBreaches[b.invariant]++;
      this.log.error({ breaches }, 'reconciliation found business-invariant breaches');
    }
    return report;
  }

  /** Payments that arrived late (credited) or were kept for review, since start (`/ops/metrics`). */
  get depositCounters(): { readonly lateCredited: number; readonly queuedForReview: number } {
    return this.deposits.counters;
  }

  /** Verified payments waiting for an operator (`GET /ops/deposits/reviews`). */
  depositReviews() {
    return this.deposits.openReviews();
  }

  /** Expires deposit orders past their payment window now (the job does it every few seconds). */
  expireDepositsNow(): Promise<number> {
    return this.deposits.expireOverdue('sandbox');
  }

  /** Re-sends the sandbox webhook for orders still pending a while after creation. */
  async resendSandbox(olderThanMs: number): Promise<number> {
    const sandbox = this.sandbox;
    if (!sandbox) return 0;
    const orders = await this.deposits.pendingOrders('sandbox', this.now() - olderThanMs);
    for (const order of orders) {
      if (order.provider_ref)
        sandbox.scheduleConfirmation(
          { orderId: order.id, providerRef: order.provider_ref, status: sandboxOutcome(minor(order.amount)), amount: minor(order.amount) },
          0,
        );
    }
    return orders.length;
  }

  /** The periodic work, for the platform's job runner: on every node (each step is idempotent). */
  jobs(intervals = { reconcileMs: 60_000, sandboxMs: 5_000 }): Job[] {
    return [
      { name: 'wallet.reconcile', everyMs: intervals.reconcileMs, scope: 'everyNode', run: () => this.reconcileNow() },
      {
        name: 'wallet.deposits',
        everyMs: intervals.sandboxMs,
        scope: 'everyNode',
        run: async () => {
          // resendSandbox does nothing without the sandbox (production); old sandbox orders still expire.
          await this.resendSandbox(intervals.sandboxMs);
          await this.deposits.expireOverdue('sandbox');
        },
      },
    ];
  }
}
