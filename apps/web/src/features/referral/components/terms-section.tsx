/**
 * The programme's published terms, as the server sends them (never a figure it does not): the agent
 * levels with their rates and the active downlines each needs, how a rebate is counted, what "active"
 * means, the first-deposit bonus, who cannot refer whom, and the marketing rule (no spam).
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { AgentLevel, ReferralTerms } from '@kasino/shared/protocol/referral';
import { Gift, Megaphone, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { ratePercent } from '../referral-format.ts';
import { LevelMedal } from './level-medal.tsx';

export function TermsSection({ terms, current }: { terms: ReferralTerms | undefined; current?: AgentLevel | undefined }) {
  const { t } = useTranslation();
  if (!terms) return <Skeleton className="h-72 rounded-3xl" />;
  const wager = formatWireIdr(terms.activeWager);
  return (
    <div className="flex flex-col gap-4" data-testid="referral-terms">
      <section className="flex flex-col gap-2">
        <h2 className="text-[15px] font-extrabold">{t('referral.levelsTitle')}</h2>
        <ol className="flex flex-col gap-2">
          {terms.levels.map((l) => {
            const mine = l.level === current;
            return (
              <li
                key={l.level}
                data-testid="referral-terms-level"
                data-level={l.level}
                data-current={mine}
                aria-current={mine ? 'true' : undefined}
                className={`flex items-center gap-3 rounded-2xl p-3 ring-1 ${mine ? 'bg-gold/10 ring-gold/60' : 'bg-surface-1 ring-line/60'}`}
              >
                <LevelMedal level={l.level} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2">
                    <span className="text-[15px] font-extrabold">{t(`referral.levels.${l.level}`)}</span>
                    {mine && (
                      <span className="rounded-full bg-gold/20 px-2 py-0.5 text-[11px] font-bold text-gold">{t('referral.current')}</span>
                    )}
                  </span>
                  <span className="text-[12px] text-muted tabular-nums">
                    {l.activeDownlines > 0 ? t('referral.levelFrom', { n: formatCount(l.activeDownlines) }) : t('referral.levelFromNone')}
                  </span>
                </span>
                <span className="shrink-0 text-lg font-black text-gold tabular-nums">{ratePercent(l.rate)}</span>
              </li>
            );
          })}
        </ol>
        <p className="text-[12.5px] leading-relaxed text-muted">{t('referral.rebateRule')}</p>
        <p className="text-[12.5px] leading-relaxed text-muted" data-testid="referral-active-rule">
          {t('referral.activeRule', { wager, days: terms.activeDays })}
        </p>
      </section>

      <RuleCard icon={Gift} title={t('referral.firstDepositTitle')} testId="referral-first-deposit-rule" tone="gold">
        {t('referral.firstDepositRule', {
          min: formatWireIdr(terms.firstDeposit.minDeposit),
          bonus: formatWireIdr(terms.firstDeposit.bonus),
          days: terms.firstDeposit.days,
          wager,
        })}
      </RuleCard>
      <RuleCard icon={ShieldCheck} title={t('referral.fairTitle')} testId="referral-fair-rule" tone="accent">
        {t('referral.ownCodeRule')}
      </RuleCard>
      <SpamRule />
    </div>
  );
}

/** The marketing rule: no unsolicited messages; reports of spam suspend the agent. */
export function SpamRule() {
  const { t } = useTranslation();
  return (
    <RuleCard icon={Megaphone} title={t('referral.spamTitle')} testId="referral-spam-rule" tone="danger">
      {t('referral.spamRule')}
    </RuleCard>
  );
}

const tones = {
  gold: 'bg-gold/15 text-gold',
  accent: 'bg-accent/15 text-accent',
  danger: 'bg-danger/15 text-danger',
} as const;

function RuleCard({
  icon: Icon,
  title,
  testId,
  tone,
  children,
}: {
  icon: typeof Gift;
  title: string;
  testId: string;
  tone: keyof typeof tones;
  children: string;
}) {
  return (
    <section className="flex items-start gap-3 rounded-2xl bg-surface-1 p-3.5 ring-1 ring-line/60" data-testid={testId}>
      <span className={`grid size-9 shrink-0 place-items-center rounded-xl ${tones[tone]}`} aria-hidden="true">
        <Icon className="size-4.5" />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 className="text-[14px] font-bold">{title}</h3>
        <p className="text-[12.5px] leading-relaxed text-muted">{children}</p>
      </div>
    </section>
  );
}
