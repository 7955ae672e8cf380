/** The 404 view in Indonesian. */
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button.tsx';
import { addStrings } from '../i18n/add-strings.ts';
import { notFoundId } from './not-found.id.ts';

addStrings(notFoundId);

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found" className="flex flex-col items-center px-6 py-16 text-center">
      <div className="relative mb-4">
        <span className="bg-gradient-to-b from-white to-surface-3 bg-clip-text text-8xl font-black tracking-tighter text-transparent">
          {t('notFound.code')}
        </span>
        <Compass className="absolute -right-6 -bottom-1 size-10 rotate-12 text-accent" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-extrabold">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-[300px] text-sm text-muted">{t('notFound.body')}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6 px-6')}>
        {t('common.home')}
      </Link>
    </section>
  );
}
