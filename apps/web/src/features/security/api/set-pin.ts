/** POST /main/user/pin {pin}: sets the first security PIN (7032 bad format, 7031 already set). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { pinStatusQueryKey } from '../../../lib/auth/get-pin-status.ts';

export const setPin = (pin: string): Promise<null> => apiRequest<null>('/main/user/pin', { method: 'POST', body: { pin } });

export const useSetPin = () =>
  useMutation({
    mutationFn: setPin,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  });
