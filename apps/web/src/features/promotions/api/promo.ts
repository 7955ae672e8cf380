/**
 * Promotion calls (SPEC §7 `/main/promo/*`): the terms (public), the player's grants, bonus and
 * withdrawable amount, claims, forfeit and the daily check-in. A claim or a check-in moves money or
 * grants, so the player's figures and the wallet refresh after it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  BonusDetail,
  CheckInRecord,
  CheckInView,
  ClaimResult,
  ForfeitResult,
  GiftRedeemResult,
  PromoInfo,
  PromotionView,
  RewardSum,
} from '@kasino/shared/protocol/promo';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

export type { BonusDetail, CheckInView, GrantView, PromoInfo, PromotionView } from '@kasino/shared/protocol/promo';

export const promoKey = ['promo'] as const;
const privateMeta = { private: true };

export const usePromotions = () =>
  useQuery({
    queryKey: [...promoKey, 'all'],
    queryFn: ({ signal }) => apiRequest<PromotionView[]>('/main/promo/all', { signal, quiet: true }),
    staleTime: 60_000,
  });

export const usePromoInfo = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'info'],
    queryFn: ({ signal }) => apiRequest<PromoInfo>('/main/promo/info', { signal, quiet: true }),
    enabled,
    // Deposit bonuses arrive a moment after the deposit: the tab catches up while open.
    refetchInterval: 20_000,
    meta: privateMeta,
  });

export const useRewardSum = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'sum'],
    queryFn: ({ signal }) => apiRequest<RewardSum>('/main/promo/sum/reward', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

export const useBonusDetail = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'bonus'],
    queryFn: ({ signal }) => apiRequest<BonusDetail | null>('/main/promo/bonus', { signal, quiet: true }),
    enabled,
    refetchInterval: 10_000,
    meta: privateMeta,
  });

export const useCheckIn = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'checkIn'],
    queryFn: ({ signal }) => apiRequest<CheckInView>('/main/promo/checkIn', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

export const useCheckInHistory = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'checkIn', 'history'],
    queryFn: ({ signal }) => apiRequest<CheckInRecord[]>('/main/promo/checkIn/history', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

const refresh = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: promoKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]);

export const useClaimGrant = () =>
  useMutation({
    mutationFn: (id: number) => apiRequest<ClaimResult>('/main/promo/claim', { method: 'POST', body: { id } }),
    onSettled: refresh,
  });

export const useForfeitBonus = () =>
  useMutation({ mutationFn: () => apiRequest<ForfeitResult>('/main/promo/bonus/forfeit', { method: 'POST' }), onSettled: refresh });

export const useDoCheckIn = () =>
  useMutation({ mutationFn: () => apiRequest<CheckInView>('/main/promo/checkIn', { method: 'POST' }), onSettled: refresh });

export const useRedeemGift = () =>
  useMutation({
    mutationFn: (code: string) => apiRequest<GiftRedeemResult>('/main/promo/gift', { method: 'POST', body: { code } }),
    onSettled: refresh,
  });
