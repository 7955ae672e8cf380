/**
 * Operator calls on the lobby catalogue (`/ops/slot/games`, X-Ops-Token): list the operator rows,
 * add or change a title (hide it, rename it, tag it hot/new, rank it), and drop a change again.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GAME_ID_PATTERN, PROVIDER_ID_PATTERN, slotCategories, slotTags } from '@kasino/shared/protocol/slots';
import { ok } from '../../platform/http/envelope.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { SlotsService } from './slots.service.ts';
import { IntParam } from '@kasino/shared/protocol/params';

const GameParams = Type.Object({ id: Type.String({ pattern: GAME_ID_PATTERN }) });

const OperatorRowBody = Type.Object(
  {
    provider: Type.Optional(Type.String({ pattern: PROVIDER_ID_PATTERN })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' })),
    type: Type.Optional(Type.Enum([...slotCategories])),
    tags: Type.Optional(Type.Array(Type.Enum([...slotTags]), { uniqueItems: true })),
    position: Type.Optional(IntParam(0, 1_000_000)),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export function registerSlotOpsRoutes(app: FastifyInstance, deps: { slots: SlotsService; opsToken: string | null }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(deps.opsToken);
  const tags = ['ops'];

  api.get('/ops/slot/games', { onRequest, schema: { tags, summary: 'Perubahan katalog oleh operator' } }, async () =>
    ok({ list: await deps.slots.operatorRows() }),
  );
  api.put(
    '/ops/slot/games/:id',
    {
      onRequest,
      schema: { tags, summary: 'Tambah atau ubah game (sembunyikan, ganti nama, tag, urutan)', params: GameParams, body: OperatorRowBody },
    },
    async (request) => ok(await deps.slots.saveOperatorRow(request.params.id, { ...request.body, name: request.body.name?.trim() })),
  );
  api.delete(
    '/ops/slot/games/:id',
    { onRequest, schema: { tags, summary: 'Batalkan perubahan operator pada game', params: GameParams } },
    async (request) => ok(await deps.slots.removeOperatorRow(request.params.id)),
  );
}
