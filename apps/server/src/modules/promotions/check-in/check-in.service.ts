/**
 * The daily check-in (SPEC §4; rule 3): one check-in per WIB day when that day's paid deposits reach
 * the quota, each day of the streak paying its reward as a grant (claimable for 3 days, wagering from
 * `check_in.turnover`). The (player, day) key makes two taps at once check in once.
 */
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { CheckInRecord, CheckInView } from '@kasino/shared/protocol/promo';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import { periodBounds, wibDay } from '../../protection/periods.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import { checkInDay, currentStreak } from '../promo.rules.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';
import type { Eligibility } from '../eligibility.ts';

export class CheckInService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async view(userId: number): Promise<CheckInView> {
    const now = this.now();
    const today = wibDay(now);
    const { start, end } = periodBounds('day', now);
    const terms = await this.config.checkIn();
    const last = await this.repo.lastCheckIn(userId);
    const lastDay = last ? { day: last.day, streakDay: Number(last.streak_day) } : null;
    const checkedInToday = lastDay?.day === today;
    return {
      today,
      quota: toWireAmount(terms.quota),
      depositedToday: toWireAmount(await this.repo.depositedBetween(userId, start, end)),
      checkedInToday,
      day: checkedInToday && lastDay ? lastDay.streakDay : checkInDay(lastDay, today),
      streak: currentStreak(lastDay, today),
      rewards: terms.rewards.map((r) => toWireAmount(r)),
      wageringMultiple: terms.turnover,
      enabled: (await this.config.control('check_in')).enabled,
    };
  }

  async checkIn(userId: number): Promise<CheckInView> {
    const terms = await this.config.checkIn();
    if (!(await this.config.control('check_in')).enabled) throw new AppError(1028, 'Check-in harian sedang dihentikan');
    try {
      await this.units.run(async (tx) => {
        const now = this.now();
        const today = wibDay(now);
        const { start, end } = periodBounds('day', now);
        const last = await this.repo.lastCheckIn(userId, tx);
        if (last?.day === today) throw new AppError(4001);
        await this.eligibility.assert(tx, userId, 'check_in', `day:${today}`);
        const deposited = await this.repo.depositedBetween(userId, start, end, tx);
        if (deposited < terms.quota)
          throw new AppError(
            4002,
            `Deposit hari ini ${formatIdr(minor(deposited))} dari syarat ${formatIdr(terms.quota)}: deposit lagi untuk check-in`,
          );
        const day = checkInDay(last ? { day: last.day, streakDay: Number(last.streak_day) } : null, today);
        const reward = terms.rewards[day - 1] ?? terms.rewards[0];
        const grant = await this.grants.offer(tx, {
          userId,
          promotion: 'check_in',
          periodKey: `day:${today}`,
          amount: reward ?? 0n,
          currency: 'IDR',
          wageringMultiple: terms.turnover,
          formula: `Check-in hari ke-${day}: ${formatIdr(reward ?? minor(0))} (deposit hari ini ${formatIdr(minor(deposited))} ≥ ${formatIdr(terms.quota)})`,
          inputs: { day: String(day), date: today, deposited: toWireAmount(deposited), quota: toWireAmount(terms.quota) },
        });
        // A check-in racing this one holds the day's key (PostgreSQL waited for it to commit).
        if (!grant && (await this.repo.hasGrant(tx, userId, 'check_in', `day:${today}`))) throw new AppError(4001);
        if (!grant) throw new AppError(1028, 'Hadiah check-in tidak tersedia saat ini (batas promosi tercapai)');
        if (!(await this.repo.insertCheckIn(tx, userId, today, day, grant.id, now))) throw new AppError(4001);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(4001);
      throw error;
    }
    return this.view(userId);
  }

  async history(userId: number): Promise<CheckInRecord[]> {
    return (await this.repo.checkIns(userId, 60)).map((r) => ({
      day: r.day,
      streakDay: Number(r.streak_day),
      amount: toWireAmount(r.amount),
      grantId: Number(r.grant_id),
      at: Number(r.created_at),
    }));
  }
}
