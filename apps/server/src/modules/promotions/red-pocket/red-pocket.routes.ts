/**
 * Red pocket and holiday check-in routes (SPEC §7 `redPocket`, `holidaySign`; §2 /red-pocket): today's
 * drops, a drop's opened shares and the holiday list are public (the split is public once revealed);
 * the player's views, opening a drop and signing a holiday need login and act on the caller only.
 */
import type { FastifyInstance } from 'fastify';
import { principalOf, requireUser, type SessionChecker } from '../../../platform/http/auth-guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { restRoute } from '../../../platform/http/rest-route.ts';
import type { HolidaySignService } from '../holiday-sign/holiday-sign.service.ts';
import type { RedPocketService } from './red-pocket.service.ts';

export function registerRedPocketRoutes(
  app: FastifyInstance,
  deps: { auth: SessionChecker; pockets: RedPocketService; holidays: HolidaySignService },
): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['promo'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  restRoute(app, 'GET /main/promo/redPocket/drops', { tags, summary: 'Angpao hari ini' }, async () => ok(await deps.pockets.view(null)));
  restRoute(app, 'GET /main/promo/redPocket/drops/:id/claims', { tags, summary: 'Bagian angpao yang sudah dibuka' }, async (request) =>
    ok(await deps.pockets.claims(request.params.id)),
  );
  restRoute(app, 'GET /main/promo/redPocket', { onRequest, tags, summary: 'Angpao hari ini dan bagian saya' }, async (request) =>
    ok(await deps.pockets.view(user(request))),
  );
  restRoute(app, 'POST /main/promo/redPocket', { onRequest, tags, summary: 'Buka angpao' }, async (request) =>
    ok(await deps.pockets.open(user(request), request.body.id)),
  );

  restRoute(app, 'GET /main/promo/holidaySign/days', { tags, summary: 'Hari libur check-in' }, async () =>
    ok(await deps.holidays.view(null)),
  );
  restRoute(app, 'GET /main/promo/holidaySign', { onRequest, tags, summary: 'Check-in hari libur saya' }, async (request) =>
    ok(await deps.holidays.view(user(request))),
  );
  restRoute(app, 'POST /main/promo/holidaySign', { onRequest, tags, summary: 'Check-in hari libur' }, async (request) =>
    ok(await deps.holidays.sign(user(request))),
  );
}
