/**
 * Promotions module (issue 15, PROMOTIONS.md): the grant engine (keyed grants claimable for 3 days,
 * the promotions house account, budgets, per-player caps, a kill switch, shared eligibility), bonus
 * money under wagering (lock followed through every stake and its return, progress per bet, max bet, forfeit), and the promotions built on it:
 * the first, second and third deposit bonus, the daily check-in, gift codes, the rescue bonus, the
 * newcomer mission, the Thursday cashback on slot losses, the daily wheel, the red pocket, the holiday check-in, phone recharge (phone credit paid through a provider) and props
 * distributions (rewards staff hand chosen players).
 *
 * What it adds: `/main/promo/*` routes; the durable subscribers `deposit-bonus` (grants on
 * `deposit.paid`), `continuous-deposit` (Setoran Beruntun milestones on `deposit.paid`) and
 * `bonus-wagering` (turnover from `bet.settled`); a live subscriber that drops
 * this node's cached max-bet answer on a claim or close; the leader's expiry job. To the modules
 * after it: `betGuard` (max bet in front of player protection) and `assertWithdrawable`.
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import type { SessionChecker } from '../../platform/http/auth-guard.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { MailSender } from '../inbox/mail-sender.ts';
import type { BetGuard } from '../protection/protection.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { BonusService } from './bonus/bonus.service.ts';
import { BonusLockRepository } from './bonus/bonus-lock.repository.ts';
import { BonusFunds } from './bonus/bonus-lock.service.ts';
import { CheckInService } from './check-in/check-in.service.ts';
import { depositBonusSubscriber } from './deposit-bonus/deposit-bonus.subscriber.ts';
import { Eligibility, type BlockOf } from './eligibility.ts';
import { GrantsService } from './grants.service.ts';
import { PromoConfig } from './promo-config.ts';
import { registerPromoRoutes } from './promo.routes.ts';
import { PromotionsRepository } from './promotions.repository.ts';
import { wageringSubscriber } from './bonus/wagering.subscriber.ts';
import { GiftCodesRepository } from './gift-codes/gift-codes.repository.ts';
import { GiftCodesService } from './gift-codes/gift-codes.service.ts';
import { RescueRepository } from './rescue/rescue.repository.ts';
import { RescueService } from './rescue/rescue.service.ts';
import { NewcomerRepository } from './newcomer/newcomer.repository.ts';
import { NewcomerService } from './newcomer/newcomer.service.ts';
import { registerPromoOpsRoutes } from './promo.ops.ts';
import { ThursdayCashbackService } from './thursday-cashback/thursday-cashback.service.ts';
import { SeedService } from '../bets/bets.ts';
import { DailyWheelRepository } from './daily-wheel/daily-wheel.repository.ts';
import { DailyWheelService } from './daily-wheel/daily-wheel.service.ts';
import { registerDailyWheelRoutes } from './daily-wheel/daily-wheel.routes.ts';
import { RedPocketRepository } from './red-pocket/red-pocket.repository.ts';
import { RedPocketService } from './red-pocket/red-pocket.service.ts';
import { registerRedPocketRoutes } from './red-pocket/red-pocket.routes.ts';
import { HolidaySignService } from './holiday-sign/holiday-sign.service.ts';
import { ContinuousRepository } from './continuous/continuous.repository.ts';
import { ContinuousService } from './continuous/continuous.service.ts';
import { continuousDepositSubscriber } from './continuous/continuous.subscriber.ts';
import { registerContinuousRoutes } from './continuous/continuous.routes.ts';
import { PhoneCreditPayouts } from './phone-recharge/phone-credit.payouts.ts';
import { PhoneCreditRepository } from './phone-recharge/phone-credit.repository.ts';
import { SandboxPhoneCreditProvider } from './phone-recharge/phone-credit.provider.ts';
import { PhoneRechargeService } from './phone-recharge/phone-recharge.service.ts';
import { registerPhoneRechargeRoutes } from './phone-recharge/phone-recharge.routes.ts';
import { PropsDistService } from './props-dist/props-dist.service.ts';

export interface PromotionsServices {
  readonly grants: GrantsService;
  readonly bonus: BonusService;
  readonly checkIns: CheckInService;
  /** Player protection with the active bonus's max bet in front. */
  readonly betGuard: BetGuard;
}

