/**
 * GET /main/pay/orderState/{id}: one deposit order. While it waits for payment the page polls it
 * every second; the sandbox gateway settles it about a second after creation.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { privateMeta, walletKey } from './wallet-keys.ts';

/** What the player needs to pay, per channel. */
export type { PayInfo as PayInstructions } from '@kasino/shared/protocol/pay';

export type { DepositOrderView } from '@kasino/shared/protocol/pay';
import type { DepositOrderView } from '@kasino/shared/protocol/pay';

/** How often a pending order is re-read. */
export const ORDER_POLL_MS = 1_000;

export const orderStateKey = (id: string) => [...walletKey, 'order', id] as const;

export const getOrderState = (id: string, signal?: AbortSignal): Promise<DepositOrderView> =>
  apiRequest<DepositOrderView>(`/main/pay/orderState/${encodeURIComponent(id)}`, { signal, quiet: true });

/** The order, polled while pending. */
export const useOrderState = (id: string | null) =>
  useQuery({
    queryKey: orderStateKey(id ?? ''),
    queryFn: ({ signal }) => getOrderState(id ?? '', signal),
    enabled: id !== null,
    meta: privateMeta,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
