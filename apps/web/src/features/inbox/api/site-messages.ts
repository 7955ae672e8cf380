/**
 * Site messages (announcements for every player, SPEC `/main/site/message`): the list newest first,
 * the unread count (added to the bell's), mark one or all read. A new message is pushed on
 * `/ws/site/message`; the count also catches up every minute.
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';

export const siteMessagesKey = ['site-messages'] as const;
const PAGE = 20;

export const refreshSiteMessages = () => queryClient.invalidateQueries({ queryKey: siteMessagesKey });

export const useSiteMessages = () =>
  useInfiniteQuery({
    queryKey: [...siteMessagesKey, 'list'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => apiCall('GET /main/site/message', { query: { page: pageParam, count: PAGE }, signal, quiet: true }),
    getNextPageParam: (last) => (last.page * last.count < last.total ? last.page + 1 : undefined),
    meta: { private: true },
  });

export const useSiteUnread = (enabled: boolean) =>
  useQuery({
    queryKey: [...siteMessagesKey, 'unread'],
    queryFn: ({ signal }) => apiCall('GET /main/site/message/unread', { signal, quiet: true }),
    enabled,
    refetchInterval: 60_000,
    meta: { private: true },
  });

export const readSiteMessage = (id: number) =>
  apiCall('POST /main/site/message/read', { body: { id }, quiet: true }).then(refreshSiteMessages);

export const useReadAllSiteMessages = () =>
  useMutation({
    mutationFn: () => apiCall('POST /main/site/message/read/all'),
    onSuccess: refreshSiteMessages,
  });
