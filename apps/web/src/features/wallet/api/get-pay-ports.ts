/** GET /main/pay/ports (public): the deposit channels with their limits, and the preset amounts. */
import { useQuery } from '@tanstack/react-query';
import type { DepositChannel } from '@kasino/shared/wallet';
import { apiRequest } from '../../../lib/api/client.ts';
import { walletKey } from './wallet-keys.ts';

export interface PayPort {
  id: DepositChannel;
  name: string;
  min: string;
  max: string;
}

export interface PayPorts {
  list: PayPort[];
  fixedAmounts: string[];
}

export const payPortsKey = [...walletKey, 'ports'] as const;

export const getPayPorts = (signal?: AbortSignal): Promise<PayPorts> => apiRequest<PayPorts>('/main/pay/ports', { signal });

export const usePayPorts = () => useQuery({ queryKey: payPortsKey, queryFn: ({ signal }) => getPayPorts(signal), staleTime: 5 * 60_000 });
