/**
 * The control kit's buttons of a stepped round in play (Hilo, Mines, Tangga): a pick of the player's own
 * (Acak, a random open tile; Lewati in Hilo) beside "Cairkan Rp …", which shows the win and waits for
 * the first correct step. Also the random pick of a one-call game (Acak on the eggs).
 */
import { Shuffle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import '../../../i18n/tables-strings.ts';

interface InPlayActionsProps {
  /** The game id: Cash-out is `<game>-cashout`. */
  game: string;
  busy: boolean;
  /** What cashing out now pays, or null before the first correct step. */
  cashWin: bigint | null;
  /** What Cash-out says until then ("Buka 1 petak"). */
  cashNeeds: string;
  onCash: () => void;
  /** The button beside it: a RandomPick, or Hilo's Lewati. */
  aside: ReactNode;
}

export function InPlayActions({ game, busy, cashWin, cashNeeds, onCash, aside }: InPlayActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[auto_1fr] gap-2">
      {aside}
      <Button
        variant="gold"
        size="lg"
        disabled={busy || cashWin === null}
        onClick={onCash}
        data-testid={`${game}-cashout`}
        className="font-extrabold disabled:opacity-45 disabled:saturate-50"
      >
        {cashWin === null ? cashNeeds : t('stepped.cashOut', { amount: formatIdr(cashWin) })}
      </Button>
    </div>
  );
}

/** "Acak": one of `choices` at random (`testId` is `<game>-random`). */
export function RandomPick<T>({
  choices,
  onPick,
  disabled,
  testId,
  label,
  loading,
}: {
  choices: readonly T[];
  onPick: (choice: T) => void;
  disabled: boolean;
  testId: string;
  label: string;
  loading?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      size="lg"
      loading={loading ?? false}
      disabled={disabled || choices.length === 0}
      onClick={() => {
        const choice = choices[Math.floor(Math.random() * choices.length)];
        if (choice !== undefined) onPick(choice);
      }}
      data-testid={testId}
      icon={<Shuffle className="size-4" aria-hidden="true" />}
    >
      {label}
    </Button>
  );
}
