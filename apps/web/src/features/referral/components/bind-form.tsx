/**
 * Entering the code of the friend who invited the player, while the server still allows it (before the
 * first deposit, not one's own code nor one from one's own downline): the server's reason is shown as is.
 */
import { Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { notify } from '../../../lib/toast.ts';
import { useBindInvite } from '../api/referral.ts';
import { inviteCodeOrNull } from '../referral-format.ts';

export function BindForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useTranslation();
  const bind = useBindInvite();
  const [code, setCode] = useState(initialCode);
  const [formatError, setFormatError] = useState<string | undefined>();
  const failure = bind.error
    ? isApiError(bind.error) && bind.error.kind === 'service'
      ? errorToastText(bind.error)
      : t('referral.loadError')
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = inviteCodeOrNull(code);
    if (!valid) {
      setFormatError(t('referral.bindFormat'));
      return;
    }
    setFormatError(undefined);
    bind.mutate(valid, {
      onSuccess: (info) => {
        if (info.inviter) notify.success(t('referral.boundToast', { phone: info.inviter.phone }));
      },
    });
  };

  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="referral-bind">
      <h2 className="text-[15px] font-extrabold">{t('referral.bindTitle')}</h2>
      <p className="mt-0.5 text-[12.5px] text-muted">{t('referral.bindBody')}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('referral.bindLabel')}
              icon={Ticket}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              placeholder={t('referral.bindPlaceholder')}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\s+/g, ''))}
              data-testid="referral-bind-input"
              className="font-mono tracking-wider placeholder:font-sans placeholder:tracking-normal"
            />
          </div>
          <Button
            type="submit"
            size="lg"
            className="h-12"
            loading={bind.isPending}
            data-testid="referral-bind-submit"
            disabled={!code.trim()}
          >
            {t('referral.bindSubmit')}
          </Button>
        </div>
        <FormError message={formatError ?? failure} testId="referral-bind-error" />
      </form>
    </section>
  );
}
