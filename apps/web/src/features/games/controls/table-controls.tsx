/**
 * The control kit of a one-call table (Roller, coin flip, eggs, colour wheel, cryptos), in the controls
 * card: Manual / Otomatis, the game's pick (side, colour, risk …), the stake with its chips (hidden while
 * a series runs), then log in to play, the game's manual play button, or the auto-bet panel on the
 * same pick. The table's state comes from use-instant-table.ts.
 */
import type { ReactNode } from 'react';
import { AutoBet, type AutoPlaced } from '../auto-bet/auto-bet.tsx';
import type { InstantTable } from '../instant/use-instant-table.ts';
import { BetActions } from './bet-actions.tsx';
import { ModeTabs } from './mode-tabs.tsx';
import { TableStake } from './stake-field.tsx';

/** What the controls read of the table (its pick's type does not matter here). */
type TableState = Pick<
  InstantTable,
  'loggedIn' | 'mode' | 'setMode' | 'autoRunning' | 'setAutoRunning' | 'busy' | 'stake' | 'fullRevealMs'
>;

interface TableControlsProps {
  game: string;
  table: TableState;
  /** The game's choice above the stake (coin side, colour, risk), if it has one there. */
  pick?: ReactNode;
  /** What Manual shows: the play button (PlayButton) or the game's own (the eggs' hint and Acak). */
  manual: ReactNode;
  /** One bet of a series at `amount`, on the current pick. */
  autoPlay: (amount: string) => Promise<AutoPlaced>;
  /** Roller's taller Manual / Otomatis. */
  roomyTabs?: boolean;
  stakeLabel?: string;
}

export function TableControls({ game, table, pick, manual, autoPlay, roomyTabs, stakeLabel }: TableControlsProps) {
  return (
    <>
      <ModeTabs mode={table.mode} onMode={table.setMode} disabled={table.autoRunning} roomy={roomyTabs ?? false} />
      {pick}
      {!table.autoRunning && (
        <TableStake stake={table.stake} disabled={table.busy} showError={table.loggedIn} {...(stakeLabel ? { label: stakeLabel } : {})} />
      )}
      <BetActions
        game={game}
        loggedIn={table.loggedIn}
        mode={table.mode}
        manual={manual}
        auto={<AutoBet stake={table.stake} play={autoPlay} onRunningChange={table.setAutoRunning} revealMs={table.fullRevealMs} />}
      />
    </>
  );
}
