/**
 * POST /main/user {name} (nickname, 1-20 characters) and POST /main/user/avatar (multipart field
 * "file": PNG, JPEG or WEBP up to 1 MB; 20101 wrong format, 20102 too large).
 */
import { useMutation } from '@tanstack/react-query';
import { displayErrorText } from '@kasino/shared/errors/catalogue';
import type { AvatarResult } from '@kasino/shared/protocol/account';
import type { UserView } from '@kasino/shared/protocol/rest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { reportApiError } from '../../../lib/api/report-error.ts';
import { getClientId, newRequestId } from '../../../lib/random-id.ts';
import { refreshAccount } from '../../../lib/auth/get-brief.ts';

export const updateNickname = (name: string): Promise<UserView> => apiRequest<UserView>('/main/user', { method: 'POST', body: { name } });

export const useUpdateNickname = () => useMutation({ mutationFn: updateNickname, onSuccess: refreshAccount });

/** The JSON client sends JSON only; a file goes as multipart with the same headers and envelope handling. */
export async function uploadAvatar(file: File): Promise<AvatarResult> {
  const form = new FormData();
  form.append('file', file);
  const headers = new Headers({ Accept: 'application/json', 'X-Client-Id': getClientId() });
  let response: Response;
  try {
    response = await fetch(`/main/user/avatar?request_id=${newRequestId()}`, {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    const error = new ApiError(0, '', 'network');
    reportApiError(error);
    throw error;
  }
  const payload = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: AvatarResult } | null;
  if (payload?.code === 200 && payload.data) return payload.data;
  const code = payload?.code ?? 0;
  const error = payload
    ? new ApiError(code, displayErrorText(code, payload.msg), 'service', response.status)
    : new ApiError(0, '', 'network', response.status);
  reportApiError(error);
  throw error;
}

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar, onSuccess: refreshAccount });
