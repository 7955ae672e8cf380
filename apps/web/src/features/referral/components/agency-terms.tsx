import { useTranslation } from 'react-i18next';

/** The marketing terms every agent accepted, kept in view. */
export function Terms({ terms }: { terms: string[] }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="agency-terms">
      <h2 className="text-[15px] font-extrabold">{t('referral.agency.termsTitle')}</h2>
      <p className="mt-0.5 text-[12.5px] text-muted">{t('referral.agency.termsBody')}</p>
      <ol className="mt-2.5 flex list-decimal flex-col gap-1.5 pl-5 text-[13px] marker:font-bold marker:text-gold">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </section>
  );
}
