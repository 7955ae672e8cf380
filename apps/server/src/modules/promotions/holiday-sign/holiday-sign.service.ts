/**
 * Holiday check-in (`holidaySign`): on a listed WIB holiday, a player whose paid deposits that day reach
 * its minimum signs once and gets its reward as a grant, claimed at once (or kept in the Bonus tab with
 * the reason). 4002 on a day that is not a holiday or short of the deposit, 4001 already signed, 1028
 * when the promotion is off, 20385 for a player promotions are withheld from. The (promotion, player,
 * day) grant key makes two taps at once sign once.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { HolidayDay, HolidaySignView } from '@kasino/shared/protocol/promo';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import { periodBounds, wibDay } from '../../protection/periods.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { Eligibility } from '../eligibility.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';

export class HolidaySignService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async view(userId: number | null): Promise<HolidaySignView> {
    const [terms, control] = await Promise.all([this.settings.get('holiday_sign'), this.config.control('holiday_sign')]);
    const now = this.now();
    const today = wibDay(now);
    const signed = userId === null ? [] : await this.grants.listOf(userId, 'holiday_sign', 100);
    const signedDays = new Set(signed.map((g) => g.periodKey.slice('day:'.length)));
    const { start, end } = periodBounds('day', now);
    const days: HolidayDay[] = [...terms.days]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((d) => ({
        date: d.date,
        name: d.name,
        reward: toWireAmount(settingAmount(d.reward)),
        minDeposit: toWireAmount(settingAmount(d.minDeposit)),
        state: signedDays.has(d.date) ? 'signed' : d.date === today ? 'today' : d.date > today ? 'upcoming' : 'missed',
      }));
    return {
      enabled: terms.enabled && control.enabled,
      today,
      wageringMultiple: terms.turnover,
      days,
      depositedToday: userId === null ? null : toWireAmount(await this.repo.depositedBetween(userId, start, end)),
    };
  }

  async sign(userId: number): Promise<HolidaySignView> {
    const grantId = await this.units.run(async (tx) => {
      const [terms, control] = await Promise.all([this.settings.get('holiday_sign', tx), this.config.control('holiday_sign', tx)]);
      if (!terms.enabled || !control.enabled) throw new AppError(1028);
      const now = this.now();
      const today = wibDay(now);
      const holiday = terms.days.find((d) => d.date === today);
      if (!holiday) throw new AppError(4002, 'Hari ini bukan hari libur check-in');
      const periodKey = `day:${today}`;
      if (await this.repo.hasGrant(tx, userId, 'holiday_sign', periodKey)) throw new AppError(4001, `Anda sudah check-in ${holiday.name}`);
      const { start, end } = periodBounds('day', now);
      const deposited = await this.repo.depositedBetween(userId, start, end, tx);
      const min = settingAmount(holiday.minDeposit);
      if (deposited < min)
        throw new AppError(
          4002,
          `Deposit hari ini ${formatIdr(minor(deposited))} dari syarat ${formatIdr(min)} untuk check-in ${holiday.name}`,
        );
      await this.eligibility.assert(tx, userId, 'holiday_sign', periodKey);
      const reward = settingAmount(holiday.reward);
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'holiday_sign',
        periodKey,
        amount: reward,
        currency: DEFAULT_CURRENCY,
        wageringMultiple: terms.turnover,
        formula: `Check-in ${holiday.name} (${today}): ${formatIdr(reward)} (deposit hari ini ${formatIdr(minor(deposited))} ≥ ${formatIdr(min)})`,
        inputs: { date: today, name: holiday.name, deposited: toWireAmount(deposited), minDeposit: toWireAmount(min) },
      });
      if (!granted) {
        if (await this.repo.hasGrant(tx, userId, 'holiday_sign', periodKey))
          throw new AppError(4001, `Anda sudah check-in ${holiday.name}`);
        throw new AppError(1028, 'Hadiah hari libur tidak tersedia saat ini');
      }
      return granted.id;
    });
    await this.grants.claimNowOrKeep(userId, grantId);
    return this.view(userId);
  }
}
