/** PUT /main/user/pin {oldPin, pin}: changes the PIN (7033 wrong old PIN; 667 locked after 5 wrong tries). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { pinStatusQueryKey } from '../../../lib/auth/get-pin-status.ts';

export const changePin = (body: { oldPin: string; pin: string }): Promise<null> =>
  apiRequest<null>('/main/user/pin', { method: 'PUT', body });

export const useChangePin = () =>
  useMutation({
    mutationFn: changePin,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  });
