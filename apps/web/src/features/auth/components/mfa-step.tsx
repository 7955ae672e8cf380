/**
 * The login popup's second step when 2FA is on: the 6-digit code from the authenticator app, or with
 * "Gunakan kode pemulihan" one of the recovery codes. A challenge that ran out sends back to step one.
 */
import '../../../i18n/account-security-strings.ts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '@kasino/shared/protocol/rest';
import { Button } from '../../../components/button.tsx';
import { CODE_LENGTH, CodeInput } from '../../../components/code-input.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { useVerifyMfa } from '../api/verify-mfa.ts';
import { AuthHeader } from './auth-header.tsx';

interface MfaStepProps {
  titleId: string;
  challenge: string;
  onSignedIn: (result: AuthResult) => void;
  /** The challenge is over (expired or out of tries): back to phone and password. */
  onRestart: (message: string) => void;
}

export function MfaStep({ titleId, challenge, onSignedIn, onRestart }: MfaStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyMfa();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async () => {
    const value = code.trim();
    if (!recovery && value.length !== CODE_LENGTH) return setError(t('accountSecurity.codeIncomplete'));
    if (recovery && value.replace('-', '').length !== 10) return setError(t('accountSecurity.recoveryCodePlaceholder'));
    setError(undefined);
    try {
      onSignedIn(await verify.mutateAsync({ challenge, code: value }));
    } catch (failure) {
      if (isApiError(failure) && failure.code === 20105) return onRestart(t('accountSecurity.mfaLoginExpired'));
      setCode('');
      setError(isApiError(failure) && failure.kind === 'service' ? errorToastText(failure) : undefined);
    }
  };

  return (
    <div className="pb-5" data-testid="login-mfa">
      <AuthHeader
        titleId={titleId}
        title={t('accountSecurity.mfaLoginTitle')}
        subtitle={recovery ? t('accountSecurity.mfaLoginRecoveryBody') : t('accountSecurity.mfaLoginBody')}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4 px-5 pt-4"
      >
        {recovery ? (
          <TextField
            label={t('accountSecurity.recoveryCodeLabel')}
            icon={KeyRound}
            placeholder={t('accountSecurity.recoveryCodePlaceholder')}
            autoComplete="off"
            autoCapitalize="none"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="font-mono"
            data-testid="login-mfa-recovery"
            autoFocus
          />
        ) : (
          <CodeInput label={t('accountSecurity.mfaCodeLabel')} value={code} onChange={setCode} testId="login-mfa-code" autoFocus />
        )}
        <button
          type="button"
          onClick={() => {
            setRecovery((v) => !v);
            setCode('');
            setError(undefined);
          }}
          className="self-start text-[13px] font-semibold text-accent hover:underline"
          data-testid="login-mfa-switch"
        >
          {recovery ? t('accountSecurity.useTotp') : t('accountSecurity.useRecovery')}
        </button>
        <FormError message={error} testId="login-mfa-error" />
        <Button type="submit" size="lg" block loading={verify.isPending} data-testid="login-mfa-submit">
          {t('accountSecurity.mfaLoginSubmit')}
        </Button>
      </form>
    </div>
  );
}
