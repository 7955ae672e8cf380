/**
 * VIP routes (SPEC §7 `/main/vip/*`). `configs` is public (the club's levels and perks a visitor may
 * read); every other call needs login and acts on the caller's own level, rewards and cashback.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { VipDepositCheckService } from './vip-deposit-check.service.ts';
import type { VipService } from './vip.service.ts';

const LevelBody = Type.Object({ level: Type.Integer({ minimum: 1, maximum: 50 }) }, { additionalProperties: false });

export function registerVipRoutes(
  app: FastifyInstance,
  deps: { auth: SessionChecker; vip: VipService; depositCheck: VipDepositCheckService },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireUser(deps.auth);
  const tags = ['vip'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  const { vip } = deps;

  api.get('/main/vip/configs', { schema: { tags, summary: 'Level VIP dan keuntungannya' } }, async () => ok(await vip.configs()));
  api.get('/main/vip/user/level', { onRequest, schema: { tags, summary: 'Level VIP saya, kemajuan dan asal poin' } }, async (request) =>
    ok(await vip.info(user(request))),
  );
  api.post(
    '/main/vip/level/reward/claim',
    { onRequest, schema: { tags, summary: 'Klaim hadiah naik level', body: LevelBody } },
    async (request) => ok(await vip.claimLevelReward(user(request), request.body.level)),
  );
  api.get('/main/vip/level/reward/orders', { onRequest, schema: { tags, summary: 'Hadiah naik level saya' } }, async (request) =>
    ok(await vip.orders(user(request))),
  );
  api.post('/main/vip/cashback/claim', { onRequest, schema: { tags, summary: 'Klaim cashback VIP' } }, async (request) =>
    ok(await vip.claimCashback(user(request))),
  );
  api.get('/main/vip/cashback/history', { onRequest, schema: { tags, summary: 'Riwayat cashback VIP' } }, async (request) =>
    ok(await vip.cashbackHistory(user(request))),
  );
  // The VIP deposit check (SPEC §7 `checkInVip`; the pages `/vip-deposit-check` and `/v-d-c-record`).
  const { depositCheck } = deps;
  api.get('/main/promo/checkInVip', { onRequest, schema: { tags, summary: 'Cek deposit VIP hari ini' } }, async (request) =>
    ok(await depositCheck.view(user(request))),
  );
  api.post('/main/promo/checkInVip', { onRequest, schema: { tags, summary: 'Klaim cek deposit VIP hari ini' } }, async (request) =>
    ok(await depositCheck.claim(user(request))),
  );
  api.get('/main/promo/checkInVip/record', { onRequest, schema: { tags, summary: 'Riwayat cek deposit VIP' } }, async (request) =>
    ok(await depositCheck.record(user(request))),
  );
}
