/** A list of VIP grants (level rewards or cashback claims): amount, formula, state, date. */
import { formatWireIdr } from '@kasino/shared/money';
import type { GrantView } from '@kasino/shared/protocol/promo';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';

export function GrantHistory({ grants, empty, testId }: { grants: GrantView[]; empty: string; testId: string }) {
  const { t } = useTranslation();
  if (!grants.length) return <p className="rounded-2xl bg-surface-1 p-4 text-center text-[13px] text-muted ring-1 ring-line/60">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {grants.map((g) => (
        <li key={g.id} className="flex flex-col gap-0.5 rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60" data-testid={`${testId}-row`}>
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-[12.5px] text-muted tabular-nums">{formatDateTime(g.claimedAt ?? g.createdAt)}</span>
            <span className="text-[15px] font-extrabold text-gold tabular-nums">{formatWireIdr(g.amount)}</span>
          </div>
          <p className="text-[12.5px] text-muted" data-testid="vip-grant-formula">
            {g.formula}
          </p>
          <span className={`text-[12px] font-semibold ${g.status === 'claimed' ? 'text-accent' : 'text-faint'}`}>
            {t(`vip.rewardStatus.${g.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
