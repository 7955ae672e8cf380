/**
 * Referral routes (SPEC §7 `/main/promo/spread*`). `terms` is public (what a visitor may read before
 * joining); every other call needs login and acts on the caller's own code, downline and rewards.
 * The operator's `/ops/referral/settle` settles every finished day not yet settled (the leader's job
 * does the same on its own); a day settled before pays nothing more.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam } from '@kasino/shared/protocol/params';
import type { Tier } from '@kasino/shared/protocol/referral';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import { requireOps } from '../../platform/http/ops-guard.ts';
import type { AgencyService } from './agency.service.ts';
import type { ReferralService } from './referral.service.ts';
import type { ReferralSettlement } from './referral.settlement.ts';

// Query strings stay open: the client adds its request_id to every call.
const DecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('suspend'), Type.Literal('reinstate')]),
    note: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
const StatusQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('suspended')]),
  ),
});
const SettleBody = Type.Object({ day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) }, { additionalProperties: false });

export function registerReferralRoutes(
  app: FastifyInstance,
  deps: { auth: SessionChecker; referral: ReferralService; agency: AgencyService },
): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['referral'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  const { referral } = deps;

  restRoute(app, 'GET /main/promo/spread/terms', { tags, summary: 'Ketentuan program referensi' }, async () => ok(await referral.terms()));
  restRoute(
    app,
    'GET /main/promo/spread/info',
    { onRequest, tags, summary: 'Kode undangan, level agen dan jaringan saya' },
    async (request) => ok(await referral.info(user(request))),
  );
  restRoute(
    app,
    'POST /main/promo/spread/relation',
    { onRequest, tags, summary: 'Pakai kode undangan setelah mendaftar' },
    async (request) => ok(await referral.bind(user(request), request.body.inviteCode)),
  );
  restRoute(app, 'GET /main/promo/spread/members', { onRequest, tags, summary: 'Anggota jaringan per tier' }, async (request) =>
    ok(await referral.members(user(request), (request.query.tier ?? 1) as Tier, request.query.page ?? 1, request.query.count ?? 20)),
  );
  restRoute(app, 'GET /main/promo/spread/logs', { onRequest, tags, summary: 'Rabat per hari, tier dan anggota' }, async (request) =>
    ok(await referral.logs(user(request), request.query.page ?? 1, request.query.count ?? 20)),
  );
  restRoute(
    app,
    'GET /main/promo/spread/bonus',
    { onRequest, tags, summary: 'Rabat dan bonus undangan yang bisa diklaim' },
    async (request) => ok(await referral.bonus(user(request))),
  );
  restRoute(app, 'POST /main/promo/spread/bonus', { onRequest, tags, summary: 'Klaim semua rabat dan bonus undangan' }, async (request) =>
    ok(await referral.claimAll(user(request))),
  );
  restRoute(app, 'GET /main/promo/spread/history', { onRequest, tags, summary: 'Riwayat rabat dan bonus undangan' }, async (request) =>
    ok(await referral.history(user(request))),
  );

  // The agency programme (SPEC §6 spa*, spammer*).
  const { agency } = deps;
  restRoute(app, 'GET /main/promo/spa/apply', { onRequest, tags, summary: 'Lamaran agen saya dan ketentuan pemasaran' }, async (request) =>
    ok(await agency.state(user(request))),
  );
  restRoute(app, 'POST /main/promo/spa/apply', { onRequest, tags, summary: 'Melamar menjadi agen' }, async (request) =>
    ok(await agency.apply(user(request), request.body)),
  );
  restRoute(app, 'GET /main/promo/spa/members', { onRequest, tags, summary: 'Anggota agen per tier' }, async (request) => {
    await agency.assertAgent(user(request));
    return ok(await referral.members(user(request), (request.query.tier ?? 1) as Tier, request.query.page ?? 1, request.query.count ?? 20));
  });
  restRoute(app, 'GET /main/promo/spa/report', { onRequest, tags, summary: 'Kinerja agen per periode' }, async (request) =>
    ok(await agency.report(user(request), request.query.period ?? 'week')),
  );
  restRoute(app, 'GET /main/promo/spa/tasks', { onRequest, tags, summary: 'Tugas agen minggu ini' }, async (request) =>
    ok(await agency.tasks(user(request))),
  );
  restRoute(app, 'POST /main/promo/spa/tasks/claim', { onRequest, tags, summary: 'Klaim hadiah tugas agen' }, async (request) =>
    ok(await agency.claimTask(user(request), request.body.task)),
  );
  restRoute(app, 'GET /main/promo/spammer/report', { onRequest, tags, summary: 'Laporan spam saya' }, async (request) =>
    ok(await agency.myReports(user(request))),
  );
  restRoute(app, 'POST /main/promo/spammer/report', { onRequest, tags, summary: 'Laporkan spam dengan kode undangan' }, async (request) =>
    ok(await agency.reportSpam(user(request), request.body.inviteCode, request.body.detail)),
  );
}

export function registerReferralOpsRoutes(
  app: FastifyInstance,
  deps: { opsToken: string | null; settlement: ReferralSettlement; agency: AgencyService },
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireOps(deps.opsToken);
  api.post(
    '/ops/referral/settle',
    { onRequest, schema: { tags: ['ops'], summary: 'Selesaikan rabat referensi hari yang sudah lewat', body: SettleBody } },
    async (request) => {
      if (request.body?.day) {
        const settled = await deps.settlement.settle(request.body.day);
        return ok({ days: settled ? [settled] : [], bonuses: 0 });
      }
      return ok(await deps.settlement.run());
    },
  );
  api.get(
    '/ops/agency/applications',
    { onRequest, schema: { tags: ['ops'], summary: 'Lamaran agen', querystring: StatusQuery } },
    async (request) => ok(await deps.agency.list(request.query.status ?? null)),
  );
  api.post(
    '/ops/agency/applications/:userId',
    {
      onRequest,
      schema: { tags: ['ops'], summary: 'Keputusan staf atas agen', params: Type.Object({ userId: IdParam() }), body: DecisionBody },
    },
    async (request) => ok(await deps.agency.decide(request.params.userId, request.body.decision, request.body.note ?? null)),
  );
}
