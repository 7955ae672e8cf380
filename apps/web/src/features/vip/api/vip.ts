/**
 * VIP calls (SPEC §7 `/main/vip/*`): the level table (public), the player's level, rewards and
 * cashback. A claim moves money, so the player's figures, the Bonus tab and the wallet refresh after it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { VipClaimAnswer } from '@kasino/shared/protocol/vip';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

export const vipKey = ['vip'] as const;
const privateMeta = { private: true };

export const useVipConfigs = () =>
  useQuery({
    queryKey: [...vipKey, 'configs'],
    queryFn: ({ signal }) => apiCall('GET /main/vip/configs', { signal, quiet: true }),
    staleTime: 60_000,
  });

export const useVipInfo = (enabled: boolean) =>
  useQuery({
    queryKey: [...vipKey, 'info'],
    queryFn: ({ signal }) => apiCall('GET /main/vip/user/level', { signal, quiet: true }),
    enabled,
    // The score follows settled bets a moment later: the page catches up while open.
    refetchInterval: 15_000,
    meta: privateMeta,
  });

export const useVipGrants = (kind: 'level/reward/orders' | 'cashback/history', enabled: boolean) =>
  useQuery({
    queryKey: [...vipKey, kind],
    queryFn: ({ signal }) => apiCall(`GET /main/vip/${kind}`, { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: vipKey }),
    // The Bonus tab's queries (features do not import each other): its grants list VIP rewards too.
    queryClient.invalidateQueries({ queryKey: ['promo'] }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);

const afterClaim = (answer: VipClaimAnswer) => queryClient.setQueryData([...vipKey, 'info'], answer.info);

export const useClaimLevelReward = () =>
  useMutation({
    mutationFn: (level: number) => apiCall('POST /main/vip/level/reward/claim', { body: { level } }),
    onSuccess: afterClaim,
    onSettled: refresh,
  });

export const useClaimCashback = () =>
  useMutation({
    mutationFn: () => apiCall('POST /main/vip/cashback/claim'),
    onSuccess: afterClaim,
    onSettled: refresh,
  });

/** The VIP deposit check of today (`checkInVip`): refreshed while open, since a deposit changes it. */
export const useVipDepositCheck = () =>
  useQuery({
    queryKey: [...vipKey, 'deposit-check'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/checkInVip', { signal, quiet: true }),
    refetchInterval: 30_000,
    meta: privateMeta,
  });

export const useVipDepositRecord = () =>
  useQuery({
    queryKey: [...vipKey, 'deposit-check', 'record'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/checkInVip/record', { signal, quiet: true }),
    meta: privateMeta,
  });

export const useClaimVipDepositCheck = () =>
  useMutation({
    mutationFn: () => apiCall('POST /main/promo/checkInVip'),
    onSuccess: (answer) => queryClient.setQueryData([...vipKey, 'deposit-check'], answer.check),
    onSettled: refresh,
  });
