/**
 * GET /main/pay/info: balance, withdrawable amount, the deposit and withdrawal limits, the fee rule,
 * the withdrawal under review (if any) and whether the player has ever deposited.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { WithdrawalView } from '@kasino/shared/protocol/pay';
import { privateMeta, walletKey } from './wallet-keys.ts';

/** A `{min, max}` range of wire amounts. */
export interface WireRange {
  min: string;
  max: string;
}

export interface PayInfo {
  currency: string;
  balance: string;
  /** The balance less a bonus still under wagering. */
  withdrawable: string;
  /** What a bonus under wagering locks, and the turnover that releases it; null without one. */
  bonusLock: { locked: string; remainingTurnover: string } | null;
  rechargeRange: WireRange;
  firstRechargeMin: string;
  fixedAmounts: string[];
  withdrawRange: WireRange;
  withdrawFee: { perMille: number; min: string; freeFrom: string };
  dailyWithdrawLimit: string;
  pendingWithdrawal: WithdrawalView | null;
  hasDeposited: boolean;
}

export const payInfoKey = [...walletKey, 'info'] as const;

export const getPayInfo = (signal?: AbortSignal): Promise<PayInfo> => apiRequest<PayInfo>('/main/pay/info', { signal });

export const usePayInfo = () =>
  useQuery({ queryKey: payInfoKey, queryFn: ({ signal }) => getPayInfo(signal), meta: privateMeta, staleTime: 5_000 });