export function promotionsModule(
  ctx: ModuleContext<{
    readonly expireEveryMs: number;
    readonly opsToken: string | null;
    /** Outside production: the sandbox phone-credit provider (production has none connected yet). */
    readonly demo: boolean;
  }>,
  deps: {
    readonly auth: SessionChecker;
    readonly ledger: LedgerService;
    readonly settings: SiteSettings;
    readonly protection: BetGuard & { blockOf: BlockOf };
    readonly mails: MailSender;
    /** A catalogue title's lobby category (the Thursday cashback counts slots only). */
    readonly categoryOf: (gameId: string) => string | null;
  },
): BuiltModule<PromotionsServices> {
  const { database, units, now } = ctx;
  const repo = new PromotionsRepository(database.db, database.prepare);
  const phoneCredit = new PhoneCreditPayouts(
    new PhoneCreditRepository(database.db),
    ctx.config.demo ? new SandboxPhoneCreditProvider() : null,
    deps.ledger,
    deps.mails,
    units,
    now,
  );
  const config = new PromoConfig(deps.settings, now, phoneCredit.available);
  const eligibility = new Eligibility(repo, (id, on) => deps.protection.blockOf(id, on));
  const grants = new GrantsService(repo, config, eligibility, deps.ledger, units, now, phoneCredit);
  const props = new PropsDistService(repo, grants, eligibility, deps.mails, units, now);
  const phoneRecharge = new PhoneRechargeService(repo, deps.settings, config, grants, eligibility, phoneCredit, units, now);
  const locks = new BonusLockRepository(database.db, database.prepare);
  // Bonus money followed through every stake and what comes back for it (decision 0014).
  deps.ledger.follow(new BonusFunds(locks, deps.ledger, now));
  const bonus = new BonusService(repo, locks, config, deps.ledger, units, now);
  const checkIns = new CheckInService(repo, config, grants, eligibility, units, now);
  const giftCodes = new GiftCodesService(new GiftCodesRepository(database.db), repo, grants, eligibility, units, now);
  const rescue = new RescueService(new RescueRepository(database.db), repo, deps.settings, config, grants, units, now);
  const newcomer = new NewcomerService(new NewcomerRepository(database.db), repo, deps.settings, config, grants, units, now);
  const thursday = new ThursdayCashbackService(repo, deps.settings, config, grants, units, now, deps.categoryOf);
  // The wheel draws from the player's single-player seed pair, as the games do (PROMOTIONS.md).
  const seeds = new SeedService(database.db, now);
  const holidays = new HolidaySignService(repo, deps.settings, config, grants, eligibility, units, now);
  const continuous = new ContinuousService(
    repo,
    new ContinuousRepository(database.db),
    deps.settings,
    config,
    grants,
    eligibility,
    deps.mails,
    now,
  );
  const pockets = new RedPocketService(new RedPocketRepository(database.db), repo, deps.settings, config, grants, eligibility, units, now);
  const wheel = new DailyWheelService(
    new DailyWheelRepository(database.db),
    repo,
    deps.settings,
    config,
    grants,
    eligibility,
    seeds,
    units,
    now,
  );
  return {
    services: { grants, bonus, checkIns, betGuard: bonus.guard(deps.protection) },
    manifest: {
      name: 'promotions',
      routes: (app) => {
        registerPromoRoutes(app, { auth: deps.auth, config, grants, bonus, checkIns, repo, giftCodes, rescue, newcomer, thursday });
        registerDailyWheelRoutes(app, { auth: deps.auth, wheel });
        registerRedPocketRoutes(app, { auth: deps.auth, pockets, holidays });
        registerContinuousRoutes(app, { auth: deps.auth, continuous });
        registerPhoneRechargeRoutes(app, { auth: deps.auth, phoneRecharge, props });
      },
      opsRoutes: (app) => registerPromoOpsRoutes(app, { opsToken: ctx.config.opsToken, giftCodes, props }),
      durable: [
        depositBonusSubscriber({ repo, config, grants, mails: deps.mails }),
        continuousDepositSubscriber(continuous),
        wageringSubscriber(repo, locks, config, now, (id) => bonus.forget(id)),
      ],
      live: [
        {
          name: 'promo-guard-cache',
          types: ['promo.claimed', 'bonus.closed'],
          handle: (event) => {
            if (event.type === 'promo.claimed' || event.type === 'bonus.closed') bonus.forget(event.userId);
          },
        },
      ],
      jobs: [
        { name: 'promo.expire', everyMs: ctx.config.expireEveryMs, scope: 'leaderOnly', run: () => grants.expire() },
        // Phone-credit orders left pending by the provider, or unsent after a crash.
        { name: 'promo.phone-credit', everyMs: 30_000, scope: 'leaderOnly', run: () => phoneCredit.poll() },
      ],
    },
  };
}
