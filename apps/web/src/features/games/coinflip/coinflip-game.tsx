/**
 * `/game/coinflip`: a big 3D coin that is tossed and lands on the committed side, Garuda / Angka,
 * the stake with ½ 2× Min Max, a big "Pasang" or auto-bet on the same side, Menang / Kalah with the
 * payout, my recent flips, the live feed and the "Adil terbukti" sheet (the shared game frame).
 * Balances move as in Roller: the stake leaves at once, a win arrives 2.5 s after the reply.
 * Visitors see everything and get "Masuk untuk bermain".
 */
import { AnimatePresence, useReducedMotion } from 'motion/react';
import * as motion from 'motion/react-m';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinSides, COINFLIP_MULTIPLIER, COINFLIP_MULTIPLIER_X100, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import type { BetView } from '@kasino/shared/games';
import { formatIdr, formatWireIdr } from '@kasino/shared/money';
import { useIsLoggedIn, useSessionStore } from '../../../lib/auth/token-store.ts';
import { notify } from '../../../lib/toast.ts';
import type { WsCallError } from '../../../lib/ws/ws-client.ts';
import { useRecentBets } from '../frame/bets-api.ts';
import { useCoinflipRound, type CoinflipResult } from './coinflip-api.ts';
import { storeSeeds } from '../../../lib/games/seeds-api.ts';
import { useRevealMs } from '../auto-bet/use-auto-speed.ts';
import { useCoinflipPlay } from './use-coinflip-play.ts';
import { useStake } from '../controls/use-stake.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { AutoBet } from '../auto-bet/auto-bet.tsx';
import { BetActions, PlayButton } from '../controls/bet-actions.tsx';
import { GameFrame, ModeTabs } from '../frame/game-frame.tsx';
import { ChipStrip, mergeSession } from '../frame/stage-parts.tsx';
import { StakeField } from '../controls/stake-field.tsx';
import { Coin, FLIP_MS } from './coinflip-coin.tsx';
import '../../../i18n/tables-strings.ts';

const coinOfBet = (bet: BetView): CoinSide => (bet.result as CoinflipResult).coin;

export function CoinflipGame() {
  const { t } = useTranslation();
  const reduced = useReducedMotion() ?? false;
  const loggedIn = useIsLoggedIn();
  const identity = useSessionStore((s) => s.session);
  const round = useCoinflipRound(identity ?? 'visitor');
  const [side, setSide] = useState<CoinSide>('heads');
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [autoRunning, setAutoRunning] = useState(false);
  // The toss: shortened (or skipped) by the auto-bet speed while a series runs.
  const fullFlipMs = reduced ? 0 : FLIP_MS;
  const flipMs = useRevealMs(fullFlipMs, autoRunning);
  const { phase, flips, flipping, last, session, play } = useCoinflipPlay(flipMs);
  const recent = useRecentBets('coinflip', 12, loggedIn);
  const stake = useStake(round.data?.betAmountRange);

  const roundSeeds = round.data?.seeds;
  useEffect(() => storeSeeds(roundSeeds), [roundSeeds]);
  const busy = phase === 'processing' || autoRunning;

  const winPreview = stake.stake !== null ? payoutOf(stake.stake, COINFLIP_MULTIPLIER_X100, 100n) : 0n;
  const sideName = (s: CoinSide) => (s === 'heads' ? t('coinflip.heads') : t('coinflip.tails'));

  const placeOne = () => {
    if (stake.error || stake.stake === null) return;
    play({ amount: stake.stakeWire, side }).catch((error: WsCallError) => notify.error(`${error.message} (${error.code})`));
  };

  // The coin rests on the last committed side (the one in the air while flipping), else on the pick.
  const coin: CoinSide = flipping ? coinOfBet(flipping) : side;
  const pills = mergeSession(session, recent.data, 16);

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
            <motion.div
              key={last.id}
              initial={{ scale: 0.6, opacity: 0 }}
              animate={{ scale: 1, opacity: 1 }}
              transition={{ type: 'spring', stiffness: 300, damping: 18 }}
              data-testid="coinflip-outcome"
              data-win={last.win ? 'true' : 'false'}
              data-coin={coinOfBet(last)}
            >
              <p
                className={`text-4xl font-black tracking-tight ${last.win ? 'text-gold drop-shadow-[0_0_18px_rgb(255_200_61/0.45)]' : 'text-white/80'}`}
              >
                {last.win ? t('coinflip.win') : t('coinflip.lose')}
              </p>
              <p className={`mt-0.5 text-sm font-bold tabular-nums ${last.win ? 'text-gold' : 'text-white/60'}`}>
                {t('coinflip.landed', { side: sideName(coinOfBet(last)) })} ·{' '}
                {last.win ? `+${formatWireIdr(last.payout)}` : `-${formatWireIdr(last.amount)}`}
              </p>
            </motion.div>
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
    <>
      <ModeTabs mode={mode} onMode={setMode} disabled={autoRunning} />
      <div className="mb-2.5 grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('coinflip.pick')}>
        {coinSides.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={side === s}
            disabled={busy}
            onClick={() => setSide(s)}
            data-testid={`coinflip-side-${s}`}
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
          </button>
        ))}
      </div>
      {!autoRunning && (
        <StakeField
          label={t('coinflip.amount')}
          value={stake.stakeWire}
          onChange={stake.setAmount}
          range={stake.range}
          balance={stake.balance}
          disabled={busy}
          error={loggedIn ? stake.shownError : undefined}
        />
      )}
      <BetActions
        game="coinflip"
        loggedIn={loggedIn}
        mode={mode}
        manual={
          <PlayButton
            label={t('coinflip.place')}
            preview={t('coinflip.winPreview', { amount: formatIdr(winPreview) })}
            phase={phase}
            disabled={Boolean(stake.error) || !round.data}
            onClick={placeOne}
          />
        }
        auto={<AutoBet stake={stake} play={(amount) => play({ amount, side })} onRunningChange={setAutoRunning} revealMs={fullFlipMs} />}
      />
    </>
  );

  return (
    <GameFrame
      game="coinflip"
      title="Coin Flip"
      loggedIn={loggedIn}
      stageClass=""
      stage={stage}
      controls={controls}
      help={<p>{t('coinflip.rules')}</p>}
    />
  );
}
