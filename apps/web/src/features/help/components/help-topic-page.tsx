/**
 * `/help/{topic}`: the topic's answers as an accordion (native details/summary: keyboard and screen
 * readers work without extra code). `#key` in the URL unfolds that answer and scrolls to it, which is
 * where a search hit lands. Opening an answer counts a view.
 */
import '../strings.ts';
import { ChevronDown, Headset } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { helpTopics, type HelpTopic } from '@kasino/shared/protocol/help';
import { buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RichHtml } from '../../../components/rich-html.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { countVisit, useTopicDocs } from '../api/help.ts';
import { topicIcons } from './topic-icons.ts';

const isTopic = (value: string | undefined): value is HelpTopic => (helpTopics as readonly string[]).includes(value ?? '');

export function HelpTopicPage() {
  const { topic } = useParams();
  if (!isTopic(topic)) return <NotFound />;
  return <TopicAnswers topic={topic} />;
}

function TopicAnswers({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation();
  const title = t(`help.topics.${topic}`);
  useDocumentTitle(`${title} · ${t('routes.help')}`);
  const docs = useTopicDocs(topic);
  const { hash } = useLocation();
  const open = decodeURIComponent(hash.slice(1));
  const Icon = topicIcons[topic];

  useEffect(() => {
    if (!open || !docs.data) return;
    document.getElementById(`help-${open}`)?.scrollIntoView({ block: 'start' });
    void countVisit(open);
  }, [open, docs.data]);

  return (
    <div data-testid="help-topic-page">
      <PageHeader title={t('routes.help')} />
      <div className="flex flex-col gap-3 px-4 pt-4 pb-8">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-2xl bg-accent/12 text-accent">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-extrabold">{title}</h2>
        </div>
        {docs.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-14 rounded-2xl" />
            <Skeleton className="h-14 rounded-2xl" />
            <Skeleton className="h-14 rounded-2xl" />
          </div>
        ) : docs.isError ? (
          <div className="rounded-2xl border border-line bg-surface-1 p-4 text-center">
            <p className="text-sm text-muted">{t('help.loadError')}</p>
            <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={() => void docs.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="help-answers">
            {docs.data.list.map((doc) => (
              <li key={doc.key} id={`help-${doc.key}`} className="scroll-mt-28">
                <details
                  open={doc.key === open || undefined}
                  data-testid="help-answer"
                  className="group rounded-2xl border border-line/60 bg-surface-1 open:border-accent/40"
                  onToggle={(e) => {
                    if ((e.currentTarget as HTMLDetailsElement).open) void countVisit(doc.key);
                  }}
                >
                  <summary className="flex cursor-pointer list-none items-center gap-3 p-3.5 text-[14.5px] font-bold [&::-webkit-details-marker]:hidden">
                    <span className="flex-1">{doc.title}</span>
                    <ChevronDown className="size-5 shrink-0 text-faint transition group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <div className="px-3.5 pb-3.5">
                    <RichHtml html={doc.body} testId="help-answer-body" />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-col items-center gap-2 rounded-2xl bg-surface-1 p-4 text-center ring-1 ring-line/60">
          <p className="text-sm font-bold">{t('help.stillNeedHelp')}</p>
          <Link to="/help/contact" className={buttonClass('secondary', 'sm')}>
            <Headset className="size-4" aria-hidden="true" />
            {t('help.contact')}
          </Link>
        </div>
      </div>
    </div>
  );
}
