/**
 * The VIP deposit check (`/vip-deposit-check`, SPEC §7 `checkInVip`; PROMOTIONS.md "VIP"): once per
 * WIB day, a player at VIP 1 or above whose paid deposits of the day reach the minimum claims the
 * level's rate × those deposits, up to the cap, as a grant `vip_deposit_check` `day:{day}` (the key
 * makes a second claim of the day, or two at once, pay once). Below the level: 1051; below the
 * minimum: 4002; claimed today: 4001; a cooling-off or self-exclusion: 20385.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, parseAmount, toWireAmount } from '@kasino/shared/money';
import type { GrantView } from '@kasino/shared/protocol/promo';
import type { VipDepositCheck, VipDepositCheckAnswer } from '@kasino/shared/protocol/vip';
import { AppError } from '../../platform/http/app-error.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { BlockOf } from '../promotions/eligibility.ts';
import type { GrantsService } from '../promotions/grants.service.ts';
import { levelRate, percentText, rateBonus } from '../promotions/promo.rules.ts';
import { periodBounds, wibDay } from '../protection/periods.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import type { VipRepository } from './vip.repository.ts';

const BLOCKED = {
  cool_off: 'Hadiah VIP ditahan selama masa jeda bermain',
  self_exclusion: 'Hadiah VIP ditahan selama pengecualian diri',
} as const;

export class VipDepositCheckService {
  constructor(
    private readonly repo: VipRepository,
    private readonly settings: SiteSettings,
    private readonly grants: GrantsService,
    private readonly blockOf: BlockOf,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async view(userId: number, on?: Tx): Promise<VipDepositCheck> {
    const terms = await this.settings.get('vip_deposit_check', on);
    const now = this.now();
    const today = wibDay(now);
    const { start, end } = periodBounds('day', now);
    const db = on ?? this.repo.db;
    // Inside a unit (a claim) every read goes through its transaction; the grants are read after it.
    const account = await this.repo.account(userId, db);
    const deposited = await this.repo.depositedBetween(userId, start, end, db);
    const block = await this.blockOf(userId, db);
    const grants = on ? [] : await this.grants.listOf(userId, 'vip_deposit_check', 5);
    const rate = levelRate(terms.rates, account.level);
    const min = parseAmount(terms.minDeposit) ?? 0n;
    const cap = parseAmount(terms.maxBonus) ?? 0n;
    const bonus = deposited >= min && deposited > 0n ? rateBonus(deposited, rate, cap) : null;
    return {
      enabled: terms.enabled,
      today,
      level: account.level,
      rate,
      rates: terms.rates,
      minDeposit: terms.minDeposit,
      maxBonus: terms.maxBonus,
      turnover: terms.turnover,
      depositedToday: toWireAmount(deposited),
      bonus: toWireAmount(bonus?.amount ?? 0n),
      formula: bonus
        ? `VIP ${account.level}: ${bonus.formula}`
        : `VIP ${account.level}: ${percentText(rate)} × deposit hari ini, mulai ${formatIdr(minor(min))}`,
      claimedToday: grants.some((g) => g.periodKey === `day:${today}`),
      withheld: block ? BLOCKED[block] : null,
    };
  }

  async claim(userId: number): Promise<VipDepositCheckAnswer> {
    const grantId = await this.units.run(async (tx) => {
      const check = await this.view(userId, tx);
      if (!check.enabled) throw new AppError(1028, 'Cek deposit VIP sedang dihentikan');
      if (check.rate === '0' || parseAmount(check.rate) === 0n) {
        const first = check.rates.findIndex((r) => Number(r) > 0);
        throw new AppError(1051, first > 0 ? `Cek deposit VIP mulai dari VIP ${first}` : 'Cek deposit VIP belum tersedia');
      }
      if (check.withheld) throw new AppError(20385, check.withheld);
      if (check.bonus === '0')
        throw new AppError(
          4002,
          `Deposit hari ini ${formatIdr(minor(parseAmount(check.depositedToday) ?? 0n))}; perlu minimal ${formatIdr(minor(parseAmount(check.minDeposit) ?? 0n))}`,
        );
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'vip_deposit_check',
        periodKey: `day:${check.today}`,
        amount: parseAmount(check.bonus)!,
        currency: DEFAULT_CURRENCY,
        wageringMultiple: check.turnover,
        formula: check.formula,
        inputs: { level: String(check.level), rate: check.rate, deposited: check.depositedToday, day: check.today },
      });
      return granted?.id ?? null;
    });
    if (grantId === null) {
      // The day's grant exists (claimed before, or by a claim at the same moment), or the promotion is off.
      if ((await this.view(userId)).claimedToday) throw new AppError(4001);
      throw new AppError(1028, 'Cek deposit VIP tidak tersedia saat ini');
    }
    const { claim, pending } = await this.grants.claimNowOrKeep(userId, grantId);
    return { claim, pending, check: await this.view(userId) };
  }

  record(userId: number): Promise<GrantView[]> {
    return this.grants.listOf(userId, 'vip_deposit_check');
  }
}
