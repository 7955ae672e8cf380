/**
 * Money settings from the typed site settings (SPEC §3 keys): already checked against their schemas,
 * with the one default of `content/site-settings.ts` in place of a missing or malformed value.
 */
import { parseAmount, type Minor } from '@kasino/shared/money';
import type { AmountRange, WithdrawFeeRule } from '@kasino/shared/wallet';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { WireRange } from '../content/site-settings.ts';

export interface WalletSettings {
  rechargeRange: AmountRange;
  firstRechargeMin: Minor;
  fixedAmounts: Minor[];
  withdrawRange: AmountRange;
  withdrawFee: WithdrawFeeRule;
  dailyWithdrawLimit: Minor;
  maxBankAccounts: number;
  maxPendingDeposits: number;
  depositTtlMs: number;
}

/** A wire amount the settings schema has already accepted. */
export function settingAmount(text: string): Minor {
  const amount = parseAmount(text);
  if (amount === null) throw new Error(`site setting amount ${text} passed its schema but does not parse`);
  return amount;
}

export const settingRange = (range: WireRange): AmountRange => ({ min: settingAmount(range.min), max: settingAmount(range.max) });

export async function loadWalletSettings(settings: SiteSettings): Promise<WalletSettings> {
  const config = await settings.all();
  return {
    rechargeRange: settingRange(config.recharge_range),
    firstRechargeMin: settingAmount(config.first_recharge_min_amount),
    fixedAmounts: config.recharge_fixed_amount.map(settingAmount),
    withdrawRange: settingRange(config.withdraw_range),
    withdrawFee: {
      perMille: BigInt(config.withdraw_fee.perMille),
      min: settingAmount(config.withdraw_fee.min),
      freeFrom: settingAmount(config.withdraw_fee.freeFrom),
    },
    dailyWithdrawLimit: settingAmount(config.withdraw_limits.daily),
    maxBankAccounts: config.withdraw_limits.maxBankAccounts,
    maxPendingDeposits: 3,
    depositTtlMs: 30 * 60_000,
  };
}
