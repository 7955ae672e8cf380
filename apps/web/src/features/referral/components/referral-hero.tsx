/**
 * The programme in one glance for someone who does not know it yet: the headline, the top rebate rate,
 * the first-deposit bonus and the three tiers (figures from the published terms), and the three steps.
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { ReferralTerms } from '@kasino/shared/protocol/referral';
import { Coins, Share2, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ratePercent } from '../referral-format.ts';

export function ReferralHero({ terms, children }: { terms: ReferralTerms | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const top = terms?.levels.at(-1)?.rate;
  return (
    <section
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#2a1747] via-surface-2 to-surface-1 p-4 ring-1 ring-[#c86eff]/40"
      data-testid="referral-hero"
    >
      <div className="absolute -top-12 -right-10 size-44 rounded-full bg-[#c86eff]/25 blur-3xl" aria-hidden="true" />
      <div className="absolute -bottom-16 -left-10 size-40 rounded-full bg-accent/15 blur-3xl" aria-hidden="true" />
      <div className="relative">
        <h2 className="text-[22px] leading-tight font-black text-balance">{t('referral.heroTitle')}</h2>
        <p className="mt-1.5 text-[13px] leading-relaxed text-muted">{t('referral.heroBody')}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2">
          <Stat label={t('referral.heroUpTo')} value={top ? ratePercent(top) : '…'} testId="referral-hero-rate" />
          <Stat
            label={t('referral.heroBonus')}
            value={terms ? formatWireIdr(terms.firstDeposit.bonus) : '…'}
            testId="referral-hero-bonus"
          />
          <Stat label={t('referral.heroTiers')} value="3" />
        </dl>
        {children}
      </div>
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col justify-between gap-0.5 rounded-2xl bg-black/25 px-2.5 py-2">
      <dt className="text-[11px] leading-tight text-muted">{label}</dt>
      <dd className="truncate text-[16px] font-black text-gold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const steps = [
  { icon: Share2, key: 'step1' },
  { icon: UserPlus, key: 'step2' },
  { icon: Coins, key: 'step3' },
] as const;

/** The three steps, numbered. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" data-testid="referral-how">
      <h2 className="flex items-center gap-2 text-[15px] font-extrabold">
        <Users className="size-4 text-accent" aria-hidden="true" />
        {t('referral.howTitle')}
      </h2>
      <ol className="flex flex-col gap-2">
        {steps.map(({ icon: Icon, key }, i) => (
          <li key={key} className="flex items-center gap-3 rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60">
            <span className="relative grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
              <Icon className="size-5" aria-hidden="true" />
              <span className="absolute -top-1.5 -left-1.5 grid size-5 place-items-center rounded-full bg-accent text-[11px] font-black text-accent-ink">
                {i + 1}
              </span>
            </span>
            <span className="text-[13.5px] leading-snug">{t(`referral.${key}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
