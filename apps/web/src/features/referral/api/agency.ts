/**
 * Agency calls (SPEC §6 `spa*`, `spammer*`): the caller's application with the marketing terms, the
 * application itself, an agent's report per period and weekly tasks with their claim, and the spam
 * reports a player made. A task's claim moves money, so the balance and the Bonus tab refresh after it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AgencyApply, ReportPeriod } from '@kasino/shared/protocol/referral';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { referralKey } from './referral.ts';

const agencyKey = [...referralKey, 'agency'] as const;
const stateKey = [...agencyKey, 'state'] as const;
const tasksKey = [...agencyKey, 'tasks'] as const;
const spamKey = [...agencyKey, 'spam'] as const;
const privateMeta = { private: true };

export const useAgencyState = (enabled: boolean) =>
  useQuery({
    queryKey: stateKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/spa/apply', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

/** Sends the application; the form shows the server's reason itself (quiet). */
export const useApplyAgency = () =>
  useMutation({
    mutationFn: (body: AgencyApply) => apiCall('POST /main/promo/spa/apply', { body, quiet: true }),
    onSuccess: (state) => queryClient.setQueryData(stateKey, state),
  });

export const useAgencyReport = (period: ReportPeriod, enabled: boolean) =>
  useQuery({
    queryKey: [...agencyKey, 'report', period],
    queryFn: ({ signal }) => apiCall('GET /main/promo/spa/report', { signal, quiet: true, query: { period } }),
    enabled,
    // Today's members and deposits show up while the page is open.
    refetchInterval: 60_000,
    meta: privateMeta,
  });

export const useAgencyTasks = (enabled: boolean) =>
  useQuery({
    queryKey: tasksKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/spa/tasks', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

export const useClaimAgencyTask = () =>
  useMutation({
    mutationFn: (task: string) => apiCall('POST /main/promo/spa/tasks/claim', { body: { task } }),
    onSuccess: (answer) => queryClient.setQueryData(tasksKey, answer.tasks),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksKey }),
        // The Bonus tab's grants (features do not import each other) and the balance.
        queryClient.invalidateQueries({ queryKey: ['promo'] }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]),
  });

export const useSpamReports = (enabled: boolean) =>
  useQuery({
    queryKey: spamKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/spammer/report', { signal, quiet: true }),
    enabled,
    meta: privateMeta,
  });

/** Reports an agent's code; the form shows the server's reason itself (quiet). */
export const useReportSpam = () =>
  useMutation({
    mutationFn: (body: { inviteCode: string; detail: string }) => apiCall('POST /main/promo/spammer/report', { body, quiet: true }),
    onSuccess: (reports) => queryClient.setQueryData(spamKey, reports),
  });
