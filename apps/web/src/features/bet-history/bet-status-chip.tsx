/** A bet's state as a chip: Menang, Kalah, Berjalan (open round) or Dikembalikan (void/refund). */
import '../../i18n/bet-history-strings.ts';
import { useTranslation } from 'react-i18next';
import type { BetView } from '@kasino/shared/games';
import { StatusChip, type ChipTone } from '../../components/status-chip.tsx';

type BetState = 'win' | 'lose' | 'pending' | 'void';

const tones: Record<BetState, ChipTone> = { win: 'success', lose: 'muted', pending: 'pending', void: 'danger' };

export const betStateOf = (bet: BetView): BetState =>
  bet.status === 'pending' ? 'pending' : bet.status === 'void' ? 'void' : bet.win ? 'win' : 'lose';

export function BetStatusChip({ bet, testId }: { bet: BetView; testId?: string }) {
  const { t } = useTranslation();
  const state = betStateOf(bet);
  return (
    <StatusChip tone={tones[state]} state={state} testId={testId}>
      {t(`betHistory.state.${state}`)}
    </StatusChip>
  );
}
