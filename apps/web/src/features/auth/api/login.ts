/** POST /main/user/phone/login {phone, password} → {token, user}. */
import { useMutation } from '@tanstack/react-query';
import type { AuthResult, LoginBody } from '@kasino/shared/protocol/rest';
import { apiRequest } from '../../../lib/api/client.ts';

export type { LoginBody };

export const login = (body: LoginBody): Promise<AuthResult> => apiRequest<AuthResult>('/main/user/phone/login', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
