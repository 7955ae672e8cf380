/** The level-up rewards: one per level that carries one, with its state and, when claimable, the claim. */
import { formatWireIdr } from '@kasino/shared/money';
import type { VipLevelReward } from '@kasino/shared/protocol/vip';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { formatCountdown } from '../../../lib/format-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useClaimLevelReward } from '../api/vip.ts';
import { announceClaim } from './announce-claim.ts';

/** `withheld` is why VIP rewards are held back now (a cooling-off, a self-exclusion), shown on a withheld reward. */
export function RewardList({ rewards, withheld }: { rewards: VipLevelReward[]; withheld: string | null }) {
  const { t } = useTranslation();
  const now = useNow(
    1_000,
    rewards.some((r) => r.status === 'claimable'),
  );
  const claim = useClaimLevelReward();
  if (!rewards.length) return <p className="text-[13px] text-muted">{t('vip.rewardsEmpty')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="vip-rewards">
      {rewards.map((r) => {
        // The server's status, except that a claimable reward whose deadline passed on screen shows as expired.
        const left = r.grant ? r.grant.claimableUntil - now : null;
        const status = r.status === 'claimable' && left !== null && left <= 0 ? 'expired' : r.status;
        return (
          <li
            key={r.level}
            data-testid="vip-reward"
            data-level={r.level}
            data-status={status}
            className="flex items-center gap-3 rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60"
          >
            {/* A locked reward is quieter by its icon and title, not by fading its words below a readable contrast. */}
            <span
              className={`grid size-9 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold ${status === 'locked' ? 'opacity-50 grayscale' : ''}`}
            >
              <Gift className="size-4.5" aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <span className={`text-[14px] font-bold ${status === 'locked' ? 'text-muted' : ''}`}>
                {t('vip.badge', { level: r.level })}
              </span>
              <span className="text-[13px] font-extrabold text-gold tabular-nums">{formatWireIdr(r.amount)}</span>
              {status === 'claimable' && left !== null && (
                <span className="text-[11.5px] text-muted tabular-nums" data-testid="vip-reward-countdown">
                  {t('vip.expiresIn', { time: formatCountdown(left) })}
                </span>
              )}
              {status === 'withheld' && <span className="text-[11.5px] text-danger">{withheld ?? t('vip.withheldReward')}</span>}
            </div>
            {status === 'claimable' ? (
              <Button
                variant="gold"
                size="sm"
                loading={claim.isPending && claim.variables === r.level}
                disabled={claim.isPending || withheld !== null}
                data-testid="vip-reward-claim"
                aria-label={t('vip.claimLevel', { level: r.level, amount: formatWireIdr(r.amount) })}
                onClick={() => claim.mutate(r.level, { onSuccess: (answer) => announceClaim(answer, t) })}
              >
                {t('vip.claim')}
              </Button>
            ) : (
              <span className={`shrink-0 text-[12.5px] font-semibold ${status === 'claimed' ? 'text-accent' : 'text-faint'}`}>
                {t(`vip.rewardStatus.${status}`)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
