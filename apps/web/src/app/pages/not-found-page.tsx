/** Any path outside the route table. */
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-title.ts';
import { NotFound } from '../../components/not-found.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.notFound'));
  return <NotFound />;
}
