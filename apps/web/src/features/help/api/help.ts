/**
 * Help centre calls (SPEC §7 Content): articles per topic (`/heracles/doc/module/{m}`), search
 * (`/heracles/doc/content?q=`), a view (`POST /heracles/doc/visit`), and the operator's contact links
 * (the `contact_links` site setting). Articles change rarely: they stay fresh for five minutes.
 */
import { useQuery } from '@tanstack/react-query';
import type { DocList, DocSearch, HelpTopic } from '@kasino/shared/protocol/help';
import { apiRequest } from '../../../lib/api/client.ts';
import { helpKey } from '../../../lib/api/help-docs.ts';

export { useHelpDoc } from '../../../lib/api/help-docs.ts';

export interface ContactLinks {
  whatsapp: string;
  telegram: string;
  liveChat: string;
  email: string;
}

export const useTopicDocs = (topic: HelpTopic) =>
  useQuery({
    queryKey: [...helpKey, 'topic', topic],
    queryFn: ({ signal }) => apiRequest<DocList>(`/heracles/doc/module/${topic}`, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

export const useHelpSearch = (q: string) =>
  useQuery({
    queryKey: [...helpKey, 'search', q],
    queryFn: ({ signal }) => apiRequest<DocSearch>('/heracles/doc/content', { query: { q }, signal, quiet: true }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });

export const useContactLinks = () =>
  useQuery({
    queryKey: [...helpKey, 'contact'],
    queryFn: ({ signal }) => apiRequest<ContactLinks>('/main/site/config/contact_links', { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

/** Counts a view; a failure costs nothing the player would notice. */
export const countVisit = (key: string) =>
  apiRequest<null>('/heracles/doc/visit', { method: 'POST', body: { key }, quiet: true }).catch(() => undefined);
