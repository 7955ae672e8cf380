/** The end of a stepped round under Hilo's card or Mines' tiles: Menang +Rp … in gold, or the loss in the game's words. */
import { useTranslation } from 'react-i18next';
import type { BetView } from '@kasino/shared/games';
import { formatWireIdr } from '@kasino/shared/money';
import '../../../i18n/tables-strings.ts';

/** `testId` is `<game>-outcome`; `data-win` says how it ended. */
export function SteppedOutcome({ bet, testId, lost }: { bet: BetView; testId: string; lost: string }) {
  const { t } = useTranslation();
  return (
    <p
      data-testid={testId}
      data-win={bet.win ? 'true' : 'false'}
      className={`text-xl font-black ${bet.win ? 'text-gold' : 'text-white/80'}`}
    >
      {bet.win ? `${t('roller.win')} +${formatWireIdr(bet.payout)}` : lost}
    </p>
  );
}
