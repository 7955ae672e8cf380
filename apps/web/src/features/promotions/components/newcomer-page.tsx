/**
 * `/activity/special` (Misi Pemain Baru): the five tasks with their rewards, what is done (read from the
 * account by the server), the claim of each done task, the way to each open one, and the deadline.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import type { NewcomerTask } from '@kasino/shared/protocol/promo';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { promoKey } from '../api/promo.ts';
import { LoginCard } from './login-card.tsx';

const missionKey = [...promoKey, 'newcomer'];
const where: Record<NewcomerTask, string> = {
  bind_email: '/edit-email',
  first_deposit: '/deposit',
  first_bet: '/game/roller',
  enable_2fa: '/edit-mfa',
  deposit_limit: '/responsible-gaming',
};

export function NewcomerPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const mission = useQuery({
    queryKey: missionKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/newcomer/mission', { signal, quiet: true }),
    enabled: loggedIn,
    meta: { private: true },
  });
  const claim = useMutation({
    mutationFn: (task: NewcomerTask) => apiCall('POST /main/promo/newcomer/claim', { body: { task } }),
    onSuccess: () => notify.success(t('promo.newcomer.claimedToast')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoKey }),
  });
  const v = mission.data;
  return (
    <div data-testid="newcomer-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <LoginCard />
        ) : !v ? (
          <Skeleton className="h-64 rounded-3xl" />
        ) : (
          <>
            <p className="text-[13.5px] text-muted">
              {v.open ? t('promo.newcomer.intro', { deadline: formatDateTime(v.deadline) }) : t('promo.newcomer.ended')}
            </p>
            <p className="text-[14px] font-bold text-gold" data-testid="newcomer-claimable">
              {t('promo.newcomer.claimable', { amount: formatWireIdr(v.claimable), total: formatWireIdr(v.total) })}
            </p>
            <ul className="flex flex-col gap-2" data-testid="newcomer-tasks">
              {v.tasks.map((task) => (
                <li
                  key={task.key}
                  data-testid={`newcomer-${task.key}`}
                  data-done={task.done || undefined}
                  className="flex items-center gap-3 rounded-2xl bg-surface-1 p-3.5 ring-1 ring-line/60"
                >
                  <span
                    className={`grid size-9 shrink-0 place-items-center rounded-full ring-1 ${task.done ? 'bg-accent/15 text-accent ring-accent/40' : 'text-faint ring-line'}`}
                  >
                    {task.done && <Check className="size-5" aria-hidden="true" />}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="text-[14px] font-bold">{t(`promo.newcomer.tasks.${task.key}`)}</span>
                    <span className="text-[13px] font-extrabold text-gold tabular-nums">{formatWireIdr(task.reward)}</span>
                  </span>
                  {task.grant ? (
                    <span className="text-[12.5px] font-semibold text-accent">{t('promo.newcomer.claimed')}</span>
                  ) : task.done ? (
                    <Button
                      variant="gold"
                      size="sm"
                      disabled={!v.open || !v.enabled}
                      loading={claim.isPending && claim.variables === task.key}
                      data-testid="newcomer-claim"
                      onClick={() => claim.mutate(task.key)}
                    >
                      {t('promo.newcomer.claim')}
                    </Button>
                  ) : v.open ? (
                    <Link to={where[task.key]} className={buttonClass('secondary', 'sm')}>
                      {t('promo.newcomer.go')}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
