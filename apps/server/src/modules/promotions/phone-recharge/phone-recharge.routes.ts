/**
 * Phone recharge routes (SPEC §7 `phoneRecharge`; §6: its data loads only when logged in): the
 * player's week, tiers and phone-credit orders, and claiming a tier; and `propsDist`, the rewards staff
 * handed the player. All act on the caller only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf, requireUser, type SessionChecker } from '../../../platform/http/auth-guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import type { PhoneRechargeService } from './phone-recharge.service.ts';
import type { PropsDistService } from '../props-dist/props-dist.service.ts';

const ClaimBody = Type.Object({ tier: Type.Integer({ minimum: 0, maximum: 5 }) }, { additionalProperties: false });

export function registerPhoneRechargeRoutes(
  app: FastifyInstance,
  deps: { auth: SessionChecker; phoneRecharge: PhoneRechargeService; props: PropsDistService },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['promo'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  api.get(
    '/main/promo/phoneRecharge',
    { onRequest, schema: { tags, summary: 'Hadiah pulsa minggu ini dan pesanan pulsa saya' } },
    async (request) => ok(await deps.phoneRecharge.view(user(request))),
  );
  api.post(
    '/main/promo/phoneRecharge',
    { onRequest, schema: { tags, summary: 'Klaim pulsa untuk satu tingkat deposit minggu ini', body: ClaimBody } },
    async (request) => ok(await deps.phoneRecharge.claim(user(request), request.body.tier)),
  );
  api.get('/main/promo/propsDist', { onRequest, schema: { tags, summary: 'Hadiah khusus dari tim Kasino untuk saya' } }, async (request) =>
    ok(await deps.props.mine(user(request))),
  );
}
