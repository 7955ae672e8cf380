/**
 * Referral module (issue 16, PROMOTIONS.md "Referral"): three downline tiers fixed when a player joins,
 * agent levels bronze, silver and gold by active downlines, rebates on the downlines' theoretical
 * revenue on the difference basis settled per WIB day, and the inviter's first-deposit bonus 7 days on.
 *
 * What it adds: `/main/promo/spread*` routes, `/ops/referral/settle`, the durable subscriber
 * `referral` (uplines on `player.registered`, the bonus clock on `deposit.paid`) and the leader's
 * settlement job; the agency programme (`spa*`, `spammer*`, `/ops/agency/*`). It pays through the promotions' grant engine, so it comes after that module.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SessionChecker } from '../../platform/http/auth-guard.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { MailSender } from '../inbox/mail-sender.ts';
import type { GrantsService } from '../promotions/grants.service.ts';
import { AgencyRepository } from './agency.repository.ts';
import { AgencyService } from './agency.service.ts';
import { ReferralRepository } from './referral.repository.ts';
import { registerReferralOpsRoutes, registerReferralRoutes } from './referral.routes.ts';
import { ReferralService } from './referral.service.ts';
import { ReferralSettlement } from './referral.settlement.ts';
import { referralSubscriber } from './referral.subscriber.ts';

export function referralModule(
  ctx: ModuleContext<{ readonly settleEveryMs: number; readonly opsToken: string | null }>,
  deps: { readonly auth: SessionChecker; readonly settings: SiteSettings; readonly grants: GrantsService; readonly mails: MailSender },
): BuiltModule<{ referral: ReferralService; settlement: ReferralSettlement; agency: AgencyService }> {
  const repo = new ReferralRepository(ctx.database.db);
  const referral = new ReferralService(repo, deps.settings, deps.grants, ctx.units, ctx.now);
  const agencyRepo = new AgencyRepository(ctx.database.db);
  const settlement = new ReferralSettlement(repo, agencyRepo, referral.rules, deps.grants, deps.mails, ctx.units, ctx.now);
  const agency = new AgencyService(agencyRepo, repo, () => referral.rules(), deps.settings, deps.grants, deps.mails, ctx.units, ctx.now);
  return {
    services: { referral, settlement, agency },
    manifest: {
      name: 'referral',
      routes: (app) => registerReferralRoutes(app, { auth: deps.auth, referral, agency }),
      opsRoutes: (app) => registerReferralOpsRoutes(app, { opsToken: ctx.config.opsToken, settlement, agency }),
      durable: [referralSubscriber(repo, referral.rules)],
      jobs: [{ name: 'referral.settle', everyMs: ctx.config.settleEveryMs, scope: 'leaderOnly', run: () => settlement.run() }],
    },
  };
}
