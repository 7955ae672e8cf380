/** What a visitor sees where a player's code and earnings would be: why to log in or register, and the way to. */
import { LogIn, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { searchWithStack } from '../../../lib/popups/popup-keys.ts';

/** `title` and `body` say what logging in gives here (the referral programme's code by default). */
export function ReferralLogin({ title, body }: { title?: string; body?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const over = (popup: 'login' | 'register') => ({ pathname: location.pathname, search: searchWithStack(location.search, [popup]) });
  return (
    <div className="rounded-3xl bg-surface-1 p-4 text-center ring-1 ring-line/60" data-testid="referral-login">
      <p className="text-[15px] font-bold">{title ?? t('referral.login')}</p>
      <p className="mt-1 text-[13px] text-muted">{body ?? t('referral.loginBody')}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link to={over('login')} className={buttonClass('secondary', 'md', 'gap-2')} data-testid="referral-login-button">
          <LogIn className="size-4" aria-hidden="true" />
          {t('common.login')}
        </Link>
        <Link to={over('register')} className={buttonClass('primary', 'md', 'gap-2')} data-testid="referral-register-button">
          <UserPlus className="size-4" aria-hidden="true" />
          {t('common.register')}
        </Link>
      </div>
    </div>
  );
}
