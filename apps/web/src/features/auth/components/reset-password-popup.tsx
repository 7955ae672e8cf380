/** Password reset by email arrives in a later release; the popup says so and leads back to login. */
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';

export function ResetPasswordPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  return (
    <ComingSoon
      title={t('auth.resetTitle')}
      heading={t('auth.resetTitle')}
      headingId={titleId}
      description={t('auth.resetBody')}
      icon={MailCheck}
      showGamesLink={false}
    >
      <Button variant="primary" className="mt-6 px-6" onClick={() => swap('login')}>
        {t('auth.backToLogin')}
      </Button>
    </ComingSoon>
  );
}
