/** Phone recharge calls (SPEC §6: loaded only when logged in): the week's tiers and orders, and a tier's claim. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { promoKey } from './promo.ts';

const phoneKey = [...promoKey, 'phone-recharge'] as const;

export const usePhoneRecharge = (loggedIn: boolean) =>
  useQuery({
    queryKey: phoneKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/phoneRecharge', { signal, quiet: true }),
    enabled: loggedIn,
    meta: { private: true },
    // An order the provider is still processing settles within seconds: look again until it has.
    refetchInterval: (query) => (query.state.data?.orders.some((o) => o.status === 'processing') ? 5_000 : false),
  });

export const useClaimPhoneCredit = () =>
  useMutation({
    mutationFn: (tier: number) => apiCall('POST /main/promo/phoneRecharge', { body: { tier } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoKey }),
  });
