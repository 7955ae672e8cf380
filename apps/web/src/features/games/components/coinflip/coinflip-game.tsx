/**
 * `/game/coinflip`: a big 3D coin that is tossed and lands on the committed side, Garuda / Angka,
 * the stake with ½ 2× Min Max, a big "Pasang", Menang / Kalah with the payout, my recent flips and the
 * "Adil terbukti" sheet. Balances move as in Roller: the stake leaves at once, a win arrives 2.5 s
 * after the reply. Visitors see everything and get "Masuk untuk bermain".
 */
import { History, LogIn } from 'lucide-react';
import { AnimatePresence, MotionConfig, motion, useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { coinSides, COINFLIP_MULTIPLIER, COINFLIP_MULTIPLIER_X100, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import type { BetView } from '@kasino/shared/games';
import { formatIdr, formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { Button } from '../../../../components/button.tsx';
import { useDocumentTitle } from '../../../../components/document-title.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useUser } from '../../../../lib/auth/get-user.ts';
import { useIsLoggedIn, useTokenStore } from '../../../../lib/auth/token-store.ts';
import { usePopups } from '../../../../lib/popups/use-popups.ts';
import { notify } from '../../../../lib/toast.ts';
import type { WsCallError } from '../../../../lib/ws/ws-client.ts';
import { useRecentBets } from '../../api/bets.ts';
import { useCoinflipRound, type CoinflipResult } from '../../api/coinflip.ts';
import { storeSeeds } from '../../api/seeds.ts';
import { useCoinflipPlay } from '../../hooks/use-coinflip-play.ts';
import { formatMultiplier } from '../../roller-odds.ts';
import { FairButton } from '../fairness/fair-button.tsx';
import { FairnessPanel } from '../fairness/fairness-panel.tsx';
import { StakeField, stakeProblem, stakeRangeOf } from '../stake-field.tsx';
import { Coin, FLIP_MS } from './coinflip-coin.tsx';

const coinOfBet = (bet: BetView): CoinSide => (bet.result as CoinflipResult).coin;

export function CoinflipGame() {
  const { t } = useTranslation();
  useDocumentTitle('Coin Flip');
  const reduced = useReducedMotion() ?? false;
  const loggedIn = useIsLoggedIn();
  const token = useTokenStore((s) => s.token);
  const user = useUser();
  const { open } = usePopups();
  const round = useCoinflipRound(token ?? 'visitor');
  const { phase, flips, flipping, last, session, play } = useCoinflipPlay(reduced ? 0 : FLIP_MS);
  const recent = useRecentBets('coinflip', 12, loggedIn);

  const [side, setSide] = useState<CoinSide>('heads');
  const [amount, setAmount] = useState('');
  const [fairOpen, setFairOpen] = useState(false);

  const roundSeeds = round.data?.seeds;
  useEffect(() => storeSeeds(roundSeeds), [roundSeeds]);
  const range = stakeRangeOf(round.data?.betAmountRange);
  const balance = user.data ? parseAmount(user.data.balance) : null;
  const stakeWire = amount === '' && range ? toWireAmount(range.min) : amount;
  const stake = parseAmount(stakeWire);
  const busy = phase === 'processing';

  const amountError = stakeProblem(stake, range, balance, {
    required: t('roller.amountRequired'),
    range: (min, max) => t('roller.amountRange', { min: formatIdr(min), max: formatIdr(max) }),
    insufficient: t('roller.insufficient'),
  });
  const winPreview = stake !== null ? payoutOf(stake, COINFLIP_MULTIPLIER_X100, 100n) : 0n;
  const sideName = (s: CoinSide) => (s === 'heads' ? t('coinflip.heads') : t('coinflip.tails'));

  const placeOne = async () => {
    if (amountError || stake === null) return;
    try {
      await play({ amount: toWireAmount(stake), side });
    } catch (error) {
      const failure = error as WsCallError;
      notify.error(`${failure.message} (${failure.code})`);
    }
  };

  // The coin rests on the last committed side (the one in the air while flipping), else on the pick.
  const coin: CoinSide = flipping ? coinOfBet(flipping) : side;
  // My recent flips: this visit's first, then what the history had.
  const pills: BetView[] = [...session, ...(recent.data ?? []).filter((b) => !session.some((s) => s.id === b.id))].slice(0, 16);

  return (
    <MotionConfig reducedMotion="user">
      <div data-testid="game-page-coinflip" className="pb-6">
        <PageHeader title="Coin Flip" action={<FairButton onClick={() => setFairOpen(true)} />} />

        {/* The stage: recent flips, the coin, the outcome. */}
        <div className="relative mx-3 mt-3 overflow-hidden rounded-3xl bg-[radial-gradient(120%_95%_at_50%_0%,#6b4a07,#1a1405_58%,#0d0b07)] ring-1 ring-[#eab308]/25">
          <div className="no-scrollbar flex gap-1.5 overflow-x-auto px-3 pt-2.5" data-testid="coinflip-pills" aria-label={t('coinflip.myResults')}>
            {pills.length === 0 ? (
              <span className="text-[11px] text-white/55">{t('coinflip.noResults')}</span>
            ) : (
              pills.map((b) => (
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
              ))
            )}
          </div>

          <div className="relative pt-1">
            <Coin flips={flips} coin={coin} glow={last ? (last.win ? 'win' : 'lose') : null} labels={{ heads: t('coinflip.heads'), tails: t('coinflip.tails') }} reduced={reduced} />
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
                  <p className={`text-4xl font-black tracking-tight ${last.win ? 'text-gold drop-shadow-[0_0_18px_rgb(255_200_61/0.45)]' : 'text-white/80'}`}>{last.win ? t('coinflip.win') : t('coinflip.lose')}</p>
                  <p className={`mt-0.5 text-sm font-bold tabular-nums ${last.win ? 'text-gold' : 'text-white/60'}`}>
                    {t('coinflip.landed', { side: sideName(coinOfBet(last)) })} · {last.win ? `+${formatWireIdr(last.payout)}` : `-${formatWireIdr(last.amount)}`}
                  </p>
                </motion.div>
              ) : busy ? (
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

        {/* The pick. */}
        <div className="mx-3 mt-2.5 grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('coinflip.pick')}>
          {coinSides.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={side === s}
              disabled={busy}
              onClick={() => setSide(s)}
              data-testid={`coinflip-side-${s}`}
              className={`flex h-16 items-center gap-2.5 rounded-2xl px-3 text-left ring-1 transition active:scale-[0.98] disabled:opacity-60 ${
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
                <span className="text-[11px] font-bold text-muted tabular-nums">
                  {formatMultiplier(COINFLIP_MULTIPLIER)} · {t('coinflip.chance')}
                </span>
              </span>
            </button>
          ))}
        </div>

        {/* Stake and Pasang. */}
        <div className="mx-3 mt-2.5 rounded-3xl border border-line/60 bg-surface-1 p-2.5">
          <StakeField label={t('coinflip.amount')} value={stakeWire} onChange={setAmount} range={range} balance={balance} disabled={busy} error={amount !== '' && loggedIn ? (amountError ?? undefined) : undefined} />
          <div className="mt-2.5">
            {!loggedIn ? (
              <Button size="lg" block icon={<LogIn className="size-5" aria-hidden="true" />} onClick={() => open('login')} data-testid="coinflip-login" className="text-lg font-extrabold">
                {t('coinflip.loginToPlay')}
              </Button>
            ) : (
              <Button size="lg" block loading={busy} disabled={Boolean(amountError) || !round.data} onClick={() => void placeOne()} data-testid="bet-submit" data-phase={phase} className="h-14 text-lg font-extrabold">
                <span className="flex flex-col items-center leading-tight">
                  {t('coinflip.place')}
                  <span className="text-[11px] font-bold opacity-75" data-testid="bet-win-preview">
                    {t('coinflip.winPreview', { amount: formatIdr(winPreview) })}
                  </span>
                </span>
              </Button>
            )}
          </div>
          {loggedIn && (
            <Link to="/bet-history" className="mt-3 flex items-center justify-center gap-1.5 text-xs font-bold text-muted hover:text-fg" data-testid="coinflip-history-link">
              <History className="size-3.5" aria-hidden="true" />
              {t('coinflip.myHistory')}
            </Link>
          )}
        </div>

        <details className="mx-4 mt-4 rounded-2xl border border-line/60 bg-surface-1 px-3 py-2.5 text-[13px] text-muted">
          <summary className="cursor-pointer font-bold text-fg">{t('coinflip.rulesTitle')}</summary>
          <p className="mt-2">{t('coinflip.rules')}</p>
          <Link to="/verify?game=coinflip" className="mt-2 inline-block font-bold text-accent">
            {t('fair.howItWorks')}
          </Link>
        </details>
        <FairnessPanel game="coinflip" open={fairOpen} onClose={() => setFairOpen(false)} loggedIn={loggedIn} />
      </div>
    </MotionConfig>
  );
}
