/** POST /main/user/logout {all?} → null: ends this session (or every session with all: true). */
import { useMutation } from '@tanstack/react-query';
import type { LogoutBody } from '@kasino/shared/protocol/rest';
import { apiRequest } from '../../../lib/api/client.ts';

export const logout = (body: LogoutBody = {}): Promise<null> => apiRequest<null>('/main/user/logout', { method: 'POST', body });

export const useLogout = () => useMutation({ mutationFn: logout });
