/**
 * `/game/coinflip`: a big 3D coin that is tossed and lands on the committed side, Garuda / Angka,
 * the stake with ½ 2× Min Max, a big "Pasang" or auto-bet on the same side, Menang / Kalah with the
 * payout, my recent flips, the live feed and the "Adil terbukti" sheet (the shared game frame).
 * Balances move as in Roller: the stake leaves at once, a win arrives 2.5 s after the reply.
 * Visitors see everything and get "Masuk untuk bermain".
 */
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinSides, COINFLIP_MULTIPLIER, COINFLIP_MULTIPLIER_X100, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import type { BetView } from '@kasino/shared/games';
import { formatIdr, formatWireIdr } from '@kasino/shared/money';
import { ChoiceButton } from '../controls/choice-button.tsx';
import { PlayButton } from '../controls/bet-actions.tsx';
import { TableControls } from '../controls/table-controls.tsx';
import { GameFrame } from '../frame/game-frame.tsx';
import { BigOutcome, ChipStrip, mergeSession } from '../frame/stage-parts.tsx';
import type { CoinflipResult } from '../instant/instant-api.ts';
import { useInstantTable } from '../instant/use-instant-table.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { Coin, FLIP_MS } from './coinflip-coin.tsx';
import '../../../i18n/tables-strings.ts';

const coinOfBet = (bet: BetView): CoinSide => (bet.result as CoinflipResult).coin;

export function CoinflipGame() {
  const { t } = useTranslation();
  const [side, setSide] = useState<CoinSide>('heads');
  // The toss: shortened (or skipped) by the auto-bet speed while a series runs.
  const table = useInstantTable<{ side: CoinSide }>('coinflip', { revealMs: FLIP_MS, recent: 12 });
  const { phase, plays: flips, revealing: flipping, last, session, play, stake, busy, revealMs: flipMs } = table;

  const winPreview = stake.stake !== null ? payoutOf(stake.stake, COINFLIP_MULTIPLIER_X100, 100n) : 0n;
  const sideName = (s: CoinSide) => (s === 'heads' ? t('coinflip.heads') : t('coinflip.tails'));

  // The coin rests on the last committed side (the one in the air while flipping), else on the pick.
  const coin: CoinSide = flipping ? coinOfBet(flipping) : side;
  const pills = mergeSession(session, table.recent.data, 16);

  const stage = (
    <div className="bg-[radial-gradient(120%_95%_at_50%_0%,#6b4a07,#1a1405_58%,#0d0b07)]">
      <ChipStrip
        testId="coinflip-pills"
        label={t('coinflip.myResults')}
        empty={pills.length === 0 ? t('coinflip.noResults') : null}
        className="h-11"
      >
        {pills.map((b) => (
          <span
            key={b.id}
            data-testid="coinflip-pill"
            data-coin={coinOfBet(b)}
            title={sideName(coinOfBet(b))}
            className={`flex size-6 shrink-0 items-center justify-center rounded-full text-[11px] font-black ${
              b.win ? 'bg-[#ffc83d] text-[#5a3500] ring-2 ring-[#18b660]' : 'bg-[#ffc83d]/35 text-[#2a1c00] ring-1 ring-white/15'
            }`}
          >
            {coinOfBet(b) === 'heads' ? 'G' : 'A'}
          </span>
        ))}
      </ChipStrip>

      <div className="relative pt-1">
        <Coin
          flips={flips}
          coin={coin}
          glow={last ? (last.win ? 'win' : 'lose') : null}
          labels={{ heads: t('coinflip.heads'), tails: t('coinflip.tails') }}
          durationMs={flipMs}
        />
      </div>

      <div className="flex h-[4.75rem] flex-col items-center justify-start px-4 text-center" aria-live="polite">
        <AnimatePresence mode="wait">
          {last ? (
            <BigOutcome
              key={last.id}
              bet={last}
              testId="coinflip-outcome"
              coin={coinOfBet(last)}
              title={last.win ? t('coinflip.win') : t('coinflip.lose')}
              detail={
                <>
                  {t('coinflip.landed', { side: sideName(coinOfBet(last)) })} ·{' '}
                  {last.win ? `+${formatWireIdr(last.payout)}` : `-${formatWireIdr(last.amount)}`}
                </>
              }
            />
          ) : phase === 'processing' ? (
            <motion.p key="flipping" initial={{ opacity: 0 }} animate={{ opacity: 1 }} className="pt-3 text-base font-bold text-white/80">
              {t('coinflip.flipping')}
            </motion.p>
          ) : (
            <motion.p key="idle" className="pt-3 text-sm font-semibold text-white/65">
              {t('coinflip.idle', { multiplier: formatMultiplier(COINFLIP_MULTIPLIER), side: sideName(side) })}
            </motion.p>
          )}
        </AnimatePresence>
      </div>
    </div>
  );

  const controls = (
    <TableControls
      game="coinflip"
      table={table}
      stakeLabel={t('coinflip.amount')}
      pick={
        <div className="mb-2.5 grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('coinflip.pick')}>
          {coinSides.map((s) => (
            <ChoiceButton
              key={s}
              checked={side === s}
              disabled={busy}
              onSelect={() => setSide(s)}
              testId={`coinflip-side-${s}`}
              className={`flex h-14 items-center gap-2.5 rounded-2xl px-3 text-left ring-1 transition active:scale-[0.98] disabled:opacity-60 ${
                side === s ? 'bg-[#eab308]/18 ring-2 ring-[#ffc83d]' : 'bg-surface-2 ring-line'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-black text-[#6b3f00] ring-2 ring-[#a86a05] ${side === s ? '' : 'opacity-70'}`}
                style={{ background: 'radial-gradient(circle at 35% 28%, #fff3b0, #ffd35a 30%, #eaa91c 70%, #b87708)' }}
              >
                {s === 'heads' ? 'G' : 'A'}
              </span>
              <span className="flex min-w-0 flex-col leading-tight">
                <span className={`text-base font-extrabold ${side === s ? 'text-[#ffd86b]' : 'text-fg'}`}>{sideName(s)}</span>
                <span className="text-[11px] font-bold text-muted tabular-nums">{formatMultiplier(COINFLIP_MULTIPLIER)} · 50%</span>
              </span>
            </ChoiceButton>
          ))}
        </div>
      }
      manual={
        <PlayButton
          label={t('coinflip.place')}
          preview={t('coinflip.winPreview', { amount: formatIdr(winPreview) })}
          phase={phase}
          disabled={Boolean(stake.error) || !table.round.data}
          onClick={() => table.placeOne({ side })}
        />
      }
      autoPlay={(amount) => play({ amount, side })}
    />
  );

  return (
    <GameFrame
      game="coinflip"
      title="Coin Flip"
      loggedIn={table.loggedIn}
      stageClass=""
      stage={stage}
      controls={controls}
      help={<p>{t('coinflip.rules')}</p>}
    />
  );
}
