/** Holiday check-in calls: the player's holidays and today's sign; signing pays through a grant. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { promoKey } from './promo.ts';

const holidayKey = [...promoKey, 'holiday'] as const;

export const useHolidays = (loggedIn: boolean) =>
  useQuery({
    queryKey: [...holidayKey, loggedIn],
    queryFn: ({ signal }) =>
      apiCall(loggedIn ? 'GET /main/promo/holidaySign' : 'GET /main/promo/holidaySign/days', { signal, quiet: true }),
    meta: loggedIn ? { private: true } : undefined,
  });

export const useSignHoliday = () =>
  useMutation({
    mutationFn: () => apiCall('POST /main/promo/holidaySign'),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: promoKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]),
  });
