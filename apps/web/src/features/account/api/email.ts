/**
 * POST /main/user/email/code {purpose: 'bind', email} → {resendIn, expiresIn} (2001 too often), and
 * POST /main/user/email/bind {email, code, password, mfaCode?} (2002 wrong or expired code; 20106 wrong password;
 * 20271/3002 2FA code missing or wrong; a change holds withdrawals for 24 h).
 */
import { useMutation } from '@tanstack/react-query';
import type { CodeSent, EmailBindBody } from '@kasino/shared/protocol/account';
import { apiRequest } from '../../../lib/api/client.ts';
import { refreshAccount } from '../../../lib/auth/get-brief.ts';

export const sendBindCode = (email: string): Promise<CodeSent> =>
  apiRequest<CodeSent>('/main/user/email/code', { method: 'POST', body: { purpose: 'bind', email } });

export const bindEmail = (body: EmailBindBody): Promise<{ email: string }> =>
  apiRequest<{ email: string }>('/main/user/email/bind', { method: 'POST', body });

export const useBindEmail = () => useMutation({ mutationFn: bindEmail, onSuccess: refreshAccount });
