/** The honest "Segera hadir" state for screens a later release fills. */
import { Hourglass, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addStrings } from '../i18n/add-strings.ts';
import { buttonClass } from './button.tsx';
import { comingSoonId } from './coming-soon.id.ts';

addStrings(comingSoonId);

interface ComingSoonProps {
  /** Indonesian page or section title. */
  title: string;
  /** Heading override; defaults to "<title> segera hadir". */
  heading?: string;
  description?: string;
  icon?: LucideIcon;
  /** Show the "play in-house games" link (off inside popups). */
  showGamesLink?: boolean;
  children?: ReactNode;
  headingId?: string;
}

export function ComingSoon({
  title,
  heading,
  description,
  icon: Icon = Hourglass,
  showGamesLink = true,
  children,
  headingId,
}: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section data-testid="coming-soon" className="flex animate-pop-in flex-col items-center px-6 py-10 text-center">
      <div className="relative mb-6 grid size-28 place-items-center">
        <div className="absolute inset-0 rounded-full bg-[conic-gradient(from_90deg,#1fe07f,#c86eff,#ffc83d,#1fe07f)] opacity-70 blur-xl motion-safe:animate-[spin_8s_linear_infinite]" />
        <div className="absolute inset-1 rounded-full bg-[conic-gradient(from_0deg,#1fe07f55,#c86eff55,#ffc83d55,#1fe07f55)] p-[2px]">
          <div className="size-full rounded-full bg-surface-1" />
        </div>
        <Icon className="relative size-11 text-accent drop-shadow-[0_0_12px_rgb(31_224_127/0.6)]" aria-hidden="true" />
        <Sparkles className="absolute -top-1 right-1 size-5 text-gold motion-safe:animate-pulse" aria-hidden="true" />
      </div>
      <span className="mb-3 rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-xs font-bold tracking-wider text-gold uppercase">
        {t('comingSoon.badge')}
      </span>
      <h2 id={headingId} className="text-xl font-extrabold text-balance">
        {heading ?? t('comingSoon.title', { title })}
      </h2>
      <p className="mt-2 max-w-[320px] text-sm leading-relaxed text-muted text-pretty">{description ?? t('comingSoon.body')}</p>
      {children}
      {showGamesLink && (
        <Link to="/?tab=inHouseGames" className={buttonClass('primary', 'md', 'mt-6 px-6')}>
          {t('comingSoon.playNow')}
        </Link>
      )}
    </section>
  );
}
