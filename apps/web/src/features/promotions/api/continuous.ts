/**
 * Setoran Beruntun call: the rules and milestones for anyone, and the player's streak with a session
 * (one path; the cookie decides). Its grants are claimed with the common claim (`useClaimGrant`).
 */
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { promoKey } from './promo.ts';

export const useContinuous = (loggedIn: boolean) =>
  useQuery({
    queryKey: [...promoKey, 'continuous', loggedIn],
    queryFn: ({ signal }) => apiCall('GET /main/promo/continuous', { signal, quiet: true }),
    // The grant arrives a moment after the deposit (a durable subscriber): the page catches up while open.
    refetchInterval: loggedIn ? 20_000 : false,
    meta: loggedIn ? { private: true } : undefined,
  });
