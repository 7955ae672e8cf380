/**
 * Promotion calls (SPEC §7 `/main/promo/*`): the terms (public), the player's grants, bonus and
 * withdrawable amount, claims, forfeit and the daily check-in. A claim or a check-in moves money or
 * grants, so the player's figures and the wallet refresh after it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

export type { BonusDetail, CheckInView, GrantView, PromoInfo, PromotionView } from '@kasino/shared/protocol/promo';

export const promoKey = ['promo'] as const;
const privateMeta = { private: true };

export const usePromotions = () =>
  useQuery({
    queryKey: [...promoKey, 'all'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/all', { signal, quiet: true }),
    staleTime: 60_000,
  });

export const usePromoInfo = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'info'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/info', { signal, quiet: true }),
    enabled,
    // Deposit bonuses arrive a moment after the deposit: the tab catches up while open.
    refetchInterval: 20_000,
    meta: privateMeta,
  });

export const useRewardSum = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'sum'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/sum/reward', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

export const useBonusDetail = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'bonus'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/bonus', { signal, quiet: true }),
    enabled,
    refetchInterval: 10_000,
    meta: privateMeta,
  });

export const useCheckIn = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'checkIn'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/checkIn', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

export const useCheckInHistory = (enabled: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'checkIn', 'history'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/checkIn/history', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

const refresh = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: promoKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]);

export const useClaimGrant = () =>
  useMutation({
    mutationFn: (id: number) => apiCall('POST /main/promo/claim', { body: { id } }),
    onSettled: refresh,
  });

export const useForfeitBonus = () => useMutation({ mutationFn: () => apiCall('POST /main/promo/bonus/forfeit'), onSettled: refresh });

export const useDoCheckIn = () => useMutation({ mutationFn: () => apiCall('POST /main/promo/checkIn'), onSettled: refresh });

export const useRedeemGift = () =>
  useMutation({
    mutationFn: (code: string) => apiCall('POST /main/promo/gift', { body: { code } }),
    onSettled: refresh,
  });
