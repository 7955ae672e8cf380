/**
 * Money settings read from site config (SPEC §3 keys) with safe fallbacks.
 */
import { parseAmount, rupiah, type Minor } from '@kasino/shared/money';
import { rangeFrom, type AmountRange, type WithdrawFeeRule } from '@kasino/shared/wallet';
import type { ContentRepository } from '../content/content.repository.ts';

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

export async function loadWalletSettings(content: ContentRepository): Promise<WalletSettings> {
  const config = await content.allConfig();
  const fee = config.withdraw_fee as { perMille?: number; min?: string; freeFrom?: string } | undefined;
  const limits = config.withdraw_limits as { daily?: string; maxBankAccounts?: number } | undefined;
  return {
    rechargeRange: rangeFrom(config.recharge_range, { min: rupiah(10_000), max: rupiah(50_000_000) }),
    firstRechargeMin: parseAmount(config.first_recharge_min_amount) ?? rupiah(20_000),
    fixedAmounts: (Array.isArray(config.recharge_fixed_amount) ? config.recharge_fixed_amount : [])
      .map((a) => parseAmount(a))
      .filter((a): a is Minor => a !== null),
    withdrawRange: rangeFrom(config.withdraw_range, { min: rupiah(50_000), max: rupiah(25_000_000) }),
    withdrawFee: {
      perMille: BigInt(Number.isInteger(fee?.perMille) ? (fee?.perMille as number) : 10),
      min: parseAmount(fee?.min) ?? rupiah(2_500),
      freeFrom: parseAmount(fee?.freeFrom) ?? rupiah(1_000_000),
    },
    dailyWithdrawLimit: parseAmount(limits?.daily) ?? rupiah(50_000_000),
    maxBankAccounts: Number.isInteger(limits?.maxBankAccounts) ? (limits?.maxBankAccounts as number) : 5,
    maxPendingDeposits: 3,
    depositTtlMs: 30 * 60_000,
  };
}
