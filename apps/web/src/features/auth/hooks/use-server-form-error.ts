/** Puts a failed auth call's message under the field the server blamed, or under the form. */
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { clientMessages } from '@kasino/shared/errors/catalogue';
import { isApiError } from '../../../lib/api/api-error.ts';

/** Codes whose message belongs to a specific field even when the server names none. */
const fieldForCode: Record<number, string> = { 7003: 'inviteCode', 7011: 'inviteCode', 7017: 'phone', 7010: 'phone' };

export function useServerFormError<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) {
        setError('root.server' as Path<T>, { type: 'server', message: clientMessages.loginFailed });
        return;
      }
      const message = error.kind === 'service' ? `${error.message} (${error.code})` : clientMessages.network;
      const field = (error.field ?? fieldForCode[error.code]) as Path<T> | undefined;
      if (field && fields.includes(field)) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      else setError('root.server' as Path<T>, { type: 'server', message });
    },
    [fields, setError],
  );
}
