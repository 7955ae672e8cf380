/**
 * The control kit's play buttons: under the stake of a game with auto-bet, log in to play, the manual
 * play button or the auto-bet panel (BetActions, PlayButton); and the start button of a stepped round
 * (Hilo, Mines, Tangga), which opens the round the player then plays on the stage.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { LoginToPlay } from './login-to-play.tsx';

export function BetActions({
  game,
  loggedIn,
  mode,
  manual,
  auto,
}: {
  game: string;
  loggedIn: boolean;
  mode: 'manual' | 'auto';
  manual: ReactNode;
  auto: ReactNode;
}) {
  return <div className="mt-2.5">{!loggedIn ? <LoginToPlay testId={`${game}-login`} /> : mode === 'manual' ? manual : auto}</div>;
}

interface PlayButtonProps {
  label: string;
  /** What the stake would win, under the label. */
  preview: string;
  phase: string;
  disabled: boolean;
  onClick: () => void;
  icon?: ReactNode;
}

/** The big manual play button; `data-phase` lets tests wait for a bet to finish. */
export function PlayButton({ label, preview, phase, disabled, onClick, icon }: PlayButtonProps) {
  return (
    <Button
      size="lg"
      block
      loading={phase === 'processing'}
      disabled={disabled}
      onClick={onClick}
      data-testid="bet-submit"
      data-phase={phase}
      icon={icon}
      className="h-14 text-lg font-extrabold"
    >
      <span className="flex flex-col items-center leading-tight">
        {label}
        <span className="text-[11px] font-bold opacity-75" data-testid="bet-win-preview">
          {preview}
        </span>
      </span>
    </Button>
  );
}

/** "Pasang" / "Mulai naik" of a stepped round: starts it with the stake (`busy` while it goes out). */
export function StartButton({
  label,
  busy,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  icon?: ReactNode;
}) {
  return (
    <Button
      size="lg"
      block
      loading={busy}
      disabled={disabled}
      onClick={onClick}
      data-testid="bet-submit"
      icon={icon}
      className="h-14 text-lg font-extrabold"
    >
      {label}
    </Button>
  );
}
