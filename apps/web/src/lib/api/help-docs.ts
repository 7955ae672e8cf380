/**
 * Help documents by key (`GET /heracles/doc/docs/{key}`), shared by the help centre and by the places
 * that show a document in a sheet (the terms from the registration popup).
 */
import { useQuery } from '@tanstack/react-query';
import type { DocView } from '@kasino/shared/protocol/help';
import { apiRequest } from './client.ts';

export const helpKey = ['help'] as const;

export const useHelpDoc = (key: string, enabled = true) =>
  useQuery({
    queryKey: [...helpKey, 'doc', key],
    queryFn: ({ signal }) => apiRequest<DocView>(`/heracles/doc/docs/${encodeURIComponent(key)}`, { signal, quiet: true }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
