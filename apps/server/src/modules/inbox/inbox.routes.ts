/**
 * Inbox routes (SPEC §7 Mail; DESIGN: `POST /heracles/inbox/mail/{id}/read` and `/delete`). All need
 * login and act only on the caller's mails; templates are `GET /main/inbox/tpl`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { mailTags, type MailTag } from '@kasino/shared/protocol/inbox';
import { CountParam, IdParam, PageParam } from '@kasino/shared/protocol/params';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { InboxService } from './inbox.service.ts';
import { mailTemplates } from './mail-templates.ts';

const Tag = Type.Union(mailTags.map((t) => Type.Literal(t)));
const TagBody = Type.Object({ tag: Type.Optional(Tag) }, { additionalProperties: false });
const IdParams = Type.Object({ id: IdParam() });

export function registerInboxRoutes(app: FastifyInstance, deps: { auth: SessionChecker; inbox: InboxService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['inbox'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  const tagOf = (body: { tag?: MailTag } | undefined) => body?.tag ?? null;

  api.get(
    '/heracles/inbox/mail',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Pesan saya (per tag, terbaru dulu)',
        querystring: Type.Object({ tag: Type.Optional(Tag), page: Type.Optional(PageParam()), count: Type.Optional(CountParam(50)) }),
      },
    },
    async (request) =>
      ok(await deps.inbox.list(user(request), request.query.tag ?? null, request.query.page ?? 1, request.query.count ?? 20)),
  );

  api.get('/heracles/inbox/mail/:id', { onRequest, schema: { tags, summary: 'Satu pesan', params: IdParams } }, async (request) =>
    ok(await deps.inbox.get(user(request), request.params.id)),
  );

  api.post(
    '/heracles/inbox/mail/:id/read',
    { onRequest, schema: { tags, summary: 'Tandai dibaca', params: IdParams } },
    async (request) => {
      await deps.inbox.read(user(request), request.params.id);
      return ok(null);
    },
  );

  api.post(
    '/heracles/inbox/mail/:id/delete',
    { onRequest, schema: { tags, summary: 'Hapus pesan', params: IdParams } },
    async (request) => {
      await deps.inbox.delete(user(request), request.params.id);
      return ok(null);
    },
  );

  api.post(
    '/heracles/inbox/mail/:id/claim',
    { onRequest, schema: { tags, summary: 'Klaim hadiah pesan', params: IdParams } },
    async (request) => ok(await deps.inbox.claim(user(request), request.params.id)),
  );

  api.post(
    '/heracles/inbox/readAll',
    { onRequest, schema: { tags, summary: 'Tandai semua dibaca', body: Type.Optional(TagBody) } },
    async (request) => ok(await deps.inbox.readAll(user(request), tagOf(request.body))),
  );

  api.post(
    '/heracles/inbox/deleteAll',
    { onRequest, schema: { tags, summary: 'Hapus semua pesan yang sudah dibaca', body: Type.Optional(TagBody) } },
    async (request) => ok(await deps.inbox.deleteAllRead(user(request), tagOf(request.body))),
  );

  api.post(
    '/heracles/inbox/claimAll',
    { onRequest, schema: { tags, summary: 'Klaim semua hadiah', body: Type.Optional(TagBody) } },
    async (request) => ok(await deps.inbox.claimAll(user(request), tagOf(request.body))),
  );

  api.get('/heracles/inbox/unread', { onRequest, schema: { tags, summary: 'Jumlah pesan belum dibaca per tag' } }, async (request) =>
    ok(await deps.inbox.unread(user(request))),
  );

  api.get('/main/inbox/tpl', { onRequest, schema: { tags, summary: 'Templat pesan' } }, async () =>
    ok(Object.values(mailTemplates).map(({ key, tag, title, body, variables }) => ({ key, tag, title, body, variables }))),
  );
}
