/**
 * Referral calls (SPEC §7 `/main/promo/spread*`): the programme's terms (public), the player's code,
 * level and earnings, binding an inviter's code, the downline per tier, the settled rebates, the
 * first-deposit bonuses, the claim and the history. A claim moves money, so the player's figures,
 * the Bonus tab and the balance refresh after it.
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { Tier } from '@kasino/shared/protocol/referral';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { nextPageOf } from '../referral-format.ts';

export const referralKey = ['referral'] as const;
const infoKey = [...referralKey, 'info'] as const;
const privateMeta = { private: true };
export const PAGE_SIZE = 20;

/** The public terms; a player's come with their figures (`SpreadInfo.terms`), so they ask only when those are missing. */
export const useReferralTerms = (enabled = true) =>
  useQuery({
    queryKey: [...referralKey, 'terms'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/spread/terms', { signal, quiet: true }),
    enabled,
    staleTime: 60_000,
  });

export const useSpreadInfo = (enabled: boolean) =>
  useQuery({
    queryKey: infoKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/spread/info', { signal, quiet: true }),
    enabled,
    // A new downline or a settled day shows up while the page is open.
    refetchInterval: 30_000,
    meta: privateMeta,
  });

export const useSpreadMembers = (tier: Tier) =>
  useInfiniteQuery({
    queryKey: [...referralKey, 'members', tier],
    queryFn: ({ pageParam, signal }) =>
      apiCall('GET /main/promo/spread/members', {
        signal,
        quiet: true,
        query: { tier, page: pageParam, count: PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    meta: privateMeta,
  });

export const useSpreadLogs = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...referralKey, 'logs'],
    queryFn: ({ pageParam, signal }) =>
      apiCall('GET /main/promo/spread/logs', { signal, quiet: true, query: { page: pageParam, count: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
    meta: privateMeta,
  });

export const useSpreadBonus = (enabled: boolean) =>
  useQuery({
    queryKey: [...referralKey, 'bonus'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/spread/bonus', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

export const useSpreadHistory = (enabled: boolean) =>
  useQuery({
    queryKey: [...referralKey, 'history'],
    queryFn: ({ signal }) => apiCall('GET /main/promo/spread/history', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

/** Binds an inviter's code (only before the first deposit); the form shows the server's reason itself. */
export const useBindInvite = () =>
  useMutation({
    mutationFn: (inviteCode: string) => apiCall('POST /main/promo/spread/relation', { body: { inviteCode }, quiet: true }),
    onSuccess: (info) => queryClient.setQueryData(infoKey, info),
  });

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: referralKey }),
    // The Bonus tab's queries (features do not import each other): its grants list referral rewards too.
    queryClient.invalidateQueries({ queryKey: ['promo'] }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);

/** Claims every claimable referral reward at once (rebates and first-deposit bonuses). */
export const useClaimReferral = () =>
  useMutation({
    mutationFn: () => apiCall('POST /main/promo/spread/bonus'),
    onSuccess: (answer) => queryClient.setQueryData(infoKey, answer.info),
    onSettled: refresh,
  });
