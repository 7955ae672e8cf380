/** Holiday check-in calls: the player's holidays and today's sign; signing pays through a grant. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { HolidaySignView } from '@kasino/shared/protocol/promo';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { promoKey } from './promo.ts';

const holidayKey = [...promoKey, 'holiday'] as const;

export const useHolidays = (loggedIn: boolean) =>
  useQuery({
    queryKey: [...holidayKey, loggedIn],
    queryFn: ({ signal }) =>
      apiRequest<HolidaySignView>(loggedIn ? '/main/promo/holidaySign' : '/main/promo/holidaySign/days', { signal, quiet: true }),
    meta: loggedIn ? { private: true } : undefined,
  });

export const useSignHoliday = () =>
  useMutation({
    mutationFn: () => apiRequest<HolidaySignView>('/main/promo/holidaySign', { method: 'POST' }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: promoKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]),
  });
