/**
 * The sound switch in a game's header: mutes every game sound, remembered per browser. A round 32 px
 * button like the header's others, with a 44 px touch area around it.
 */
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSoundStore } from './sounds.ts';
import { HeaderButton } from './game-screen.tsx';

export function SoundToggle() {
  const { t } = useTranslation();
  const { muted, toggle } = useSoundStore();
  return (
    <HeaderButton onClick={toggle} label={muted ? t('rounds.soundOn') : t('rounds.soundOff')} pressed={!muted} testId="sound-toggle">
      {muted ? <VolumeX className="size-4" aria-hidden="true" /> : <Volume2 className="size-4" aria-hidden="true" />}
    </HeaderButton>
  );
}
