/** The invite code a shared link carries (`?inviteCode=` or `?code=`), or '' when none or malformed. */
import { useSearchParams } from 'react-router';
import { INVITE_CODE_PATTERN } from '@kasino/shared/validation';

const inviteRegex = new RegExp(INVITE_CODE_PATTERN);

export const isInviteCode = (code: string): boolean => inviteRegex.test(code);

export function useInviteCodeFromUrl(): string {
  const [params] = useSearchParams();
  const code = (params.get('inviteCode') ?? params.get('code') ?? '').trim();
  return isInviteCode(code) ? code : '';
}
