/**
 * Password reset by email (no login): POST /main/user/email/password {email} mails a code (same answer
 * whether or not the address is bound; 2001 too often), GET …?email&code checks it without using it,
 * POST {email, code, password} sets the new password and signs out every device.
 */
import type { CodeSent } from '@kasino/shared/protocol/account';
import { apiRequest } from '../../../lib/api/client.ts';

export const requestResetCode = (email: string): Promise<CodeSent> =>
  apiRequest<CodeSent>('/main/user/email/password', { method: 'POST', body: { email } });

export const checkResetCode = (email: string, code: string): Promise<{ valid: boolean }> =>
  apiRequest<{ valid: boolean }>('/main/user/email/password', { query: { email, code } });

export const resetPassword = (body: { email: string; code: string; password: string }): Promise<null> =>
  apiRequest<null>('/main/user/email/password', { method: 'POST', body });
