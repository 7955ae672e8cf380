/**
 * Thursday cashback (SPEC §5; PROMOTIONS.md; rule 7): the slot losses of the week that ended last
 * Thursday 16:00 WIB × the rate of the player's VIP level, claimable from that moment for 3 days, once
 * per week (`week:{Thursday}` is the grant's key). Granted and claimed in one request; the grant stays
 * in the Bonus tab if the claim must wait. Live casino, fish and sports titles are not slots.
 */
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { ThursdayCashbackView } from '@kasino/shared/protocol/promo';
import type { Kysely } from 'kysely';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import { formatWib } from '../../protection/periods.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';
import { cashbackWeek, DAY_MS, levelRate, percentText, rateBonus } from '../promo.rules.ts';

export class ThursdayCashbackService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
    /** A catalogue title's lobby category (null for one no longer listed). */
    private readonly categoryOf: (gameId: string) => string | null,
  ) {}

  /** Slot losses in [start, end): the net of slot titles only, never below 0. */
  private async slotLoss(userId: number, start: number, end: number, on: Kysely<Database>): Promise<bigint> {
    let loss = 0n;
    for (const [gameId, net] of await this.repo.lossByTitle(userId, start, end, on)) if (this.categoryOf(gameId) === 'slot') loss += net;
    return loss > 0n ? loss : 0n;
  }

  private async figures(userId: number, on: Kysely<Database>) {
    const now = this.now();
    const week = cashbackWeek(now);
    const terms = await this.settings.get('thursday_cashback', on);
    const vipLevel = await this.repo.vipLevel(userId, on);
    const rate = levelRate(terms.rates, vipLevel);
    const loss = await this.slotLoss(userId, week.start, week.end, on);
    const minLoss = settingAmount(terms.minLoss);
    const open = now < week.claimUntil;
    const bonus = open && loss >= minLoss && loss > 0n ? rateBonus(loss, rate, settingAmount(terms.maxBonus)) : null;
    return { now, week, terms, vipLevel, rate, loss, minLoss, open, bonus };
  }

  async view(userId: number): Promise<ThursdayCashbackView> {
    const f = await this.figures(userId, this.repo.db);
    const grant = (await this.grants.listOf(userId, 'thursday_cashback', 10)).find((g) => g.periodKey === f.week.key) ?? null;
    const nextWeekEnd = f.week.end + 7 * DAY_MS;
    return {
      enabled: (await this.config.control('thursday_cashback')).enabled,
      weekStart: f.week.start,
      weekEnd: f.week.end,
      claimUntil: f.week.claimUntil,
      loss: toWireAmount(f.loss),
      vipLevel: f.vipLevel,
      rate: percentText(f.rate),
      minLoss: toWireAmount(f.minLoss),
      cap: f.terms.maxBonus,
      bonus: toWireAmount(grant ? 0n : (f.bonus?.amount ?? 0n)),
      wageringMultiple: f.terms.turnover,
      runningLoss: toWireAmount(await this.slotLoss(userId, f.week.end, nextWeekEnd, this.repo.db)),
      nextWeekEnd,
      grant,
    };
  }

  async claim(userId: number): Promise<ThursdayCashbackView> {
    const grantId = await this.units.run(async (tx) => {
      const f = await this.figures(userId, tx);
      if (await this.repo.hasGrant(tx, userId, 'thursday_cashback', f.week.key)) throw new AppError(1023);
      if (!f.open)
        throw new AppError(4002, `Cashback minggu ini dapat diklaim mulai ${formatWib(f.week.end + 7 * DAY_MS)} (Kamis 16:00 WIB)`);
      if (!f.bonus)
        throw new AppError(
          4002,
          `Kekalahan slot minggu lalu ${formatIdr(minor(f.loss))}: cashback mulai dari kekalahan ${formatIdr(minor(f.minLoss))}`,
        );
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'thursday_cashback',
        periodKey: f.week.key,
        amount: f.bonus.amount,
        currency: 'IDR',
        wageringMultiple: f.terms.turnover,
        formula: `${f.bonus.formula} dari kekalahan slot (VIP ${f.vipLevel}), ${formatWib(f.week.start)} – ${formatWib(f.week.end)}`,
        inputs: { ...f.bonus.inputs, vipLevel: String(f.vipLevel), weekStart: String(f.week.start), weekEnd: String(f.week.end) },
      });
      if (!granted) {
        const raced = await this.repo.hasGrant(tx, userId, 'thursday_cashback', f.week.key);
        throw raced ? new AppError(1023) : new AppError(1028, 'Cashback Kamis tidak tersedia saat ini');
      }
      return granted.id;
    });
    await this.grants.claimNowOrKeep(userId, grantId);
    return this.view(userId);
  }
}
