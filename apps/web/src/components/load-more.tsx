/** The foot of a paged list: "Muat lebih banyak" while more pages exist, a quiet end note after. */
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  /** Shown under the last page; omit to show nothing. */
  endText?: string;
}

export function LoadMore({ hasMore, loading, onLoad, endText }: LoadMoreProps) {
  const { t } = useTranslation();
  if (hasMore) {
    return (
      <Button variant="secondary" block loading={loading} onClick={onLoad} data-testid="load-more" className="mt-3">
        {t('common.loadMore')}
      </Button>
    );
  }
  return endText ? <p className="py-4 text-center text-xs text-faint">{endText}</p> : null;
}
