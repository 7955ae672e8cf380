/**
 * GET /main/user/pin → {set, lockedUntil}: whether the security PIN exists and until when it is locked
 * after 5 wrong tries. Lives in lib because the PIN pages and every PIN-guarded money form read it,
 * and features do not import each other.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { useSessionStore } from './token-store.ts';

export interface PinStatus {
  set: boolean;
  /** Epoch ms until which the PIN refuses every try (error 667), or null. */
  lockedUntil: number | null;
}

export const pinStatusQueryKey = ['user', 'pin'] as const;

export const getPinStatus = (signal?: AbortSignal): Promise<PinStatus> => apiRequest<PinStatus>('/main/user/pin', { signal, quiet: true });

/** The PIN status of the logged-in player; idle while logged out. */
export function usePinStatus() {
  const session = useSessionStore((s) => s.session);
  return useQuery({
    queryKey: pinStatusQueryKey,
    queryFn: ({ signal }) => getPinStatus(signal),
    enabled: session !== null,
    meta: { private: true },
  });
}
