/** Shown when a route fails to render (e.g. a page chunk could not be downloaded). */
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-[480px] flex-col items-center justify-center bg-canvas px-6 text-center">
      <TriangleAlert className="mb-4 size-12 text-gold" aria-hidden="true" />
      <h1 className="text-xl font-extrabold">{t('errors.pageTitle')}</h1>
      <p className="mt-2 text-sm text-muted">{t('errors.pageBody')}</p>
      <Button className="mt-6 px-6" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
