/**
 * Setoran Beruntun route (SPEC §7 `/main/promo/continuous`): a visitor reads the rules and milestones;
 * with a session the answer adds the caller's own streak, today's deposits and each milestone's state.
 * Grants are claimed through `/main/promo/claim` like every other reward.
 */
import type { FastifyInstance } from 'fastify';
import { optionalUser, type SessionChecker } from '../../../platform/http/auth-guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { restRoute } from '../../../platform/http/rest-route.ts';
import type { ContinuousService } from './continuous.service.ts';

export function registerContinuousRoutes(app: FastifyInstance, deps: { auth: SessionChecker; continuous: ContinuousService }): void {
  restRoute(
    app,
    'GET /main/promo/continuous',
    { onRequest: optionalUser(deps.auth), tags: ['promo'], summary: 'Setoran Beruntun: aturan, tonggak dan rangkaian saya' },
    async (request) => ok(await deps.continuous.view(request.principal?.userId ?? null)),
  );
}
