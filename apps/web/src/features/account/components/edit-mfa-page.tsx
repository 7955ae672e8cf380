/**
 * `/edit-mfa`: two-factor authentication. Off: "Aktifkan 2FA" → QR code and key for the
 * authenticator app → the first code → 10 recovery codes, shown once, with copy and a "saved"
 * checkbox before leaving. On: how many recovery codes are left, and turning it off with the password
 * and a code (or a recovery code).
 */
import '../strings.ts';
import { BadgeCheck, Check, Copy, LockKeyhole, ShieldAlert, ShieldCheck } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaSetup } from '@kasino/shared/protocol/account';
import { Button } from '../../../components/button.tsx';
import { CODE_LENGTH, CodeInput } from '../../../components/code-input.tsx';
import { CopyRow } from '../../../components/copy-row.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField, TextField } from '../../../components/form-field.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/toast.ts';
import { refreshMfa, useDisableMfa, useEnableMfa, useMfaStatus, useSetupMfa } from '../api/mfa.ts';
import { AccountFrame, failureText, IntroCard, LoadFailed, type AccountPageProps } from './account-parts.tsx';

export function EditMfaPage({ entry }: AccountPageProps) {
  const { t } = useTranslation();
  const status = useMfaStatus();
  // Recovery codes stay on screen after enabling, until the player confirms they are saved.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = status.data?.enabled ?? false;

  return (
    <AccountFrame entry={entry} testId="edit-mfa">
      <IntroCard
        icon={enabled ? ShieldCheck : ShieldAlert}
        title={t('accountSecurity.mfaTitle')}
        body={enabled ? t('accountSecurity.mfaOnBody', { count: status.data?.recoveryCodesLeft ?? 0 }) : t('accountSecurity.mfaBody')}
        aside={
          status.data && (
            <StatusChip
              tone={enabled || recoveryCodes ? 'success' : 'muted'}
              testId="mfa-status"
              state={enabled || recoveryCodes ? 'on' : 'off'}
            >
              {enabled || recoveryCodes ? t('accountSecurity.active') : t('accountSecurity.inactive')}
            </StatusChip>
          )
        }
      />
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            refreshMfa();
          }}
        />
      ) : status.isError ? (
        <LoadFailed onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <Skeleton className="h-[280px] rounded-3xl" />
      ) : enabled ? (
        <DisableForm />
      ) : (
        <EnableFlow onEnabled={setRecoveryCodes} />
      )}
    </AccountFrame>
  );
}

