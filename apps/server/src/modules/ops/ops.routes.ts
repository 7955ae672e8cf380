/**
 * Operator tools: a site-wide broadcast to every connected client on every node (maintenance notices).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FailureSchema, successSchema } from '@kasino/shared/protocol/rest';
import { ok } from '../../http/envelope.ts';
import { requireOps } from '../../http/ops-guard.ts';
import type { EventBus } from '../../realtime/event-bus.ts';

export const BROADCAST_TOPIC = '/ws/site/broadcast';

const BroadcastBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: 500 }), level: Type.Optional(Type.Union([Type.Literal('info'), Type.Literal('warning')])) },
  { additionalProperties: false },
);

export function registerOpsRoutes(app: FastifyInstance, deps: { bus: EventBus; opsToken: string | null }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/ops/broadcast',
    {
      onRequest: requireOps(deps.opsToken),
      schema: { tags: ['ops'], summary: 'Siarkan pesan ke semua klien', body: BroadcastBody, response: { 200: successSchema(Type.Null()), 400: FailureSchema, 401: FailureSchema } },
    },
    async (request) => {
      await deps.bus.publish(BROADCAST_TOPIC, { message: request.body.message, level: request.body.level ?? 'info' });
      return ok(null);
    },
  );
}
