/**
 * Operator routes of the content module (X-Ops-Token; the back office puts a screen on them): lobby and
 * announcement boards per group, listed with inactive ones, created, changed and removed. A board's
 * link is a site path or an https URL, its image a site path (served through the image CDN setting)
 * or an https URL; anything else is refused by the schema.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam } from '@kasino/shared/protocol/params';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { ContentRepository } from './content.repository.ts';

export const Group = Type.String({ pattern: '^[a-zA-Z0-9_-]{1,32}$' });
/** A site path (not `//host`) or an https URL; empty for none. */
const SafeUrl = Type.String({ maxLength: 500, pattern: '^(/(?!/)[^\\s<>"]*|https://[^\\s<>"]+)?$' });

const BoardBody = Type.Object(
  {
    group: Group,
    title: Type.String({ minLength: 1, maxLength: 80 }),
    subtitle: Type.String({ maxLength: 160 }),
    image: SafeUrl,
    link: SafeUrl,
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
    sort: Type.Integer({ minimum: 0, maximum: 10_000 }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export function registerContentOpsRoutes(app: FastifyInstance, deps: { opsToken: string | null; content: ContentRepository }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(deps.opsToken);
  const tags = ['ops'];

  api.get(
    '/ops/boards/:group',
    { onRequest, schema: { tags, summary: 'Semua banner grup', params: Type.Object({ group: Group }) } },
    async (request) => ok({ list: await deps.content.allBoards(request.params.group) }),
  );

  api.post('/ops/boards', { onRequest, schema: { tags, summary: 'Tambah banner', body: BoardBody } }, async (request) =>
    ok({ id: await deps.content.createBoard(request.body) }),
  );

  api.put(
    '/ops/boards/:id',
    { onRequest, schema: { tags, summary: 'Ubah banner', params: Type.Object({ id: IdParam() }), body: BoardBody } },
    async (request) => {
      if (!(await deps.content.updateBoard(request.params.id, request.body))) throw new AppError(20374);
      return ok(null);
    },
  );

  api.delete(
    '/ops/boards/:id',
    { onRequest, schema: { tags, summary: 'Hapus banner', params: Type.Object({ id: IdParam() }) } },
    async (request) => {
      if (!(await deps.content.deleteBoard(request.params.id))) throw new AppError(20374);
      return ok(null);
    },
  );
}
