/** The guide shown where a PIN is needed but none is set (error 20005): one tap to the PIN page and back. */
import '../strings.ts';
import { KeyRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';

export function PinRequiredNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <div data-testid="pin-required" className="flex items-start gap-3 rounded-2xl border border-gold/40 bg-gold/8 p-3.5">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold">
        <KeyRound className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-gold">{t('pin.required')}</p>
        <p className="mt-0.5 text-[12.5px] text-muted">{t('pin.requiredBody')}</p>
        <Link to={`/edit-pin?back=${back}`} className={buttonClass('gold', 'sm', 'mt-3')} data-testid="pin-setup-link">
          {t('pin.setup')}
        </Link>
      </div>
    </div>
  );
}
