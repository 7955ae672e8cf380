/**
 * "Kirim kode" / "Kirim ulang (59 d)": sends a code, then counts down the seconds the server gave
 * (`resendIn`, 60 s) before it can be pressed again. A 2001 (too often) answer starts the count too.
 */
import '../i18n/account-security-strings.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api/api-error.ts';
import { useNow } from '../lib/use-now.ts';
import { Button } from './button.tsx';

const FALLBACK_SECONDS = 60;

interface ResendButtonProps {
  /** Sends the code; resolves with the seconds until the next one may be asked for. */
  send: () => Promise<{ resendIn: number }>;
  /** Whether a code was already sent (the label says "Kirim ulang"). */
  sentOnce: boolean;
  onSent?: () => void;
  disabled?: boolean;
  testId?: string;
  block?: boolean;
}

export function ResendButton({ send, sentOnce, onSent, disabled = false, testId = 'send-code', block = false }: ResendButtonProps) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const [busy, setBusy] = useState(false);
  // Ticks once a code was sent (cheap: one timer per button while its page is open).
  const now = useNow(1_000, until > 0);
  const left = Math.max(0, Math.ceil((until - now) / 1_000));

  const press = async () => {
    setBusy(true);
    try {
      const { resendIn } = await send();
      setUntil(Date.now() + resendIn * 1_000);
      onSent?.();
    } catch (error) {
      if (isApiError(error) && error.code === 2001) setUntil(Date.now() + FALLBACK_SECONDS * 1_000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={sentOnce ? 'secondary' : 'primary'}
      size="md"
      block={block}
      loading={busy}
      disabled={disabled || left > 0}
      onClick={() => void press()}
      data-testid={testId}
      data-countdown={left}
      className="tabular-nums"
    >
      {left > 0 ? t('accountSecurity.resendIn', { seconds: left }) : sentOnce ? t('accountSecurity.resend') : t('accountSecurity.sendCode')}
    </Button>
  );
}
