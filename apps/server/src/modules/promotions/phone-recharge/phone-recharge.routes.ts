/**
 * Phone recharge routes (SPEC §7 `phoneRecharge`; §6: its data loads only when logged in): the
 * player's week, tiers and phone-credit orders, and claiming a tier; and `propsDist`, the rewards staff
 * handed the player. All act on the caller only.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf, requireUser, type SessionChecker } from '../../../platform/http/auth-guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { restRoute } from '../../../platform/http/rest-route.ts';
import type { PhoneRechargeService } from './phone-recharge.service.ts';
import type { PropsDistService } from '../props-dist/props-dist.service.ts';

export function registerPhoneRechargeRoutes(
  app: FastifyInstance,
  deps: { auth: SessionChecker; phoneRecharge: PhoneRechargeService; props: PropsDistService },
): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['promo'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  restRoute(
    app,
    'GET /main/promo/phoneRecharge',
    { onRequest, tags, summary: 'Hadiah pulsa minggu ini dan pesanan pulsa saya' },
    async (request) => ok(await deps.phoneRecharge.view(user(request))),
  );
  restRoute(
    app,
    'POST /main/promo/phoneRecharge',
    { onRequest, tags, summary: 'Klaim pulsa untuk satu tingkat deposit minggu ini' },
    async (request) => ok(await deps.phoneRecharge.claim(user(request), request.body.tier)),
  );
  restRoute(app, 'GET /main/promo/propsDist', { onRequest, tags, summary: 'Hadiah khusus dari tim Kasino untuk saya' }, async (request) =>
    ok(await deps.props.mine(user(request))),
  );
}
