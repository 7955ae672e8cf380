/**
 * The betting board of Roulette, Dice and Dingdong: the stake field (shared with the single-player
 * tables), then one button per pool with its pay, every player's total on it and my stake. A tap
 * places the stake on that pool; betting closed greys the board.
 */
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { StakeField } from '../controls/stake-field.tsx';
import { useStake } from '../controls/use-stake.ts';
import type { BetRangeWire } from './rounds-api.ts';
import '../../../i18n/tables-strings.ts';

export interface PoolOption {
  pool: string;
  label: ReactNode;
  /** "x2", "x14". */
  pay: string;
  /** Classes of the button (its colours). */
  tone: string;
}

interface PoolBoardProps {
  options: readonly PoolOption[];
  columns: number;
  pools: Record<string, string>;
  myPools: Record<string, string>;
  open: boolean;
  placing: string | null;
  loggedIn: boolean;
  range: BetRangeWire | undefined;
  onBet: (pool: string, amount: string) => void;
  /** The pools the last result paid, highlighted. */
  winners?: readonly string[];
}

export function PoolBoard({ options, columns, pools, myPools, open, placing, loggedIn, range, onBet, winners = [] }: PoolBoardProps) {
  const { t } = useTranslation();
  const { open: openPopup } = usePopups();
  const { setAmount, range: stakeRange, balance, stakeWire, error, shownError } = useStake(range);
  return (
    <div className="flex flex-col gap-2.5">
      <div
        className="grid gap-1.5"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        data-testid="pool-board"
        data-open={open ? 'true' : 'false'}
      >
        {options.map((o) => {
          const mine = parseAmount(myPools[o.pool] ?? '0') ?? 0n;
          return (
            <button
              key={o.pool}
              type="button"
              disabled={!open || !loggedIn || Boolean(error) || placing !== null}
              onClick={() => onBet(o.pool, stakeWire)}
              data-testid={`pool-${o.pool}`}
              data-mine={myPools[o.pool] ?? '0'}
              className={`relative flex min-h-[84px] flex-col items-center justify-center gap-0.5 rounded-2xl px-1 py-2 ring-1 transition active:scale-[0.97] disabled:cursor-not-allowed ${o.tone} ${!open ? 'opacity-55 saturate-50' : ''} ${winners.includes(o.pool) ? 'ring-2 ring-gold shadow-[0_0_18px_rgb(255_200_61/0.45)]' : ''}`}
            >
              {placing === o.pool && <Spinner className="absolute top-1.5 right-1.5 size-3.5" />}
              <span className="flex items-center gap-1 text-sm font-extrabold">{o.label}</span>
              <span className="rounded-full bg-black/25 px-1.5 text-[11px] font-black tabular-nums">{o.pay}</span>
              <span className="text-[10.5px] font-semibold tabular-nums opacity-80" data-testid={`pool-total-${o.pool}`}>
                Σ {formatWireIdr(pools[o.pool] ?? '0')}
              </span>
              {mine > 0n && (
                <span
                  className="absolute -top-1.5 left-1/2 -translate-x-1/2 rounded-full bg-gold px-1.5 text-[10px] font-black whitespace-nowrap text-[#2b1700] tabular-nums"
                  data-testid={`pool-mine-${o.pool}`}
                >
                  {formatWireIdr(myPools[o.pool] ?? '0')}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {loggedIn ? (
        <>
          <StakeField
            label={t('rounds.amount')}
            value={stakeWire}
            onChange={setAmount}
            range={stakeRange}
            balance={balance}
            disabled={false}
            error={shownError}
          />
          <p className="text-center text-[11.5px] text-muted">
            {open ? t('rounds.tapPool', { amount: stakeWire ? formatWireIdr(stakeWire) : '-' }) : t('rounds.closedHint')}
          </p>
        </>
      ) : (
        <Button
          size="lg"
          block
          icon={<LogIn className="size-5" aria-hidden="true" />}
          onClick={() => openPopup('login')}
          data-testid="round-login"
          className="text-lg font-extrabold"
        >
          {t('roller.loginToPlay')}
        </Button>
      )}
    </div>
  );
}
