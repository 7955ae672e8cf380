/**
 * Shown when a route fails to render (e.g. a page chunk could not be downloaded offline). Inside the
 * shell for a page (the top bar, the offline banner and the tabs stay usable); the whole screen only
 * when the shell itself failed.
 */
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';

export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="route-error"
      className={`mx-auto flex max-w-[480px] flex-col items-center justify-center px-6 text-center ${inShell ? 'min-h-[60dvh]' : 'min-h-dvh bg-canvas'}`}
    >
      <TriangleAlert className="mb-4 size-12 text-gold" aria-hidden="true" />
      <h1 className="text-xl font-extrabold">{t('errors.pageTitle')}</h1>
      <p className="mt-2 text-sm text-muted">{t('errors.pageBody')}</p>
      <Button className="mt-6 px-6" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </div>
  );
}
