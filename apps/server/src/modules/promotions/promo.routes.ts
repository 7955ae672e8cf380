/**
 * Promotion routes (SPEC §7 `/main/promo/*`). `all` is public (the terms a visitor may read); every
 * other call needs login and acts on the caller's own grants, bonus and check-ins only.
 */
import type { FastifyInstance } from 'fastify';
import type { PromoInfo } from '@kasino/shared/protocol/promo';
import { principalOf, requireUser, type SessionChecker } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { restRoute } from '../../platform/http/rest-route.ts';
import type { BonusService } from './bonus/bonus.service.ts';
import type { CheckInService } from './check-in/check-in.service.ts';
import type { GrantsService } from './grants.service.ts';
import type { PromoConfig } from './promo-config.ts';
import type { PromotionsRepository } from './promotions.repository.ts';
import type { GiftCodesService } from './gift-codes/gift-codes.service.ts';
import type { RescueService } from './rescue/rescue.service.ts';
import type { NewcomerService } from './newcomer/newcomer.service.ts';
import type { ThursdayCashbackService } from './thursday-cashback/thursday-cashback.service.ts';
import { invitedBy } from './deposit-bonus/deposit-bonus.subscriber.ts';

export interface PromoRouteDeps {
  auth: SessionChecker;
  config: PromoConfig;
  grants: GrantsService;
  bonus: BonusService;
  checkIns: CheckInService;
  repo: PromotionsRepository;
  giftCodes: GiftCodesService;
  rescue: RescueService;
  newcomer: NewcomerService;
  thursday: ThursdayCashbackService;
}

const RECHARGE = { first: 1, second: 2, '3': 3 } as const;

export function registerPromoRoutes(app: FastifyInstance, deps: PromoRouteDeps): void {
  const onRequest = requireUser(deps.auth);
  const tags = ['promo'];
  const user = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;

  restRoute(app, 'GET /main/promo/all', { tags, summary: 'Semua promosi dan syaratnya' }, async () => ok(await deps.config.views()));

  restRoute(app, 'GET /main/promo/info', { onRequest, tags, summary: 'Promosi, hadiah dan bonus saya' }, async (request) => {
    const userId = user(request);
    const info: PromoInfo = {
      promotions: await deps.config.views(),
      grants: await deps.grants.list(userId),
      bonus: await deps.bonus.active(userId),
      withdrawable: await deps.bonus.withdrawable(userId),
      nextDeposit: (await deps.repo.paidDeposits(userId)) + 1,
      canJoin: [],
    };
    if (info.nextDeposit === 1) {
      if ((await deps.config.depositBonus(1))?.enabled) info.canJoin.push('DEPOSIT_REWARD_NEW_USER');
      if ((await deps.config.inviteDeposit()).enabled && (await invitedBy(deps.repo, userId)) !== null)
        info.canJoin.push('DEPOSIT_REWARD_SPA_INVITE');
    }
    return ok(info);
  });

  restRoute(
    app,
    'GET /main/promo/sum/reward',
    { onRequest, tags, summary: 'Jumlah hadiah siap klaim dan sudah diklaim' },
    async (request) => ok(await deps.grants.sum(user(request))),
  );

  restRoute(app, 'GET /main/promo/grant/:id', { onRequest, tags, summary: 'Rincian satu hadiah: rumus dan masukannya' }, async (request) =>
    ok(await deps.grants.get(user(request), request.params.id)),
  );

  restRoute(app, 'POST /main/promo/claim', { onRequest, tags, summary: 'Klaim hadiah' }, async (request) =>
    ok(await deps.grants.claim(user(request), request.body.id)),
  );

  restRoute(
    app,
    'GET /main/promo/bonus',
    { onRequest, tags, summary: 'Bonus dengan syarat taruhan: progres dan taruhan yang dihitung' },
    async (request) => ok(await deps.bonus.detail(user(request))),
  );

  restRoute(
    app,
    'POST /main/promo/bonus/forfeit',
    { onRequest, tags, summary: 'Batalkan bonus aktif (sisa bonus dikembalikan)' },
    async (request) => ok(await deps.bonus.forfeit(user(request))),
  );

  restRoute(app, 'GET /main/promo/withdrawable', { onRequest, tags, summary: 'Saldo yang dapat ditarik' }, async (request) =>
    ok(await deps.bonus.withdrawable(user(request))),
  );

  restRoute(app, 'GET /main/promo/recharge/:nth', { onRequest, tags, summary: 'Bonus deposit pertama, kedua, ketiga' }, async (request) => {
    const nth = RECHARGE[request.params.nth];
    const id = nth === 1 ? 'first_deposit' : nth === 2 ? 'second_deposit' : 'third_deposit';
    const userId = user(request);
    return ok({
      promotion: (await deps.config.views()).find((p) => p.id === id) ?? null,
      grant: (await deps.grants.list(userId)).find((g) => g.promotion === id) ?? null,
      nextDeposit: (await deps.repo.paidDeposits(userId)) + 1,
    });
  });

  restRoute(app, 'POST /main/promo/gift', { onRequest, tags, summary: 'Tukar kode hadiah' }, async (request) =>
    ok(await deps.giftCodes.redeem(user(request), request.body.code)),
  );

  restRoute(
    app,
    'GET /main/promo/rescueBonus',
    { onRequest, tags, summary: 'Bonus penyelamat: kekalahan kemarin dan bonusnya' },
    async (request) => ok(await deps.rescue.view(user(request))),
  );
  restRoute(app, 'POST /main/promo/rescueBonus', { onRequest, tags, summary: 'Klaim bonus penyelamat hari ini' }, async (request) =>
    ok(await deps.rescue.claim(user(request))),
  );

  restRoute(
    app,
    'GET /main/promo/cashback',
    { onRequest, tags, summary: 'Cashback Kamis: kekalahan slot minggu lalu dan cashback-nya' },
    async (request) => ok(await deps.thursday.view(user(request))),
  );
  restRoute(app, 'POST /main/promo/cashback', { onRequest, tags, summary: 'Klaim cashback Kamis' }, async (request) =>
    ok(await deps.thursday.claim(user(request))),
  );

  restRoute(
    app,
    'GET /main/promo/newcomer/mission',
    { onRequest, tags, summary: 'Misi pemain baru: tugas, hadiah, batas waktu' },
    async (request) => ok(await deps.newcomer.view(user(request))),
  );
  restRoute(
    app,
    'GET /main/promo/newcomer/bonus/preview',
    { onRequest, tags, summary: 'Misi pemain baru: hadiah siap diklaim' },
    async (request) => {
      const v = await deps.newcomer.view(user(request));
      return ok({ claimable: v.claimable, total: v.total, deadline: v.deadline, open: v.open });
    },
  );
  restRoute(
    app,
    'POST /main/promo/newcomer/claim',
    { onRequest, tags, summary: 'Klaim hadiah satu tugas misi pemain baru' },
    async (request) => ok(await deps.newcomer.claim(user(request), request.body.task)),
  );

  restRoute(app, 'GET /main/promo/checkIn', { onRequest, tags, summary: 'Status check-in harian' }, async (request) =>
    ok(await deps.checkIns.view(user(request))),
  );
  restRoute(app, 'POST /main/promo/checkIn', { onRequest, tags, summary: 'Check-in hari ini' }, async (request) =>
    ok(await deps.checkIns.checkIn(user(request))),
  );
  restRoute(app, 'GET /main/promo/checkIn/history', { onRequest, tags, summary: 'Riwayat check-in' }, async (request) =>
    ok(await deps.checkIns.history(user(request))),
  );
}
