/**
 * The rule pages, filled from the terms the server pays: `/daily-recharge-rule` (check-in) and
 * `/activity/deposit/*` (the first, second and third deposit bonus with their tiers).
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { usePromotions } from '../api/promo.ts';

type Props = { entry: { title: keyof IdResources['routes'] } };
const ruleKeys = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'] as const;
const termKeys = ['t1', 't2', 't3', 't4'] as const;

export function CheckInRulePage({ entry }: Props) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const p = usePromotions().data?.find((x) => x.id === 'check_in');
  const rewards = p?.terms.rewards?.split(',') ?? [];
  return (
    <div data-testid="check-in-rule-page">
      <PageHeader title={title} />
      <div className="px-4 pt-3 pb-8">
        {!p ? (
          <Skeleton className="h-48 rounded-3xl" />
        ) : (
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-[14px] leading-relaxed">
            {ruleKeys.map((k) => (
              <li key={k}>
                {t(`promo.rules.items.${k}`, {
                  quota: formatWireIdr(p.terms.quota ?? '0'),
                  first: formatWireIdr(rewards[0] ?? '0'),
                  last: formatWireIdr(rewards[6] ?? '0'),
                  wagering: p.wageringMultiple,
                })}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

export function DepositBonusPage({ entry }: Props) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const deposits = usePromotions().data?.filter((x) => x.id !== 'check_in');
  return (
    <div data-testid="deposit-bonus-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!deposits ? (
          <Skeleton className="h-48 rounded-3xl" />
        ) : (
          deposits.map((p) => (
            <section key={p.id} className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid={`deposit-bonus-${p.id}`}>
              <h2 className="text-[15px] font-extrabold">{t(`promo.names.${p.id}`)}</h2>
              <ul className="mt-2 flex flex-col gap-1 text-[13.5px]">
                {(p.terms.tiers ?? '').split(',').map((tier) => {
                  const [min = '0', rate = ''] = tier.split(':');
                  return <li key={tier}>{t('promo.depositBonus.tiers', { min: formatWireIdr(min), rate })}</li>;
                })}
              </ul>
              <p className="mt-1 text-[12.5px] text-muted">
                {t(`promo.cards.${p.id}`, { topRate: p.terms.topRate, cap: formatWireIdr(p.terms.cap ?? '0') })} ·{' '}
                {p.wageringMultiple > 0 ? t('promo.wagering', { count: p.wageringMultiple }) : t('promo.noWagering')}
              </p>
            </section>
          ))
        )}
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-[13px] text-muted">
          {termKeys.map((k) => (
            <li key={k}>{t(`promo.depositBonus.terms.${k}`)}</li>
          ))}
        </ul>
        <Link to="/deposit" className={buttonClass('primary', 'lg', 'w-full')}>
          {t('promo.deposit')}
        </Link>
      </div>
    </div>
  );
}
