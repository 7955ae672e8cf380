/**
 * Operator tools: site-wide broadcast (every node), ledger reconciliation, staff review of
 * withdrawals, and metrics in the Prometheus text format. All need the ops guard.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import { ReviewBody } from '@kasino/shared/protocol/pay';
import { toWireAmount } from '@kasino/shared/money';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';
import type { Gateway } from '../../platform/realtime/gateway.ts';
import { opsTokenActor } from '../audit/audit.service.ts';
import type { WalletJobs } from '../wallet/wallet.jobs.ts';
import type { WithdrawService } from '../wallet/withdraw.service.ts';

export const BROADCAST_TOPIC = '/ws/site/broadcast' as const;

const BroadcastBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 500 }),
    level: Type.Optional(Type.Union([Type.Literal('info'), Type.Literal('warning')])),
  },
  { additionalProperties: false },
);

export interface OpsDeps {
  bus: EventBus;
  gateway: Gateway;
  opsToken: string | null;
  walletJobs: WalletJobs;
  withdrawals: WithdrawService;
}

export function registerOpsRoutes(app: FastifyInstance, deps: OpsDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(deps.opsToken);
  const tags = ['ops'];

  api.post(
    '/ops/broadcast',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Siarkan pesan ke semua klien',
        body: BroadcastBody,
        response: { 200: successSchema(Type.Null()), 400: FailureSchema, 401: FailureSchema },
      },
    },
    async (request) => {
      await publishTopic(deps.bus, BROADCAST_TOPIC, { message: request.body.message, level: request.body.level ?? 'info' });
      return ok(null);
    },
  );

  // DESIGN: `GET /ops/reconcile` → `{ok, sums, violations}` (not wrapped in the envelope).
  api.get('/ops/reconcile', { onRequest, schema: { tags, summary: 'Periksa invarian buku besar' } }, async () =>
    deps.walletJobs.reconcileNow(),
  );

  // Verified payments that could not be credited automatically, waiting for an operator.
  api.get(
    '/ops/deposits/reviews',
    { onRequest, schema: { tags, summary: 'Pembayaran terverifikasi yang menunggu pemeriksaan' } },
    async () => {
      const rows = await deps.walletJobs.depositReviews();
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          orderId: r.order_id,
          provider: r.provider,
          providerRef: r.provider_ref,
          userId: Number(r.user_id),
          currency: r.currency,
          orderAmount: toWireAmount(r.order_amount),
          paidAmount: toWireAmount(r.paid_amount),
          orderStatus: r.order_status,
          reason: r.reason,
          createdAt: Number(r.created_at),
        })),
      });
    },
  );

  api.post(
    '/ops/withdrawals/:id/review',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Setujui atau tolak penarikan',
        params: Type.Object({ id: Type.String({ pattern: '^[A-Z0-9]{4,40}$' }) }),
        body: ReviewBody,
      },
    },
    async (request) =>
      ok(
        await deps.withdrawals.review(
          request.params.id,
          request.body.decision,
          request.body.note ?? null,
          opsTokenActor(request.id, request.ip),
        ),
      ),
  );

  api.get('/ops/metrics', { onRequest, schema: { tags, summary: 'Metrik (format Prometheus)' } }, async (_request, reply) => {
    const m = deps.walletJobs.metrics;
    reply.type('text/plain; version=0.0.4');
    return [
      '# TYPE kasino_reconcile_runs_total counter',
      `kasino_reconcile_runs_total ${m.reconcileRuns}`,
      '# TYPE kasino_reconcile_violations_total counter',
      `kasino_reconcile_violations_total ${m.reconcileViolations}`,
      // Business invariants beside double entry (wallet/invariants.ts), per invariant.
      '# TYPE kasino_invariant_breaches_total counter',
      ...Object.entries(m.invariantBreaches).map(
        ([invariant, count]) => `kasino_invariant_breaches_total{invariant="${invariant}"} ${count}`,
      ),
      // Verified payments that arrived after their order expired (credited late) or were kept for review.
      '# TYPE kasino_deposits_paid_late_total counter',
      `kasino_deposits_paid_late_total ${deps.walletJobs.depositCounters.lateCredited}`,
      '# TYPE kasino_deposits_review_total counter',
      `kasino_deposits_review_total ${deps.walletJobs.depositCounters.queuedForReview}`,
      '# TYPE kasino_ws_connections gauge',
      `kasino_ws_connections ${deps.gateway.connectionCount}`,
      '',
    ].join('\n');
  });
}
