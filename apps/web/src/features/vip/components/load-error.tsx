/** What a VIP screen shows when its figures did not load: the reason and a retry. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-surface-1 p-4 text-center ring-1 ring-line/60" data-testid="vip-error" role="alert">
      <p className="text-sm text-muted">{t('vip.loadError')}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
