/**
 * Fast registration: phone + password, one tap; the 18+ agreement is stated under the button. The
 * spread register popup (`?z=spreadRegister&inviteCode=…`, a shared referral link) is the same form
 * with the inviter's code shown and sent.
 */
import '../spread-strings.ts';
import { Gift, Zap } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { DocSheet } from '../../../components/doc-sheet.tsx';
import { FormError } from '../../../components/form-error.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { useRegister } from '../api/register.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useServerFormError } from '../hooks/use-server-form-error.ts';
import { useInviteCodeFromUrl } from '../hooks/use-invite-code.ts';
import { AuthHeader } from './auth-header.tsx';
import { NewPasswordInput, newPasswordRules, PhoneInput, phoneRules } from './credential-fields.tsx';
import { cleanPhone, SecureNote } from './form-parts.tsx';

interface FastRegisterValues {
  phone: string;
  password: string;
}

const serverFields = ['phone', 'password'] as const;

export function SpreadRegisterPopup(props: PopupBodyProps) {
  return <FastRegisterPopup {...props} spread />;
}

export function FastRegisterPopup({ titleId, spread = false }: PopupBodyProps & { spread?: boolean }) {
  const invite = useInviteCodeFromUrl();
  const [termsOpen, setTermsOpen] = useState(false);
  const { t } = useTranslation();
  const { swap } = usePopups();
  const { register, handleSubmit, setError, formState } = useForm<FastRegisterValues>({
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  });
  const registerCall = useRegister();
  const completeSignIn = useCompleteSignIn();
  const showServerError = useServerFormError(setError, serverFields);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The 18+ note above the button is the confirmation.
      const result = await registerCall.mutateAsync({
        phone: cleanPhone(values.phone),
        password: values.password,
        ...(invite ? { inviteCode: invite } : {}),
        adult: true,
      });
      completeSignIn(result, t('auth.registerSuccess'));
    } catch (error) {
      showServerError(error);
    }
  });

  const busy = formState.isSubmitting || registerCall.isPending;

  return (
    <div className="pb-5">
      <AuthHeader
        titleId={titleId}
        title={t(spread ? 'spreadRegister.title' : 'auth.fastRegisterTitle')}
        subtitle={t(spread ? 'spreadRegister.subtitle' : 'auth.fastRegisterSubtitle')}
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4 px-5 pt-4">
        {invite && (
          <p
            className="flex items-center gap-2 rounded-2xl bg-gold/10 px-3 py-2.5 text-[13px] ring-1 ring-gold/40"
            data-testid="fast-register-invite"
          >
            <Gift className="size-4 shrink-0 text-gold" aria-hidden="true" />
            {t('spreadRegister.invited', { code: invite })}
          </p>
        )}
        <PhoneInput testId="fast-register-phone" error={formState.errors.phone?.message} registration={register('phone', phoneRules)} />
        <NewPasswordInput
          testId="fast-register-password"
          error={formState.errors.password?.message}
          registration={register('password', newPasswordRules)}
        />
        <FormError message={formState.errors.root?.server?.message} testId="fast-register-error" />
        <Button
          type="submit"
          variant="gold"
          size="lg"
          block
          loading={busy}
          icon={<Zap className="size-5" aria-hidden="true" />}
          data-testid="fast-register-submit"
        >
          {t('auth.fastRegisterSubmit')}
        </Button>
        <p className="text-center text-xs leading-relaxed text-faint">
          {t('auth.fastRegisterNote')}{' '}
          <button type="button" className="font-semibold text-accent underline underline-offset-2" onClick={() => setTermsOpen(true)}>
            {t('auth.termsTitle')}
          </button>
          .
        </p>
        <p className="text-center text-[13px] text-muted">
          <button type="button" onClick={() => swap('register')} className="font-bold text-accent hover:underline">
            {t('auth.fullRegisterLink')}
          </button>
          <span className="mx-1.5 text-faint">·</span>
          <button type="button" onClick={() => swap('login')} className="font-bold text-accent hover:underline">
            {t('common.login')}
          </button>
        </p>
        <SecureNote />
      </form>
      <DocSheet docKey="terms" open={termsOpen} onClose={() => setTermsOpen(false)} title={t('auth.termsTitle')} />
    </div>
  );
}
