/**
 * Operator tools: site-wide broadcast (every node), ledger reconciliation, staff review of
 * withdrawals, and metrics in the Prometheus text format. All need the ops guard.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import { ReviewBody } from '@kasino/shared/protocol/pay';
import { ok } from '../../http/envelope.ts';
import { requireOps } from '../../http/ops-guard.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { Gateway } from '../../realtime/gateway.ts';
import type { WalletJobs } from '../wallet/wallet.jobs.ts';
import type { WithdrawService } from '../wallet/withdraw.service.ts';

export const BROADCAST_TOPIC = '/ws/site/broadcast';

const BroadcastBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: 500 }), level: Type.Optional(Type.Union([Type.Literal('info'), Type.Literal('warning')])) },
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
    { onRequest, schema: { tags, summary: 'Siarkan pesan ke semua klien', body: BroadcastBody, response: { 200: successSchema(Type.Null()), 400: FailureSchema, 401: FailureSchema } } },
    async (request) => {
      await deps.bus.publish(BROADCAST_TOPIC, { message: request.body.message, level: request.body.level ?? 'info' });
      return ok(null);
    },
  );

  // DESIGN: `GET /ops/reconcile` → `{ok, sums, violations}` (not wrapped in the envelope).
  api.get('/ops/reconcile', { onRequest, schema: { tags, summary: 'Periksa invarian buku besar' } }, async () => deps.walletJobs.reconcileNow());

  api.post(
    '/ops/withdrawals/:id/review',
    { onRequest, schema: { tags, summary: 'Setujui atau tolak penarikan', params: Type.Object({ id: Type.String({ pattern: '^[A-Z0-9]{4,40}$' }) }), body: ReviewBody } },
    async (request) => ok(await deps.withdrawals.review(request.params.id, request.body.decision, request.body.note ?? null)),
  );

  api.get('/ops/metrics', { onRequest, schema: { tags, summary: 'Metrik (format Prometheus)' } }, async (_request, reply) => {
    const m = deps.walletJobs.metrics;
    reply.type('text/plain; version=0.0.4');
    return [
      '# TYPE kasino_reconcile_runs_total counter',
      `kasino_reconcile_runs_total ${m.reconcileRuns}`,
      '# TYPE kasino_reconcile_violations_total counter',
      `kasino_reconcile_violations_total ${m.reconcileViolations}`,
      '# TYPE kasino_ws_connections gauge',
      `kasino_ws_connections ${deps.gateway.connectionCount}`,
      '',
    ].join('\n');
  });
}
