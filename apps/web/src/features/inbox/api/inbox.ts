/**
 * Inbox calls (SPEC §7 Mail): GET /heracles/inbox/mail {tag, page, count}, GET …/mail/{id}, POST
 * …/mail/{id}/read, …/delete, …/claim, /heracles/inbox/readAll {tag}, deleteAll {tag} (read ones only),
 * claimAll {tag}, GET /heracles/inbox/unread. Every change refreshes the lists and the bell's count.
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { ClaimAllResult, ClaimResult, MailList, MailTag, MailView, UnreadCounts } from '@kasino/shared/protocol/inbox';
import { apiRequest } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

export type { MailTag, MailView, UnreadCounts };
export type TagFilter = MailTag | 'all';

export const inboxKey = ['inbox'] as const;
const listKey = (tag: TagFilter) => [...inboxKey, 'list', tag] as const;
const mailKey = (id: number) => [...inboxKey, 'mail', id] as const;
export const unreadKey = [...inboxKey, 'unread'] as const;
const PAGE = 20;

export const refreshInbox = () => queryClient.invalidateQueries({ queryKey: inboxKey });

export const useMails = (tag: TagFilter) =>
  useInfiniteQuery({
    queryKey: listKey(tag),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<MailList>('/heracles/inbox/mail', {
        query: { tag: tag === 'all' ? undefined : tag, page: pageParam, count: PAGE },
        signal,
        quiet: true,
      }),
    getNextPageParam: (last) => (last.page * last.count < last.total ? last.page + 1 : undefined),
    meta: { private: true },
  });

export const useMail = (id: number) =>
  useQuery({
    queryKey: mailKey(id),
    queryFn: ({ signal }) => apiRequest<MailView>(`/heracles/inbox/mail/${id}`, { signal, quiet: true }),
    retry: false,
    meta: { private: true },
  });

export const useUnread = (enabled: boolean) =>
  useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => apiRequest<UnreadCounts>('/heracles/inbox/unread', { signal, quiet: true }),
    enabled,
    // Bulk mails are not pushed one by one: the count catches up on its own.
    refetchInterval: 60_000,
    meta: { private: true },
  });

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
const tagBody = (tag: TagFilter) => (tag === 'all' ? {} : { tag });

export const readMail = (id: number) => post<null>(`/heracles/inbox/mail/${id}/read`).then(refreshInbox);

/**
 * Deleting drops the mail's own query first (refetching it would only fail, with retries) and refreshes
 * the lists without waiting, so the page can leave at once.
 */
export const useDeleteMail = () =>
  useMutation({
    mutationFn: (id: number) => post<null>(`/heracles/inbox/mail/${id}/delete`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: mailKey(id) });
      void refreshInbox();
    },
  });

export const useReadAll = () =>
  useMutation({
    mutationFn: (tag: TagFilter) => post<{ updated: number }>('/heracles/inbox/readAll', tagBody(tag)),
    onSuccess: refreshInbox,
  });

export const useDeleteAllRead = () =>
  useMutation({
    mutationFn: (tag: TagFilter) => post<{ deleted: number }>('/heracles/inbox/deleteAll', tagBody(tag)),
    onSuccess: refreshInbox,
  });

const afterClaim = () => Promise.all([refreshInbox(), queryClient.invalidateQueries({ queryKey: userQueryKey })]);

export const useClaimMail = () =>
  useMutation({ mutationFn: (id: number) => post<ClaimResult>(`/heracles/inbox/mail/${id}/claim`), onSettled: afterClaim });

export const useClaimAll = () =>
  useMutation({ mutationFn: (tag: TagFilter) => post<ClaimAllResult>('/heracles/inbox/claimAll', tagBody(tag)), onSettled: afterClaim });
