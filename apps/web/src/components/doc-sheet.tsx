/**
 * A help document (the terms, the privacy policy) in a sheet over the page that links to it, so a
 * player reading the terms from the registration form keeps what they typed.
 */
import { useTranslation } from 'react-i18next';
import { useHelpDoc } from '../lib/api/help-docs.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { RichHtml } from './rich-html.tsx';
import { Skeleton } from './skeleton.tsx';

export function DocSheet({ docKey, open, onClose, title }: { docKey: string; open: boolean; onClose: () => void; title: string }) {
  const { t } = useTranslation();
  const doc = useHelpDoc(docKey, open);
  return (
    <BottomSheet open={open} onClose={onClose} title={doc.data?.title ?? title} testId={`doc-sheet-${docKey}`}>
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        {doc.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : doc.isError ? (
          <p className="text-sm text-muted">{t('records.loadError')}</p>
        ) : (
          <RichHtml html={doc.data.body} testId="doc-sheet-body" />
        )}
      </div>
    </BottomSheet>
  );
}
