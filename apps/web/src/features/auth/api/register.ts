/** POST /main/user/phone/register {phone, password, inviteCode?} → {token, user}. */
import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterBody } from '@kasino/shared/protocol/rest';
import { apiRequest } from '../../../lib/api/client.ts';

export type { RegisterBody };

export const register = (body: RegisterBody): Promise<AuthResult> =>
  // quiet: the form shows the failure under its field, so no toast repeats it.
  apiRequest<AuthResult>('/main/user/phone/register', { method: 'POST', body, quiet: true });

export const useRegister = () => useMutation({ mutationFn: register });
