/** After a successful login or registration: store the session, greet, and resume where the player wanted to go. */
import { useCallback } from 'react';
import type { AuthResult } from '@kasino/shared/protocol/rest';
import { startSession } from '../../../lib/auth/session.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { notify } from '../../../lib/toast.ts';

export function useCompleteSignIn() {
  const { resumeAfterLogin } = usePopups();
  return useCallback(
    (result: AuthResult, message: string) => {
      startSession(result);
      notify.success(message);
      resumeAfterLogin();
    },
    [resumeAfterLogin],
  );
}
