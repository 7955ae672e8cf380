/**
 * This WIB week's agent tasks: what each asks, the progress with a bar, the reward, and its claim once
 * met (once per week; a reward the player cannot take now waits in the Bonus tab, the toast says why).
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { AgencyTask } from '@kasino/shared/protocol/referral';
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { notify } from '../../../lib/toast.ts';
import { useAgencyTasks, useClaimAgencyTask } from '../api/agency.ts';
import { LoadError } from './load-error.tsx';

export function AgencyTasks() {
  const { t } = useTranslation();
  const tasks = useAgencyTasks(true);
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="agency-tasks">
      <h2 className="text-[15px] font-extrabold">{t('referral.agency.tasksTitle')}</h2>
      <p className="mt-0.5 text-[12.5px] text-muted">{t('referral.agency.tasksBody')}</p>
      <div className="mt-3 flex flex-col gap-2.5">
        {tasks.data ? (
          tasks.data.length > 0 ? (
            tasks.data.map((task) => <TaskRow key={task.id} task={task} />)
          ) : (
            <p className="text-[13px] text-muted">{t('referral.agency.tasksEmpty')}</p>
          )
        ) : tasks.isError ? (
          <LoadError onRetry={() => void tasks.refetch()} />
        ) : (
          <>
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
          </>
        )}
      </div>
    </section>
  );
}

function TaskRow({ task }: { task: AgencyTask }) {
  const { t } = useTranslation();
  const claim = useClaimAgencyTask();
  const percent = Math.min(100, Math.round((task.progress / task.target) * 100));
  const reward = formatWireIdr(task.reward);
  const met = task.progress >= task.target;
  const onClaim = () =>
    claim.mutate(task.id, {
      onSuccess: (answer) => {
        if (answer.claim) notify.success(t('referral.agency.claimedToast', { amount: formatWireIdr(answer.claim.grant.amount) }));
        else notify.info(t('referral.agency.pendingToast', { reason: answer.pending ?? '' }));
      },
    });
  return (
    <div className="rounded-2xl bg-surface-2 p-3" data-testid={`agency-task-${task.id}`} data-met={met || undefined}>
      <div className="flex items-start gap-2.5">
        <Target className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-[13.5px] font-semibold">
            {t(`referral.agency.taskKinds.${task.kind}`, { n: formatCount(task.target) })}
          </span>
          <span className="text-[12px] font-semibold text-gold tabular-nums">{t('referral.agency.taskReward', { amount: reward })}</span>
        </div>
        {task.grant ? (
          <StatusChip
            tone={task.grant.status === 'claimed' ? 'success' : task.grant.status === 'expired' ? 'muted' : 'pending'}
            testId="agency-task-state"
          >
            {t(`referral.status.${task.grant.status}`)}
          </StatusChip>
        ) : (
          <Button
            variant="gold"
            size="sm"
            disabled={!met}
            loading={claim.isPending}
            aria-label={t('referral.agency.taskClaimLabel', { amount: reward })}
            data-testid="agency-task-claim"
            onClick={onClaim}
          >
            {t('referral.agency.taskClaim')}
          </Button>
        )}
      </div>
      <div
        className="mt-2.5 h-2 overflow-hidden rounded-full bg-black/30"
        role="progressbar"
        aria-label={t(`referral.agency.taskKinds.${task.kind}`, { n: formatCount(task.target) })}
        aria-valuemin={0}
        aria-valuemax={task.target}
        aria-valuenow={Math.min(task.progress, task.target)}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-[#c86eff] to-accent transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-right text-[11.5px] text-muted tabular-nums" data-testid="agency-task-progress">
        {t('referral.agency.taskProgress', { progress: formatCount(task.progress), target: formatCount(task.target) })}
      </p>
    </div>
  );
}
