/**
 * The promotions' configuration, read from the site settings (one source of defaults:
 * content/site-settings.ts) and turned into minor units. Operators change it with the settings ops
 * endpoint (`PUT /ops/site/config/{key}`); every claim and grant reads it afresh. Inside a unit of work
 * pass its transaction as `on` (on SQLite a read through the pool would wait for the unit's own connection).
 */
import type { PromotionId, PromotionView } from '@kasino/shared/protocol/promo';
import { toWireAmount, type Minor } from '@kasino/shared/money';
import type { SiteSettings } from '../content/site-settings.service.ts';
import { siteSettings } from '../content/site-settings.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import { settingAmount } from '../wallet/wallet-config.ts';
import { wibDay } from '../protection/periods.ts';
import { percentText } from './promo.rules.ts';

export interface PromoControl {
  enabled: boolean;
  totalBudget: Minor;
  dailyBudget: Minor;
  playerCap: Minor;
}

export interface DepositBonusTerms {
  enabled: boolean;
  minimum: Minor;
  tiers: { min: Minor; rate: string }[];
  cap: Minor;
  turnover: number;
}

export interface WageringTerms {
  contributions: Record<string, number>;
  maxBet: Minor;
  depletedBelow: Minor;
}

export interface CheckInTerms {
  quota: Minor;
  rewards: Minor[];
  turnover: number;
}

export class PromoConfig {
  private wageringCache: { at: number; terms: WageringTerms } | null = null;

  constructor(
    private readonly settings: SiteSettings,
    private readonly now: () => number = Date.now,
    /** Whether a phone-credit provider is connected (phone recharge is offered only then). */
    private readonly phoneCredit = false,
  ) {}

  async control(id: PromotionId, on?: Tx): Promise<PromoControl> {
    const controls = await this.settings.get('promo_controls', on);
    const c = controls[id] ?? siteSettings.promo_controls.default[id]!;
    return {
      enabled: c.enabled,
      totalBudget: settingAmount(c.totalBudget),
      dailyBudget: settingAmount(c.dailyBudget),
      playerCap: settingAmount(c.playerCap),
    };
  }

  /** The nth deposit's bonus terms (1, 2, 3); null for the others. */
  async depositBonus(nth: number, on?: Tx): Promise<DepositBonusTerms | null> {
    if (nth === 1) {
      const reward = await this.settings.get('deposit_reward_new_user', on);
      const law = await this.settings.get('first_recharge_law', on);
      return {
        enabled: reward.enabled,
        minimum: settingAmount(await this.settings.get('first_recharge_min_amount', on)),
        tiers: law.tiers.map((t) => ({ min: settingAmount(t.min), rate: t.bonusRate })),
        cap: settingAmount(reward.maxBonus),
        turnover: reward.turnover,
      };
    }
    if (nth !== 2 && nth !== 3) return null;
    const later = (await this.settings.get('deposit_bonus_later', on))[nth === 2 ? 'second' : 'third'];
    return {
      enabled: later.enabled,
      minimum: settingAmount(later.min),
      tiers: [{ min: settingAmount(later.min), rate: later.rate }],
      cap: settingAmount(later.maxBonus),
      turnover: later.turnover,
    };
  }

  /** The invited player's first-deposit reward (`deposit_reward_spa_invite`). */
  async inviteDeposit(on?: Tx): Promise<{ enabled: boolean; rate: string; minimum: Minor; cap: Minor; turnover: number }> {
    const reward = await this.settings.get('deposit_reward_spa_invite', on);
    return {
      enabled: reward.enabled && (await this.control('invite_deposit', on)).enabled,
      rate: reward.rate,
      minimum: settingAmount(await this.settings.get('first_recharge_min_amount', on)),
      cap: settingAmount(reward.maxBonus),
      turnover: reward.turnover,
    };
  }

  /** Read at most every 5 s: the wagering subscriber asks for every batch of settled bets. */
  async wagering(on?: Tx): Promise<WageringTerms> {
    const now = Date.now();
    if (this.wageringCache && now - this.wageringCache.at < 5_000) return this.wageringCache.terms;
    const w = await this.settings.get('bonus_wagering', on);
    const terms = { contributions: w.contributions, maxBet: settingAmount(w.maxBet), depletedBelow: settingAmount(w.depletedBelow) };
    this.wageringCache = { at: now, terms };
    return terms;
  }

  async checkIn(on?: Tx): Promise<CheckInTerms> {
    const c = await this.settings.get('check_in', on);
    return { quota: settingAmount(c.quota), rewards: c.rewards.map(settingAmount), turnover: c.turnover };
  }

