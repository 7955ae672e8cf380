/**
 * Operator routes of the help centre (X-Ops-Token; the back office puts a screen on them): write or
 * remove a help document, and publish a site message, which every connected client hears about at once.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EpochMsParam } from '@kasino/shared/protocol/params';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';
import { DocKey, Topic } from './help.routes.ts';
import type { HelpService } from './help.service.ts';

const DocBody = Type.Object(
  {
    module: Topic,
    title: Type.String({ minLength: 1, maxLength: 160 }),
    body: Type.String({ minLength: 1, maxLength: 100_000 }),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);

const MessageBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 160 }),
    content: Type.String({ minLength: 1, maxLength: 20_000 }),
    expireTime: Type.Optional(EpochMsParam()),
  },
  { additionalProperties: false },
);

export function registerHelpOpsRoutes(app: FastifyInstance, deps: { opsToken: string | null; help: HelpService; bus: EventBus }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(deps.opsToken);
  const tags = ['ops'];

  api.put(
    '/ops/help/docs/:key',
    { onRequest, schema: { tags, summary: 'Tulis artikel bantuan', params: Type.Object({ key: DocKey }), body: DocBody } },
    async (request) => ok(await deps.help.saveDoc(request.params.key, { ...request.body, sort: request.body.sort ?? 0 })),
  );

  api.delete(
    '/ops/help/docs/:key',
    { onRequest, schema: { tags, summary: 'Hapus artikel bantuan', params: Type.Object({ key: DocKey }) } },
    async (request) => {
      await deps.help.deleteDoc(request.params.key);
      return ok(null);
    },
  );

  api.post(
    '/ops/site/message',
    { onRequest, schema: { tags, summary: 'Terbitkan pengumuman situs', body: MessageBody } },
    async (request) => {
      const message = await deps.help.publish({ ...request.body, expireTime: request.body.expireTime ?? null });
      await publishTopic(deps.bus, '/ws/site/message', message);
      return ok(message);
    },
  );
}
