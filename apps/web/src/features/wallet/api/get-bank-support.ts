/** GET /main/pay/bank/support (public): the banks and e-wallets a player can withdraw to. */
import { useQuery } from '@tanstack/react-query';
import { withdrawBanks, type WithdrawBankCode } from '@kasino/shared/wallet';
import { apiRequest } from '../../../lib/api/client.ts';
import { walletKey } from './wallet-keys.ts';

export interface SupportedBank {
  code: WithdrawBankCode;
  name: string;
  kind: 'bank' | 'ewallet';
}

export const bankSupportKey = [...walletKey, 'bank-support'] as const;

export const getBankSupport = (signal?: AbortSignal): Promise<{ list: SupportedBank[] }> =>
  apiRequest<{ list: SupportedBank[] }>('/main/pay/bank/support', { signal, quiet: true });

/** The server's list; the shared table stands in until it arrives (and if it cannot be loaded). */
export const useBankSupport = () =>
  useQuery({
    queryKey: bankSupportKey,
    queryFn: ({ signal }) => getBankSupport(signal),
    staleTime: 10 * 60_000,
    placeholderData: { list: withdrawBanks.map((b) => ({ ...b })) },
  });
