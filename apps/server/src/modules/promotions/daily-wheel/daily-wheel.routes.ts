/**
 * Daily wheel routes (SPEC §2 daily-wheel, -rule, -detail; §9 1045, 1046): the published segments and
 * earn rules are public; the player's day, the spin and the history of spins need login and act on
 * the caller's own spins only.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf, requireUser, type SessionChecker } from '../../../platform/http/auth-guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { restRoute } from '../../../platform/http/rest-route.ts';
import type { DailyWheelService } from './daily-wheel.service.ts';

export function registerDailyWheelRoutes(app: FastifyInstance, deps: { auth: SessionChecker; wheel: DailyWheelService }): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['promo'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  restRoute(app, 'GET /main/promo/wheel/rule', { tags, summary: 'Segmen, peluang dan cara mendapat putaran roda harian' }, async () =>
    ok(await deps.wheel.terms()),
  );
  restRoute(app, 'GET /main/promo/wheel', { onRequest, tags, summary: 'Roda harian saya hari ini' }, async (request) =>
    ok(await deps.wheel.view(user(request))),
  );
  restRoute(app, 'POST /main/promo/wheel/spin', { onRequest, tags, summary: 'Putar roda harian' }, async (request) =>
    ok(await deps.wheel.spin(user(request))),
  );
  restRoute(app, 'GET /main/promo/wheel/history', { onRequest, tags, summary: 'Riwayat putaran roda harian' }, async (request) =>
    ok(await deps.wheel.history(user(request), request.query.page ?? 1, request.query.count ?? 20)),
  );
}
