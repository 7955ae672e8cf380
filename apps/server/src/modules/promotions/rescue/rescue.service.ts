/**
 * The rescue bonus (PROMOTIONS.md): today a player may claim `rate` × yesterday's net game loss (the WIB
 * day's stakes minus payouts, from the per-day wager tally), when the loss reaches `minLoss`, at most
 * `maxBonus`, with `turnover`× wagering. One per player and day (`day:{yesterday}` is the grant's key);
 * it is granted and claimed in one request (the grant stays in the Bonus tab if the claim must wait).
 * Deposits and withdrawals are not losses; bets voided later are taken out by the tally itself.
 */
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { RescueView } from '@kasino/shared/protocol/promo';
import type { Kysely } from 'kysely';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import { wibDay } from '../../protection/periods.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';
import type { RescueRepository } from './rescue.repository.ts';
import { percentText, previousDay, rateBonus } from '../promo.rules.ts';

export class RescueService {
  constructor(
    private readonly repo: RescueRepository,
    private readonly promos: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  private async figures(userId: number, on: Kysely<Database>) {
    const day = previousDay(wibDay(this.now()));
    const terms = await this.settings.get('rescue_bonus', on);
    const { wagered, payout } = await this.repo.dayTally(userId, day, on);
    const loss = wagered > payout ? wagered - payout : 0n;
    const minLoss = settingAmount(terms.minLoss);
    const cap = settingAmount(terms.maxBonus);
    const bonus = loss >= minLoss && loss > 0n ? rateBonus(loss, terms.rate, cap) : null;
    return { day, terms, wagered, payout, loss, minLoss, cap, bonus };
  }

  async view(userId: number): Promise<RescueView> {
    const f = await this.figures(userId, this.repo.db);
    const grant = (await this.grants.list(userId)).find((g) => g.promotion === 'rescue' && g.periodKey === `day:${f.day}`) ?? null;
    return {
      enabled: (await this.config.control('rescue')).enabled,
      day: f.day,
      wagered: toWireAmount(f.wagered),
      payout: toWireAmount(f.payout),
      loss: toWireAmount(f.loss),
      minLoss: toWireAmount(f.minLoss),
      rate: percentText(f.terms.rate),
      cap: toWireAmount(f.cap),
      bonus: toWireAmount(f.bonus?.amount ?? 0n),
      wageringMultiple: f.terms.turnover,
      grant,
    };
  }

  async claim(userId: number): Promise<RescueView> {
    const grantId = await this.units.run(async (tx) => {
      const f = await this.figures(userId, tx);
      const periodKey = `day:${f.day}`;
      if (await this.promos.hasGrant(tx, userId, 'rescue', periodKey)) throw new AppError(1023);
      if (!f.bonus)
        throw new AppError(
          4002,
          `Kekalahan bersih kemarin ${formatIdr(minor(f.loss))}: bonus penyelamat mulai dari kekalahan ${formatIdr(minor(f.minLoss))}`,
        );
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'rescue',
        periodKey,
        amount: f.bonus.amount,
        currency: 'IDR',
        wageringMultiple: f.terms.turnover,
        formula: `${f.bonus.formula} dari kekalahan bersih ${f.day}`,
        inputs: { ...f.bonus.inputs, day: f.day, wagered: toWireAmount(f.wagered), payout: toWireAmount(f.payout) },
      });
      if (!granted) {
        const raced = await this.promos.hasGrant(tx, userId, 'rescue', periodKey);
        throw raced ? new AppError(1023) : new AppError(1028, 'Bonus penyelamat tidak tersedia saat ini');
      }
      return granted.id;
    });
    await this.grants.claimNowOrKeep(userId, grantId);
    return this.view(userId);
  }
}
