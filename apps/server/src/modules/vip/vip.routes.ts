/**
 * VIP routes (SPEC §7 `/main/vip/*`). `configs` is public (the club's levels and perks a visitor may
 * read); every other call needs login and acts on the caller's own level, rewards and cashback.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import type { VipDepositCheckService } from './vip-deposit-check.service.ts';
import type { VipService } from './vip.service.ts';

export function registerVipRoutes(
  app: FastifyInstance,
  deps: { auth: SessionChecker; vip: VipService; depositCheck: VipDepositCheckService },
): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['vip'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  const { vip } = deps;

  restRoute(app, 'GET /main/vip/configs', { tags, summary: 'Level VIP dan keuntungannya' }, async () => ok(await vip.configs()));
  restRoute(app, 'GET /main/vip/user/level', { onRequest, tags, summary: 'Level VIP saya, kemajuan dan asal poin' }, async (request) =>
    ok(await vip.info(user(request))),
  );
  restRoute(app, 'POST /main/vip/level/reward/claim', { onRequest, tags, summary: 'Klaim hadiah naik level' }, async (request) =>
    ok(await vip.claimLevelReward(user(request), request.body.level)),
  );
  restRoute(app, 'GET /main/vip/level/reward/orders', { onRequest, tags, summary: 'Hadiah naik level saya' }, async (request) =>
    ok(await vip.orders(user(request))),
  );
  restRoute(app, 'POST /main/vip/cashback/claim', { onRequest, tags, summary: 'Klaim cashback VIP' }, async (request) =>
    ok(await vip.claimCashback(user(request))),
  );
  restRoute(app, 'GET /main/vip/cashback/history', { onRequest, tags, summary: 'Riwayat cashback VIP' }, async (request) =>
    ok(await vip.cashbackHistory(user(request))),
  );
  // The VIP deposit check (SPEC §7 `checkInVip`; the pages `/vip-deposit-check` and `/v-d-c-record`).
  const { depositCheck } = deps;
  restRoute(app, 'GET /main/promo/checkInVip', { onRequest, tags, summary: 'Cek deposit VIP hari ini' }, async (request) =>
    ok(await depositCheck.view(user(request))),
  );
  restRoute(app, 'POST /main/promo/checkInVip', { onRequest, tags, summary: 'Klaim cek deposit VIP hari ini' }, async (request) =>
    ok(await depositCheck.claim(user(request))),
  );
  restRoute(app, 'GET /main/promo/checkInVip/record', { onRequest, tags, summary: 'Riwayat cek deposit VIP' }, async (request) =>
    ok(await depositCheck.record(user(request))),
  );
}
