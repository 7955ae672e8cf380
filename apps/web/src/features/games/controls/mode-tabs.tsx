/** The control kit's Manual / Otomatis switch, above the stake of a game with auto-bet. */
import { useTranslation } from 'react-i18next';
import '../../../i18n/tables-strings.ts';

export type PlayMode = 'manual' | 'auto';

/** `roomy`: Roller's taller switch, which sits under its own odds fields. */
export function ModeTabs({
  mode,
  onMode,
  disabled,
  roomy = false,
}: {
  mode: PlayMode;
  onMode: (mode: PlayMode) => void;
  disabled: boolean;
  roomy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={
        roomy ? 'mb-2 grid grid-cols-2 gap-1 rounded-2xl bg-surface-2 p-1' : 'mb-2 grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-0.5'
      }
      role="tablist"
    >
      {(['manual', 'auto'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={mode === m}
          disabled={disabled}
          onClick={() => onMode(m)}
          data-testid={m === 'auto' ? 'auto-tab' : 'manual-tab'}
          className={`${roomy ? 'h-8 rounded-xl text-sm' : 'h-7 rounded-lg text-[13px]'} font-bold transition ${mode === m ? 'bg-surface-3 text-fg shadow' : 'text-muted'}`}
        >
          {t(`roller.${m}`)}
        </button>
      ))}
    </div>
  );
}
