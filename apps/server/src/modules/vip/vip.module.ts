/**
 * VIP module (issue 16, PROMOTIONS.md): levels by score from theoretical house revenue, level-up
 * rewards once per level, cashback for originals and third-party games at the level's rates, and the
 * daily VIP deposit check (`checkInVip`).
 *
 * What it adds: `/main/vip/*` routes and the durable subscriber `vip` (scores from `bet.settled` and
 * `bet.voided`). It pays through the promotions' grant engine, so it comes after that module.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SessionChecker } from '../../platform/http/auth-guard.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { MailSender } from '../inbox/mail-sender.ts';
import type { BlockOf } from '../promotions/eligibility.ts';
import type { GrantsService } from '../promotions/grants.service.ts';
import { VipRepository } from './vip.repository.ts';
import { registerVipRoutes } from './vip.routes.ts';
import { VipService } from './vip.service.ts';
import { VipDepositCheckService } from './vip-deposit-check.service.ts';
import { vipSubscriber } from './vip.subscriber.ts';

export function vipModule(
  ctx: ModuleContext<Record<string, never>>,
  deps: {
    readonly auth: SessionChecker;
    readonly settings: SiteSettings;
    readonly grants: GrantsService;
    readonly protection: { blockOf: BlockOf };
    readonly mails: MailSender;
  },
): BuiltModule<{ vip: VipService; depositCheck: VipDepositCheckService }> {
  const repo = new VipRepository(ctx.database);
  const vip = new VipService(repo, deps.settings, deps.grants, (id, on) => deps.protection.blockOf(id, on), deps.mails, ctx.units, ctx.now);
  const depositCheck = new VipDepositCheckService(
    repo,
    deps.settings,
    deps.grants,
    (id, on) => deps.protection.blockOf(id, on),
    ctx.units,
    ctx.now,
  );
  return {
    services: { vip, depositCheck },
    manifest: {
      name: 'vip',
      routes: (app) => registerVipRoutes(app, { auth: deps.auth, vip, depositCheck }),
      durable: [vipSubscriber(repo, vip)],
    },
  };
}
