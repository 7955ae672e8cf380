/** What a visitor sees where a player's rewards would be: why to log in, and the way to. */
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { searchWithStack } from '../../../lib/popups/popup-keys.ts';

export function LoginCard() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="rounded-3xl bg-surface-1 p-4 text-center ring-1 ring-line/60" data-testid="promo-login">
      <p className="text-[15px] font-bold">{t('promo.loginTitle')}</p>
      <p className="mt-1 text-[13px] text-muted">{t('promo.loginBody')}</p>
      <Link
        to={{ pathname: location.pathname, search: searchWithStack(location.search, ['login']) }}
        className={buttonClass('primary', 'md', 'mt-3 gap-2')}
      >
        <LogIn className="size-4" aria-hidden="true" />
        {t('promo.login')}
      </Link>
    </div>
  );
}
