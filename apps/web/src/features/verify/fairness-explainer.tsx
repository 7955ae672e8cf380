/** The bottom of /verify: the public explanation of how results are made (docs/FAIRNESS.md, in Indonesian). */
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../i18n/verify-strings.ts';

/** The public explanation (docs/FAIRNESS.md, in Indonesian). */
export function FairnessExplainer() {
  const { t } = useTranslation();
  const sections = ['seeds', 'stream', 'roller', 'coinflip', 'hilo', 'mines'] as const;
  const instantSections = ['eggs', 'colorwheel', 'cryptos', 'stairs', 'dailyWheel', 'redPocket'] as const;
  return (
    <section
      className="mt-2 rounded-3xl border border-line/60 bg-surface-1 p-4 text-[13px] leading-relaxed text-muted"
      data-testid="fair-explainer"
    >
      <h2 className="mb-2 flex items-center gap-2 text-base font-extrabold text-fg">
        <ShieldCheck className="size-5 text-accent" aria-hidden="true" />
        {t('verify.explainTitle')}
      </h2>
      {sections.map((s) => (
        <div key={s} className="mt-2">
          <h3 className="font-bold text-fg">{t(`verify.explain.${s}.title`)}</h3>
          <p className="mt-0.5">{t(`verify.explain.${s}.body`)}</p>
        </div>
      ))}
      {instantSections.map((s) => (
        <div key={s} className="mt-2">
          <h3 className="font-bold text-fg">{t(`instantVerify.explain.${s}.title`)}</h3>
          <p className="mt-0.5">{t(`instantVerify.explain.${s}.body`)}</p>
        </div>
      ))}
      <div className="mt-2">
        <h3 className="font-bold text-fg">{t('verify.explain.never.title')}</h3>
        <p className="mt-0.5">{t('verify.explain.never.body')}</p>
      </div>
    </section>
  );
}
