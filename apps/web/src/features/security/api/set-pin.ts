/**
 * POST /main/user/pin {pin, password, mfaCode?}: sets the first security PIN (7032 bad format, 7031
 * already set); it needs the step-up like every sensitive change (20106 wrong password, 20271/3002 2FA code).
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { pinStatusQueryKey } from '../../../lib/auth/get-pin-status.ts';

export const setPin = (body: { pin: string; password: string; mfaCode?: string }): Promise<null> =>
  apiRequest<null>('/main/user/pin', { method: 'POST', body });

export const useSetPin = () =>
  useMutation({
    mutationFn: setPin,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  });
