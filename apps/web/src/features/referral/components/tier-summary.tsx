/** The player's downline per tier: members, how many are active now, and the rebate each tier earned; each opens its member list. */
import { formatWireIdr } from '@kasino/shared/money';
import type { TierSummary as Tier } from '@kasino/shared/protocol/referral';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-number.ts';

const tierColours = ['from-[#c86eff]/25', 'from-accent/20', 'from-gold/20'] as const;

export function TierSummary({ tiers }: { tiers: Tier[] }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-[15px] font-extrabold">{t('referral.network')}</h2>
      <ul className="grid grid-cols-3 gap-2" data-testid="referral-tiers">
        {tiers.map((tier, i) => (
          <li key={tier.tier}>
            <Link
              to={`/referral/referral2?tier=${tier.tier}`}
              data-testid={`referral-tier-${tier.tier}`}
              className={`flex h-full flex-col gap-1.5 rounded-2xl bg-gradient-to-b ${tierColours[i] ?? ''} to-surface-1 p-2.5 ring-1 ring-line/60 transition active:scale-[0.98]`}
            >
              <span className="text-[13px] font-extrabold">{t('referral.tier', { tier: tier.tier })}</span>
              <span className="text-[10.5px] leading-tight text-faint">{t(`referral.tierHint.t${tier.tier}`)}</span>
              <dl className="mt-auto flex flex-col gap-0.5 text-[11.5px]">
                <Row label={t('referral.tierMembers')} value={formatCount(tier.members)} testId="referral-tier-members" />
                <Row label={t('referral.tierActive')} value={formatCount(tier.active)} testId="referral-tier-active" />
                <div className="flex flex-col">
                  <dt className="text-muted">{t('referral.tierRebate')}</dt>
                  <dd className="truncate text-[13px] font-extrabold text-gold tabular-nums" data-testid="referral-tier-rebate">
                    {formatWireIdr(tier.rebate)}
                  </dd>
                </div>
              </dl>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
