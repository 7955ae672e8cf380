/**
 * POST /main/user/phone/login {phone, password} → {token, user}, or a 2FA challenge
 * {mfaRequired, challenge, expiresAt} when the account has 2FA on (then see verify-mfa.ts).
 */
import { useMutation } from '@tanstack/react-query';
import type { MfaChallenge } from '@kasino/shared/protocol/account';
import type { AuthResult, LoginBody } from '@kasino/shared/protocol/rest';
import { apiRequest } from '../../../lib/api/client.ts';

export type { LoginBody, MfaChallenge };

export const login = (body: LoginBody): Promise<AuthResult | MfaChallenge> =>
  // quiet: the form shows the failure under its field, so no toast repeats it.
  apiRequest<AuthResult | MfaChallenge>('/main/user/phone/login', { method: 'POST', body, quiet: true });

export const useLogin = () => useMutation({ mutationFn: login });
