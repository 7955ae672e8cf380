/** `/help/article/{key}`: one document in full (the terms, the privacy policy, or any answer), with its last update. */
import '../strings.ts';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RichHtml } from '../../../components/rich-html.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { countVisit, useHelpDoc } from '../api/help.ts';

export function HelpArticlePage() {
  const { t } = useTranslation();
  const key = useParams().key ?? '';
  const doc = useHelpDoc(key);
  useDocumentTitle(doc.data?.title ?? t('routes.help'));
  useEffect(() => {
    if (doc.data) void countVisit(doc.data.key);
  }, [doc.data]);

  if (doc.isError) return <NotFound />;
  return (
    <div data-testid="help-article-page">
      <PageHeader title={doc.data?.title ?? t('routes.help')} />
      <article className="px-4 pt-4 pb-10">
        {doc.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-7 w-2/3 rounded-lg" />
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-24 rounded-xl" />
          </div>
        ) : (
          <>
            <h2 className="text-xl font-extrabold" data-testid="help-article-title">
              {doc.data.title}
            </h2>
            <p className="mt-1 mb-4 text-xs text-faint">{t('help.updated', { time: formatDateTime(doc.data.updatedAt) })}</p>
            <RichHtml html={doc.data.body} testId="help-article-body" />
          </>
        )}
      </article>
    </div>
  );
}
