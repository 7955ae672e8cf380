/**
 * `/daily-wheel-rule`: the published segments with prize, weight and chance, how spins are earned, the
 * wagering on prizes and how a result is drawn (the formula the verify page recomputes). Public.
 */
import '../../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../components/document-title.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import type { IdResources } from '../../../../i18n/id.ts';
import { formatCount } from '../../../../lib/format-number.ts';
import { useWheelTerms } from '../../api/wheel.ts';

export function DailyWheelRulePage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const terms = useWheelTerms();
  const data = terms.data;
  return (
    <div data-testid="wheel-rule-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!data ? (
          <Skeleton className="h-80 rounded-3xl" />
        ) : (
          <>
            <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
              <h2 className="text-[15px] font-extrabold">{t('promo.wheel.segmentsTitle')}</h2>
              <p className="mt-0.5 text-[12.5px] text-muted">{t('promo.wheel.segmentsBody', { total: formatCount(data.totalWeight) })}</p>
              <table className="mt-3 w-full text-[13px] tabular-nums">
                <tbody>
                  {data.segments.map((s, i) => (
                    <tr key={i} className="border-t border-line/50" data-testid="wheel-rule-segment">
                      <td className="py-2 text-muted">{t('promo.wheel.segmentNo', { n: i + 1 })}</td>
                      <td className="py-2 font-bold">{s.amount === '0' ? t('promo.wheel.tryAgain') : formatWireIdr(s.amount)}</td>
                      <td className="py-2 text-right text-faint">{t('promo.wheel.weight', { w: formatCount(s.weight) })}</td>
                      <td className="py-2 text-right font-semibold text-gold">{s.chance}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
              <h2 className="text-[15px] font-extrabold">{t('promo.wheel.howTitle')}</h2>
              <p className="mt-0.5 text-[12.5px] text-muted">{t('promo.wheel.howBody')}</p>
              <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-[13px]">
                {data.earn.map((rule, i) => (
                  <li key={i}>
                    {t(rule.kind === 'deposit' ? 'promo.wheel.ruleDeposit' : 'promo.wheel.ruleWager', { min: formatWireIdr(rule.min) })}:{' '}
                    <span className="font-bold text-gold">{t('promo.wheel.ruleSpins', { n: rule.spins })}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-[12.5px] text-muted">
                {data.wageringMultiple > 0 ? t('promo.wagering', { count: data.wageringMultiple }) : t('promo.noWagering')}
              </p>
            </section>
            <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="wheel-formula">
              <h2 className="text-[15px] font-extrabold">{t('promo.wheel.formulaTitle')}</h2>
              <p className="mt-1 text-[13px] leading-relaxed text-muted">{t('promo.wheel.formula')}</p>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