function EnableFlow({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useSetupMfa();
  const enable = useEnableMfa();
  const [secret, setSecret] = useState<MfaSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  if (!secret) {
    return (
      <div className="rounded-3xl border border-line/60 bg-surface-1 p-4">
        <FormError message={error} testId="mfa-error" />
        <Button
          size="lg"
          block
          loading={setup.isPending}
          icon={<BadgeCheck className="size-5" aria-hidden="true" />}
          data-testid="mfa-start"
          onClick={() =>
            void setup.mutateAsync().then(setSecret, (e: unknown) => {
              setError(failureText(e));
            })
          }
        >
          {t('accountSecurity.mfaStart')}
        </Button>
      </div>
    );
  }

  const submit = async () => {
    if (code.length !== CODE_LENGTH) return setError(t('accountSecurity.codeIncomplete'));
    // Step-up: turning 2FA on with a session alone would let a thief lock the owner out.
    if (!password) return setError(t('accountSecurity.stepUpPasswordRequired'));
    setError(undefined);
    try {
      const { recoveryCodes } = await enable.mutateAsync({ code, password });
      notify.success(t('accountSecurity.mfaEnabled'));
      onEnabled(recoveryCodes);
    } catch (e) {
      setCode('');
      setError(failureText(e));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
      data-testid="mfa-setup"
    >
      <p className="text-[13px] font-semibold">{t('accountSecurity.mfaScan')}</p>
      <div className="mx-auto rounded-2xl bg-white p-3 shadow-card" data-testid="mfa-qr">
        <QRCodeSVG value={secret.otpauthUrl} size={176} level="M" marginSize={0} title={t('accountSecurity.mfaScan')} />
      </div>
      <div className="rounded-2xl bg-surface-2 px-3">
        <p className="pt-2 text-[12px] text-muted">{t('accountSecurity.mfaManual')}</p>
        <CopyRow
          label={t('accountSecurity.mfaSecret')}
          value={secret.secret.replace(/(.{4})/g, '$1 ').trim()}
          copyValue={secret.secret}
          mono
          testId="mfa-secret"
        />
      </div>
      <p className="text-[13px] font-semibold">{t('accountSecurity.mfaEnterCode')}</p>
      <CodeInput label={t('accountSecurity.mfaCodeLabel')} value={code} onChange={setCode} testId="mfa-code" autoFocus />
      <p className="text-[12px] text-muted">{t('accountSecurity.stepUpHint')}</p>
      <PasswordField
        label={t('accountSecurity.currentPassword')}
        icon={LockKeyhole}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        data-testid="mfa-enable-password"
      />
      <FormError message={error} testId="mfa-error" />
      <Button type="submit" size="lg" block loading={enable.isPending} data-testid="mfa-enable">
        {t('accountSecurity.mfaEnable')}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-gold/40 bg-surface-1 p-4" data-testid="mfa-recovery">
      <div>
        <h2 className="text-[15px] font-extrabold text-gold">{t('accountSecurity.recoveryTitle')}</h2>
        <p className="mt-1 text-[12.5px] text-muted">{t('accountSecurity.recoveryBody')}</p>
      </div>
      <ol
        className="grid grid-cols-2 gap-2 rounded-2xl bg-surface-2 p-3 font-mono text-[15px] font-bold tracking-wider"
        data-testid="mfa-recovery-codes"
      >
        {codes.map((c, i) => (
          <li key={c} className="flex items-center gap-1.5">
            <span className="w-5 text-right text-[11px] text-faint">{i + 1}.</span>
            <span>{c}</span>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        block
        icon={copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
        onClick={() => void copyText(codes.join('\n')).then((ok) => setCopied(ok))}
        data-testid="mfa-recovery-copy"
      >
        {t('accountSecurity.recoveryCopyAll')}
      </Button>
      <label className="flex cursor-pointer items-center gap-3 rounded-xl bg-surface-2 px-3 py-3 text-[14px] font-semibold">
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
          className="size-5 accent-[#1fe07f]"
          data-testid="mfa-recovery-saved"
        />
        {t('accountSecurity.recoverySaved')}
      </label>
      <Button size="lg" block disabled={!saved} onClick={onDone} data-testid="mfa-recovery-done">
        {t('accountSecurity.recoveryDone')}
      </Button>
    </section>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableMfa();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!password) return setError(t('accountSecurity.currentPassword'));
    if (!useRecovery && code.length !== CODE_LENGTH) return setError(t('accountSecurity.codeIncomplete'));
    setError(undefined);
    try {
      await disable.mutateAsync({ code: code.trim(), password });
      notify.success(t('accountSecurity.mfaDisabled'));
    } catch (e) {
      setError(failureText(e));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 rounded-3xl border border-line/60 bg-surface-1 p-4"
      data-testid="mfa-disable-form"
    >
      <h2 className="text-[15px] font-extrabold">{t('accountSecurity.mfaDisableTitle')}</h2>
      <PasswordField
        label={t('accountSecurity.currentPassword')}
        icon={LockKeyhole}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        data-testid="mfa-disable-password"
      />
      {useRecovery ? (
        <TextField
          label={t('accountSecurity.recoveryCodeLabel')}
          placeholder={t('accountSecurity.recoveryCodePlaceholder')}
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className="font-mono"
          data-testid="mfa-disable-recovery"
        />
      ) : (
        <CodeInput label={t('accountSecurity.mfaCodeLabel')} value={code} onChange={setCode} testId="mfa-disable-code" />
      )}
      <button
        type="button"
        className="self-start text-[13px] font-semibold text-accent hover:underline"
        onClick={() => {
          setUseRecovery((v) => !v);
          setCode('');
        }}
      >
        {useRecovery ? t('accountSecurity.useTotp') : t('accountSecurity.useRecovery')}
      </button>
      <FormError message={error} testId="mfa-disable-error" />
      <Button type="submit" variant="danger" size="lg" block loading={disable.isPending} data-testid="mfa-disable">
        {t('accountSecurity.mfaDisable')}
      </Button>
    </form>
  );
}
