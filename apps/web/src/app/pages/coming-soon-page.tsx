/** A route whose screen arrives in a later release: its title, a back button and "Segera hadir". */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { useDocumentTitle } from '../../components/document-title.ts';
import { PageHeader } from '../../components/page-header.tsx';
import type { PageProps } from '../route-table.ts';

export function ComingSoonPage({ entry }: PageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  return (
    <div data-route={entry.path}>
      <PageHeader title={title} />
      <ComingSoon title={title} />
    </div>
  );
}
