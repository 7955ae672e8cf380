/**
 * Phone recharge (`phoneRecharge`, SPEC §1 "phone recharge", §6 "phone recharge data loads only when
 * logged in"): when this WIB week's paid deposits reach a tier, the player claims that tier's phone
 * credit once a week, sent to the registered number through the phone-credit provider. The grant is
 * keyed (promotion, player, `week:{monday}:{tier}`), so two taps make one grant; it pays through
 * PhoneCreditPayouts, so a failed top-up gives the reward back to claim again. 4002 below the tier,
 * 4001 already claimed this week, 1028 when off or no provider is connected.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount } from '@kasino/shared/money';
import type { PhoneRechargeView } from '@kasino/shared/protocol/promo';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import { periodBounds, wibDay } from '../../protection/periods.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { Eligibility } from '../eligibility.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PhoneCreditPayouts } from './phone-credit.payouts.ts';
import type { PromoConfig } from '../promo-config.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';

export class PhoneRechargeService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly payouts: PhoneCreditPayouts,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async view(userId: number): Promise<PhoneRechargeView> {
    const [terms, control] = await Promise.all([this.settings.get('phone_recharge'), this.config.control('phone_recharge')]);
    const now = this.now();
    const { start, end } = periodBounds('week', now);
    const week = wibDay(start);
    const [deposited, grants, orders, phone] = await Promise.all([
      this.repo.depositedBetween(userId, start, end),
      this.grants.listOf(userId, 'phone_recharge', 50),
      this.payouts.ofUser(userId),
      this.payouts.phoneOf(userId),
    ]);
    const thisWeek = new Map(grants.filter((g) => g.periodKey.startsWith(`week:${week}:`)).map((g) => [g.periodKey.split(':')[2], g]));
    return {
      enabled: terms.enabled && control.enabled && this.payouts.available,
      week,
      weekEndsAt: end,
      phone,
      depositedThisWeek: toWireAmount(deposited),
      tiers: terms.tiers.map((t, index) => {
        const grant = thisWeek.get(String(index));
        const reached = deposited >= settingAmount(t.minDeposit);
        return {
          index,
          minDeposit: toWireAmount(settingAmount(t.minDeposit)),
          reward: toWireAmount(settingAmount(t.reward)),
          // A grant given back after a failed top-up is open again.
          state: grant ? (grant.status === 'claimable' ? 'open' : grant.status) : reached ? 'open' : 'locked',
          grantId: grant?.id ?? null,
        };
      }),
      orders,
    };
  }

  /**
   * Makes this week's grant for the tier and claims it now (or leaves it in the Bonus tab with the
   * reason); a grant made before and given back by a failed top-up is claimed again.
   */
  async claim(userId: number, index: number): Promise<PhoneRechargeView & { pending: string | null }> {
    const grant = await this.units.run(async (tx): Promise<{ id: bigint; retry: boolean }> => {
      const [terms, control] = await Promise.all([this.settings.get('phone_recharge', tx), this.config.control('phone_recharge', tx)]);
      if (!terms.enabled || !control.enabled || !this.payouts.available) throw new AppError(1028, 'Isi pulsa belum tersedia saat ini');
      const tier = terms.tiers[index];
      if (!tier) throw new AppError(4002, 'Tingkat hadiah pulsa itu tidak ada');
      const now = this.now();
      const { start, end } = periodBounds('week', now);
      const week = wibDay(start);
      const periodKey = `week:${week}:${index}`;
      const reward = settingAmount(tier.reward);
      const already = () => new AppError(4001, `Pulsa ${formatIdr(reward)} minggu ini sudah diklaim`);
      const made = await this.repo.grantByKey(tx, userId, 'phone_recharge', periodKey);
      if (made) {
        if (made.status !== 'claimable') throw already();
        return { id: made.id, retry: true };
      }
      const deposited = await this.repo.depositedBetween(userId, start, end, tx);
      const min = settingAmount(tier.minDeposit);
      if (deposited < min)
        throw new AppError(
          4002,
          `Deposit minggu ini ${formatIdr(minor(deposited))} dari syarat ${formatIdr(min)} untuk pulsa ${formatIdr(reward)}`,
        );
      await this.eligibility.assert(tx, userId, 'phone_recharge', periodKey);
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'phone_recharge',
        periodKey,
        amount: reward,
        currency: DEFAULT_CURRENCY,
        wageringMultiple: 0,
        payout: 'phone_credit',
        formula: `Pulsa ${formatIdr(reward)}: deposit minggu ${week} ${formatIdr(minor(deposited))} ≥ ${formatIdr(min)}`,
        inputs: { week, deposited: toWireAmount(deposited), minDeposit: toWireAmount(min), tier: String(index) },
      });
      if (!granted) {
        if (await this.repo.hasGrant(tx, userId, 'phone_recharge', periodKey)) throw already();
        throw new AppError(1028, 'Hadiah pulsa tidak tersedia saat ini');
      }
      return { id: granted.id, retry: false };
    });
    if (grant.retry) {
      // Claimed again: a refusal (a tap racing another) is the answer, not a note.
      await this.grants.claim(userId, Number(grant.id));
      return { ...(await this.view(userId)), pending: null };
    }
    const { pending } = await this.grants.claimNowOrKeep(userId, grant.id);
    return { ...(await this.view(userId)), pending };
  }
}