  /** Every promotion's public terms, for the Bonus tab. */
  async views(): Promise<PromotionView[]> {
    const wire = toWireAmount;
    const views: PromotionView[] = [];
    for (const [nth, id] of [
      [1, 'first_deposit'],
      [2, 'second_deposit'],
      [3, 'third_deposit'],
    ] as const) {
      const terms = await this.depositBonus(nth);
      const control = await this.control(id);
      if (!terms) continue;
      const top = terms.tiers.reduce((a, t) => (t.min > a.min ? t : a), terms.tiers[0] ?? { min: 0n as Minor, rate: '0' });
      views.push({
        id,
        enabled: terms.enabled && control.enabled,
        wageringMultiple: terms.turnover,
        terms: {
          minimum: wire(terms.minimum),
          topRate: percentText(top.rate),
          topFrom: wire(top.min),
          tiers: terms.tiers.map((t) => `${wire(t.min)}:${percentText(t.rate)}`).join(','),
          cap: wire(terms.cap),
        },
      });
    }
    const invite = await this.inviteDeposit();
    views.push({
      id: 'invite_deposit',
      enabled: invite.enabled,
      wageringMultiple: invite.turnover,
      terms: { minimum: wire(invite.minimum), topRate: percentText(invite.rate), cap: wire(invite.cap) },
    });
    const checkIn = await this.checkIn();
    views.push({
      id: 'check_in',
      enabled: (await this.control('check_in')).enabled,
      wageringMultiple: checkIn.turnover,
      terms: {
        quota: wire(checkIn.quota),
        rewards: checkIn.rewards.map(wire).join(','),
        total: wire(checkIn.rewards.reduce((a, b) => (a + b) as Minor, 0n as Minor)),
      },
    });
    // Setoran Beruntun: the card names the daily minimum, the top milestone and what a full streak pays.
    const continuous = await this.settings.get('continuous_deposit');
    const top = continuous.milestones[continuous.milestones.length - 1];
    views.push({
      id: 'continuous',
      enabled: continuous.enabled && (await this.control('continuous')).enabled,
      wageringMultiple: continuous.turnover,
      terms: {
        quota: wire(settingAmount(continuous.minDaily)),
        days: String(top?.days ?? 0),
        reward: wire(settingAmount(top?.reward ?? '0')),
        total: wire(continuous.milestones.reduce((a, m) => a + settingAmount(m.reward), 0n)),
      },
    });
    const holiday = await this.settings.get('holiday_sign');
    const next = [...holiday.days].sort((a, b) => a.date.localeCompare(b.date)).find((d) => d.date >= wibDay(this.now()));
    views.push({
      id: 'holiday_sign',
      enabled: holiday.enabled && (await this.control('holiday_sign')).enabled && next !== undefined,
      wageringMultiple: holiday.turnover,
      terms: next
        ? {
            name: next.name,
            date: next.date,
            reward: toWireAmount(settingAmount(next.reward)),
            quota: toWireAmount(settingAmount(next.minDeposit)),
          }
        : {},
    });
    const rescue = await this.settings.get('rescue_bonus');
    views.push({
      id: 'rescue',
      enabled: (await this.control('rescue')).enabled,
      wageringMultiple: rescue.turnover,
      terms: { topRate: percentText(rescue.rate), cap: rescue.maxBonus, minLoss: rescue.minLoss },
    });
    const thursday = await this.settings.get('thursday_cashback');
    views.push({
      id: 'thursday_cashback',
      enabled: (await this.control('thursday_cashback')).enabled,
      wageringMultiple: thursday.turnover,
      // The VIP 0 rate: the card says "from"; the page shows the player's own.
      terms: { topRate: percentText(thursday.rates[0] ?? '0'), cap: thursday.maxBonus, minLoss: thursday.minLoss },
    });
    const mission = await this.settings.get('newcomer_mission');
    views.push({
      id: 'newcomer',
      enabled: (await this.control('newcomer')).enabled,
      wageringMultiple: mission.turnover,
      terms: {
        days: String(mission.days),
        total: toWireAmount(Object.values(mission.rewards).reduce((a, r) => a + settingAmount(r), 0n)),
      },
    });
    const wheel = await this.settings.get('daily_wheel');
    const prizes = wheel.segments.map((seg) => settingAmount(seg.amount) as bigint);
    views.push({
      id: 'daily_wheel',
      enabled: wheel.enabled && (await this.control('daily_wheel')).enabled,
      wageringMultiple: wheel.turnover,
      terms: { top: toWireAmount(prizes.reduce((a, b) => (b > a ? b : a), 0n)) },
    });
    const pocket = await this.settings.get('promo_red_pocket_normal');
    const pocketDefaults = siteSettings.promo_red_pocket_normal.default;
    views.push({
      id: 'red_pocket',
      enabled: pocket.enabled && (await this.control('red_pocket')).enabled,
      wageringMultiple: pocket.turnover ?? pocketDefaults.turnover ?? 0,
      terms: {
        times: (pocket.drops ?? pocketDefaults.drops ?? []).map((d) => d.at).join(', '),
        max: toWireAmount(settingAmount(pocket.maxAmount)),
        quota: toWireAmount(settingAmount(pocket.depositToday ?? pocketDefaults.depositToday ?? '0')),
      },
    });
    const phone = await this.settings.get('phone_recharge');
    const tiers = phone.tiers.map((t) => ({ min: settingAmount(t.minDeposit) as bigint, reward: settingAmount(t.reward) as bigint }));
    views.push({
      id: 'phone_recharge',
      enabled: phone.enabled && this.phoneCredit && (await this.control('phone_recharge')).enabled,
      wageringMultiple: 0,
      terms: {
        quota: toWireAmount(tiers.reduce((a, t) => (t.min < a ? t.min : a), tiers[0]?.min ?? 0n)),
        top: toWireAmount(tiers.reduce((a, t) => (t.reward > a ? t.reward : a), 0n)),
      },
    });
    return views;
  }
}
