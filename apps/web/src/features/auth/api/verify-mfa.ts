/** POST /main/user/mfa/verify {challenge, code} → {token, user}: a TOTP code or a recovery code (3002 wrong, 20105 challenge over, 667 locked). */
import { useMutation } from '@tanstack/react-query';
import type { MfaVerifyBody } from '@kasino/shared/protocol/account';
import type { AuthResult } from '@kasino/shared/protocol/rest';
import { apiRequest } from '../../../lib/api/client.ts';

export const verifyMfa = (body: MfaVerifyBody): Promise<AuthResult> =>
  apiRequest<AuthResult>('/main/user/mfa/verify', { method: 'POST', body });

export const useVerifyMfa = () => useMutation({ mutationFn: verifyMfa });
