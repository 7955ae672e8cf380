/**
 * 2FA calls: GET /main/user/email/mfa (status), POST /main/user/email/mfa {action: 'setup'} →
 * {secret, otpauthUrl} and {action: 'enable', code, password} → {recoveryCodes} (shown once), and
 * DELETE /main/user/mfa {code, password} (3002 wrong code, 20106 wrong password).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MfaDisableBody, MfaEnabled, MfaSetup } from '@kasino/shared/protocol/account';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { briefQueryKey } from '../../../lib/auth/get-brief.ts';

export interface MfaStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export const mfaQueryKey = ['user', 'mfa'] as const;

export const useMfaStatus = () =>
  useQuery({
    queryKey: mfaQueryKey,
    queryFn: ({ signal }) => apiRequest<MfaStatus>('/main/user/email/mfa', { signal, quiet: true }),
    meta: { private: true },
  });

const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: mfaQueryKey });
  void queryClient.invalidateQueries({ queryKey: briefQueryKey });
};

export const useSetupMfa = () =>
  useMutation({ mutationFn: () => apiRequest<MfaSetup>('/main/user/email/mfa', { method: 'POST', body: { action: 'setup' } }) });

/** Enabling does not refresh the status at once: the recovery codes stay on screen until the player confirms. */
export const useEnableMfa = () =>
  useMutation({
    mutationFn: (body: { code: string; password: string }) =>
      apiRequest<MfaEnabled>('/main/user/email/mfa', { method: 'POST', body: { action: 'enable', ...body } }),
  });

export const refreshMfa = refresh;

export const useDisableMfa = () =>
  useMutation({ mutationFn: (body: MfaDisableBody) => apiRequest<null>('/main/user/mfa', { method: 'DELETE', body }), onSuccess: refresh });
