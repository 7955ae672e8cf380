/**
 * POST /main/user/phone/password {oldPassword, password} → {signedOut} (other devices are signed out;
 * 20106 wrong current password) and POST /main/user/phone {phone, password} (7017 taken).
 */
import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody, PhoneChangeBody } from '@kasino/shared/protocol/account';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { refreshAccount } from '../../../lib/auth/get-brief.ts';
import { sessionsQueryKey } from './sessions.ts';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChangeBody) => apiRequest<{ signedOut: number }>('/main/user/phone/password', { method: 'POST', body }),
    onSuccess: () => {
      refreshAccount();
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });

export const useChangePhone = () =>
  useMutation({
    mutationFn: (body: PhoneChangeBody) => apiRequest<{ phone: string }>('/main/user/phone', { method: 'POST', body }),
    onSuccess: refreshAccount,
  });
