/** The "Adil terbukti" button of a game header. */
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function FairButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="fair-open"
      className="relative flex h-8 items-center gap-1 rounded-full bg-accent/12 px-3 text-xs font-bold text-accent ring-1 ring-accent/30 before:absolute before:-inset-y-1.5 before:inset-x-0 before:content-['']"
    >
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {t('common.provablyFair')}
    </button>
  );
}
