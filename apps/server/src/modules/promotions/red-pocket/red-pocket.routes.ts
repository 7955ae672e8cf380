/**
 * Red pocket and holiday check-in routes (SPEC §7 `redPocket`, `holidaySign`; §2 /red-pocket): today's
 * drops, a drop's opened shares and the holiday list are public (the split is public once revealed);
 * the player's views, opening a drop and signing a holiday need login and act on the caller only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam } from '@kasino/shared/protocol/params';
import { principalOf, requireUser, type SessionChecker } from '../../../platform/http/auth-guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import type { HolidaySignService } from '../holiday-sign/holiday-sign.service.ts';
import type { RedPocketService } from './red-pocket.service.ts';

const OpenBody = Type.Object({ id: IdParam() }, { additionalProperties: false });

export function registerRedPocketRoutes(
  app: FastifyInstance,
  deps: { auth: SessionChecker; pockets: RedPocketService; holidays: HolidaySignService },
): void {
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

  api.get('/main/promo/holidaySign/days', { schema: { tags, summary: 'Hari libur check-in' } }, async () =>
    ok(await deps.holidays.view(null)),
  );
  api.get('/main/promo/holidaySign', { onRequest, schema: { tags, summary: 'Check-in hari libur saya' } }, async (request) =>
    ok(await deps.holidays.view(user(request))),
  );
  api.post('/main/promo/holidaySign', { onRequest, schema: { tags, summary: 'Check-in hari libur' } }, async (request) =>
    ok(await deps.holidays.sign(user(request))),
  );
}
