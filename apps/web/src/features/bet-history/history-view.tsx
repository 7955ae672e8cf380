/** The pieces every history row and detail shares: the outcome chip, the signed net, the labelled multiplier. */
import '../../i18n/bet-history-strings.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatIdr, parseAmount } from '@kasino/shared/money';
import type { HistoryOutcome, HistoryRow } from '@kasino/shared/protocol/history';
import type { WingoModel } from '@kasino/shared/protocol/rounds';
import { StatusChip, type ChipTone } from '../../components/status-chip.tsx';
import { findCatalogueGame } from '../../lib/games/game-catalogue.ts';
import { formatMultiplier } from '../../lib/games/format-multiplier.ts';

const tones: Record<HistoryOutcome, ChipTone> = {
  win: 'success',
  even: 'muted',
  partial: 'muted',
  lose: 'muted',
  pending: 'pending',
  void: 'danger',
};

export function OutcomeChip({ row, testId }: { row: HistoryRow; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusChip tone={tones[row.outcome]} state={row.outcome} testId={testId}>
      {t(`betHistory.state.${row.outcome}`)}
    </StatusChip>
  );
}

/** "+Rp 7.000", "-Rp 600", "Rp 0" (the wire net may be negative; the wire amount format is not). */
export function formatNet(net: string): string {
  const negative = net.startsWith('-');
  const abs = parseAmount(negative ? net.slice(1) : net) ?? 0n;
  return abs === 0n ? formatIdr(0n) : `${negative ? '-' : '+'}${formatIdr(abs)}`;
}

/** Gold for money won, red for money lost, grey for none. */
export const netClass = (net: string): string => (net.startsWith('-') ? 'text-loss' : /^0(\.0+)?$/.test(net) ? 'text-muted' : 'text-gold');

/** "Dibayar 0,40x", "Crash di 1,52x", "Menunggu hasil"; "—" for a refunded bet. */
export function useMultiplierText() {
  const { t } = useTranslation();
  return (row: HistoryRow): string =>
    row.outcome === 'void'
      ? '—' // refunded: nothing was multiplied
      : row.multiplierLabel === 'pending'
        ? t('betHistory.multiplierLabel.pending')
        : `${t(`betHistory.multiplierLabel.${row.multiplierLabel}`)} ${formatMultiplier(row.multiplier)}`;
}

/** The row's game as players know it: an in-house name, or the provider title's name. */
export function gameNameOf(row: HistoryRow, t: TFunction): string {
  if (row.kind === 'provider') return row.gameName;
  const name = findCatalogueGame(row.game)?.name ?? row.game;
  return row.kind === 'round' && row.model ? `${name} ${t(`rounds.wingo.models.${row.model as WingoModel}`)}` : name;
}

export function gameColorsOf(row: HistoryRow): [string, string] {
  if (row.kind === 'provider') return ['#2a1a4a', '#7a4ad8'];
  const colors = findCatalogueGame(row.game)?.colors;
  return [colors?.[0] ?? '#112', colors?.[1] ?? '#334'];
}
