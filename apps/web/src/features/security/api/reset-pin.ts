/**
 * Forget PIN: POST /main/user/email/code {purpose: 'pin'} mails a code to the bound email (20100 when
 * none is bound; 2001 too often), then POST /main/user/email/vertify {purpose: 'pin', code, pin} sets
 * the new PIN and lifts a lock (2002 wrong or expired code, 7032 bad PIN); it also needs the password
 * (and mfaCode while 2FA is on) and holds withdrawals for 24 h.
 */
import { useMutation } from '@tanstack/react-query';
import type { CodeSent } from '@kasino/shared/protocol/account';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { pinStatusQueryKey } from '../../../lib/auth/get-pin-status.ts';

export const sendPinCode = (): Promise<CodeSent> =>
  apiRequest<CodeSent>('/main/user/email/code', { method: 'POST', body: { purpose: 'pin' } });

export const useResetPin = () =>
  useMutation({
    mutationFn: (body: { code: string; pin: string; password: string; mfaCode?: string }) =>
      apiRequest<null>('/main/user/email/vertify', { method: 'POST', body: { purpose: 'pin', ...body } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  });
