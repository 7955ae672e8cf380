/**
 * Red pocket routes (SPEC §7 `redPocket`; §2 /red-pocket): today's drops and a drop's opened shares are
 * public (the split is public once revealed); the player's view and opening a drop need login and act
 * on the caller only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam } from '@kasino/shared/protocol/params';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { RedPocketService } from './red-pocket.service.ts';

const OpenBody = Type.Object({ id: IdParam() }, { additionalProperties: false });

export function registerRedPocketRoutes(app: FastifyInstance, deps: { auth: SessionChecker; pockets: RedPocketService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['promo'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  api.get('/main/promo/redPocket/drops', { schema: { tags, summary: 'Angpao hari ini' } }, async () => ok(await deps.pockets.view(null)));
  api.get(
    '/main/promo/redPocket/drops/:id/claims',
    { schema: { tags, summary: 'Bagian angpao yang sudah dibuka', params: Type.Object({ id: IdParam() }) } },
    async (request) => ok(await deps.pockets.claims(request.params.id)),
  );
  api.get('/main/promo/redPocket', { onRequest, schema: { tags, summary: 'Angpao hari ini dan bagian saya' } }, async (request) =>
    ok(await deps.pockets.view(user(request))),
  );
  api.post('/main/promo/redPocket', { onRequest, schema: { tags, summary: 'Buka angpao', body: OpenBody } }, async (request) =>
    ok(await deps.pockets.open(user(request), request.body.id)),
  );
}
