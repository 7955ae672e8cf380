/** A page the operator has closed: its message (or a default), and the way back to the lobby. */
import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button.tsx';
import { useDocumentTitle } from '../../components/document-title.ts';
import { addStrings } from '../../i18n/add-strings.ts';
import { closedPageId } from './closed-page.id.ts';

addStrings(closedPageId);

export function ClosedPage({ message }: { message: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('closedPage.title'));
  return (
    <section data-testid="page-closed" className="flex flex-col items-center px-6 py-16 text-center">
      <span className="mb-4 grid size-20 place-items-center rounded-full bg-surface-2 ring-1 ring-line">
        <Ban className="size-9 text-muted" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-extrabold">{t('closedPage.title')}</h1>
      <p className="mt-2 max-w-[300px] text-sm text-muted" data-testid="page-closed-message">
        {message || t('closedPage.body')}
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6 px-6')}>
        {t('common.home')}
      </Link>
    </section>
  );
}
