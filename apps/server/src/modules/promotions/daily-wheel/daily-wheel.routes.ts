/**
 * Daily wheel routes (SPEC §2 daily-wheel, -rule, -detail; §9 1045, 1046): the published segments and
 * earn rules are public; the player's day, the spin and the history of spins need login and act on
 * the caller's own spins only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CountParam, PageParam } from '@kasino/shared/protocol/params';
import { principalOf, requireUser, type SessionChecker } from '../../../platform/http/auth-guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import type { DailyWheelService } from './daily-wheel.service.ts';

// Open to extra keys: the web client adds `request_id` to every query.
const PageQuery = Type.Object({ page: Type.Optional(PageParam()), count: Type.Optional(CountParam(50)) });

export function registerDailyWheelRoutes(app: FastifyInstance, deps: { auth: SessionChecker; wheel: DailyWheelService }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['promo'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  api.get('/main/promo/wheel/rule', { schema: { tags, summary: 'Segmen, peluang dan cara mendapat putaran roda harian' } }, async () =>
    ok(await deps.wheel.terms()),
  );
  api.get('/main/promo/wheel', { onRequest, schema: { tags, summary: 'Roda harian saya hari ini' } }, async (request) =>
    ok(await deps.wheel.view(user(request))),
  );
  api.post('/main/promo/wheel/spin', { onRequest, schema: { tags, summary: 'Putar roda harian' } }, async (request) =>
    ok(await deps.wheel.spin(user(request))),
  );
  api.get(
    '/main/promo/wheel/history',
    { onRequest, schema: { tags, summary: 'Riwayat putaran roda harian', querystring: PageQuery } },
    async (request) => ok(await deps.wheel.history(user(request), request.query.page ?? 1, request.query.count ?? 20)),
  );
}
