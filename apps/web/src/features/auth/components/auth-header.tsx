/** Top of the auth sheets: glow, logo, the Masuk / Daftar switch, title and subtitle. */
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/logo.tsx';
import { usePopups } from '../../../lib/popups/use-popups.ts';

interface AuthHeaderProps {
  titleId: string;
  title: string;
  subtitle: string;
  /** Which switch tab is active; omit to hide the switch. */
  active?: 'login' | 'register';
}

export function AuthHeader({ titleId, title, subtitle, active }: AuthHeaderProps) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  return (
    <div className="relative px-5 pt-3 pb-1">
      <div
        className="pointer-events-none absolute -top-28 left-1/2 size-72 -translate-x-1/2 rounded-full bg-accent/15 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex items-center gap-3 pr-10">
        <LogoMark className="size-11 shrink-0 drop-shadow-[0_0_16px_rgb(31_224_127/0.5)]" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-[22px] leading-tight font-extrabold">
            {title}
          </h2>
          <p className="text-[13px] text-muted">{subtitle}</p>
        </div>
      </div>
      {active && (
        <div className="relative mt-4 grid grid-cols-2 rounded-2xl bg-surface-2 p-1" role="tablist">
          {(['login', 'register'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={active === key}
              data-testid={`auth-tab-${key}`}
              onClick={() => active !== key && swap(key)}
              className={`h-10 rounded-xl text-sm font-bold transition ${
                active === key ? 'bg-surface-3 text-fg shadow-[inset_0_-2px_0_var(--color-accent)]' : 'text-muted hover:text-fg'
              }`}
            >
              {key === 'login' ? t('common.login') : t('common.register')}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
