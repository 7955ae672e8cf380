/**
 * The sound switch in a single-player game's header (the round games have theirs in the round
 * frame): mutes every game sound, remembered per browser. A round 32 px button like the header's
 * others, with a 44 px touch area around it.
 */
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSoundStore } from '../../sounds.ts';

export function SoundToggle() {
  const { t } = useTranslation();
  const { muted, toggle } = useSoundStore();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={muted ? t('rounds.soundOn') : t('rounds.soundOff')}
      aria-pressed={!muted}
      data-testid="sound-toggle"
      className="relative grid size-8 place-items-center rounded-full bg-surface-2 text-muted ring-1 ring-line transition before:absolute before:-inset-1.5 before:content-[''] hover:text-fg"
    >
      {muted ? <VolumeX className="size-4" aria-hidden="true" /> : <Volume2 className="size-4" aria-hidden="true" />}
    </button>
  );
}
