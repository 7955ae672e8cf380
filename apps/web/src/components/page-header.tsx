/** Header of an inner page: back button (pops a popup or goes back in history) and the title. */
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopups } from '../lib/popups/use-popups.ts';

export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const { goBack } = usePopups();
  return (
    <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-20 flex h-12 items-center gap-2 border-b border-line/60 bg-canvas/90 px-2 backdrop-blur-md">
      <button
        type="button"
        onClick={goBack}
        aria-label={t('common.back')}
        data-testid="page-back"
        className="grid size-9 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg"
      >
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-base font-bold">{title}</h1>
      {action}
    </div>
  );
}
