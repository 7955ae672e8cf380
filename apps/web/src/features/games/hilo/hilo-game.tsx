/**
 * `/game/hilo`: the current card large, Lebih tinggi / Lebih rendah (Sama on A and K) with their step
 * multipliers, Lewati, the card trail, the running multiplier and a Cash-out button showing the win.
 * An open round is restored on load (curRound). Header, live feed and fairness come from the shared game frame.
 */
import { ArrowDown, ArrowUp, Equal, SkipForward } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutOf } from '@kasino/shared/fairness/games/limits';
import { parseAmount } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import type { HiloCardView, HiloView } from '../stepped/stepped-api.ts';
import { useStake } from '../controls/use-stake.ts';
import { SteppedOutcome } from '../stepped/stepped-outcome.tsx';
import { useSteppedRound } from '../stepped/use-stepped-round.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { GameFrame } from '../frame/game-frame.tsx';
import { StartButton } from '../controls/bet-actions.tsx';
import { InPlayActions } from '../controls/in-play-actions.tsx';
import { LoginToPlay } from '../controls/login-to-play.tsx';
import { TableStake } from '../controls/stake-field.tsx';
import '../../../i18n/tables-strings.ts';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♦', '♥', '♠', '♣'];
const isRed = (suit: number) => suit < 2;

/** Multiplier wire ("1.23") × stake, rounded down, in minor units. */
const winOf = (stake: string, multiplier: string): bigint => payoutOf(parseAmount(stake) ?? 0n, parseAmount(multiplier) ?? 0n, 100n);

export function HiloGame() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { current, round, phase, busy, start, act, cash } = useSteppedRound<HiloView>('hilo', t('stepped.restored'));

  const stake = useStake(current.data?.betAmountRange);

  const view = round?.view ?? null;
  const cards = view?.cards ?? [];
  const card = cards[cards.length - 1] ?? null;
  const playing = phase === 'process';
  const ended = round?.state === 'ended';
  const next = view?.next ?? null;
  const cashWin = round && view && view.correct > 0 ? winOf(round.bet.amount, view.multiplier) : null;

  return (
    <GameFrame
      game="hilo"
      title="Hilo"
      loggedIn={loggedIn}
      stageClass="bg-[radial-gradient(120%_100%_at_50%_0%,#6b1414,#1a0b10_70%)] px-3 pt-3 pb-4"
      help={<p>{t('stepped.hiloRules')}</p>}
      stage={
        <>
          <div className="flex items-center justify-between text-xs font-bold text-white/70">
            <span>
              {t('stepped.multiplier')}{' '}
              <span className="text-base font-black text-gold tabular-nums" data-testid="hilo-multiplier">
                {formatMultiplier(view && !view.lost ? view.multiplier : '1.00')}
              </span>
            </span>
            <span data-testid="hilo-correct">{t('stepped.correct', { count: view?.correct ?? 0 })}</span>
          </div>
          <div
            className="mt-3 flex h-52 items-center justify-center [perspective:900px]"
            data-testid="hilo-card"
            data-rank={card?.rank ?? ''}
            data-suit={card?.suit ?? ''}
          >
            <AnimatePresence mode="popLayout" initial={false}>
              <motion.div
                key={`${round?.bet.id ?? 'none'}-${cards.length}`}
                initial={{ rotateY: 90, opacity: 0 }}
                animate={{ rotateY: 0, opacity: 1 }}
                exit={{ x: -80, opacity: 0, scale: 0.7 }}
                transition={{ duration: 0.35 }}
              >
                <PlayingCard card={card} large />
              </motion.div>
            </AnimatePresence>
          </div>
          <div className="flex h-9 items-center justify-center" aria-live="polite">
            {ended && round && <SteppedOutcome bet={round.bet} testId="hilo-outcome" lost={t('roller.lose')} />}
          </div>
          <div
            className="no-scrollbar flex min-h-14 gap-1.5 overflow-x-auto focus-visible:outline-offset-[-2px]"
            data-testid="hilo-trail"
            role="group"
            aria-label={t('stepped.trail')}
            tabIndex={cards.length > 1 ? 0 : undefined}
          >
            {cards.slice(0, -1).map((c, i) => (
              <div key={i} className="flex shrink-0 flex-col items-center gap-0.5">
                <PlayingCard card={c} />
                <span className="text-[10px] font-bold text-white/60">{guessMark(view?.guesses[i])}</span>
              </div>
            ))}
          </div>
        </>
      }
      controls={
        <>
          {!loggedIn ? (
            <LoginToPlay testId="hilo-login" />
          ) : playing && card ? (
            <div className="flex flex-col gap-2">
              <div className="grid grid-cols-2 gap-2">
                {next?.higher != null && (
                  <GuessButton
                    onClick={() => void act({ select: 'higher' })}
                    disabled={busy}
                    testId="hilo-higher"
                    icon={<ArrowUp className="size-5" aria-hidden="true" />}
                    label={card.rank === 1 ? t('stepped.higher') : t('stepped.higherSame')}
                    rate={next.higher}
                    tone="green"
                  />
                )}
                {next?.lower != null && (
                  <GuessButton
                    onClick={() => void act({ select: 'lower' })}
                    disabled={busy}
                    testId="hilo-lower"
                    icon={<ArrowDown className="size-5" aria-hidden="true" />}
                    label={card.rank === 13 ? t('stepped.lower') : t('stepped.lowerSame')}
                    rate={next.lower}
                    tone="red"
                  />
                )}
                {next?.same != null && (
                  <GuessButton
                    onClick={() => void act({ select: 'same' })}
                    disabled={busy}
                    testId="hilo-same"
                    icon={<Equal className="size-5" aria-hidden="true" />}
                    label={t('stepped.same')}
                    rate={next.same}
                    tone="violet"
                  />
                )}
              </div>
              <InPlayActions
                game="hilo"
                busy={busy}
                cashWin={cashWin}
                cashNeeds={t('stepped.cashNeedsGuess')}
                onCash={() => void cash()}
                aside={
                  <Button
                    variant="secondary"
                    size="lg"
                    onClick={() => void act({ select: 'skip' })}
                    disabled={busy}
                    data-testid="hilo-skip"
                    icon={<SkipForward className="size-4" aria-hidden="true" />}
                  >
                    {t('stepped.skip')}
                  </Button>
                }
              />
            </div>
          ) : (
            <div className="flex flex-col gap-2.5">
              <TableStake stake={stake} disabled={busy} showError />
              <StartButton
                label={t('roller.place')}
                busy={busy}
                disabled={Boolean(stake.error) || !current.data}
                onClick={() => void start(stake.stakeWire)}
              />
            </div>
          )}
        </>
      }
    />
  );
}

const guessMark = (guess: string | undefined): string =>
  guess === 'higher' ? '▲' : guess === 'lower' ? '▼' : guess === 'same' ? '=' : guess === 'skip' ? '»' : '';

function PlayingCard({ card, large = false }: { card: HiloCardView | null; large?: boolean }) {
  const size = large ? 'h-48 w-34 rounded-2xl' : 'h-12 w-9 rounded-md';
  if (!card) {
    return (
      <div
        className={`${size} grid place-items-center bg-[repeating-linear-gradient(45deg,#7f1d1d,#7f1d1d_8px,#991b1b_8px,#991b1b_16px)] ring-2 ring-white/20`}
        aria-hidden="true"
      />
    );
  }
  const rank = RANKS[card.rank - 1] ?? '?';
  const suit = SUITS[card.suit] ?? '';
  const colour = isRed(card.suit) ? 'text-[#e11d48]' : 'text-[#0f172a]';
  return (
    <div
      className={`${size} relative flex flex-col items-center justify-center bg-white shadow-[0_12px_30px_-10px_rgb(0_0_0/0.7)] ${colour}`}
      aria-label={`${rank}${suit}`}
    >
      {large ? (
        <>
          <span className="absolute top-2 left-2.5 text-xl leading-none font-black">
            {rank}
            <br />
            {suit}
          </span>
          <span className="text-7xl leading-none">{suit}</span>
          <span className="absolute right-2.5 bottom-2 rotate-180 text-xl leading-none font-black">
            {rank}
            <br />
            {suit}
          </span>
        </>
      ) : (
        <span className="text-center text-[13px] leading-tight font-black">
          {rank}
          <br />
          {suit}
        </span>
      )}
    </div>
  );
}

const tones = {
  green: 'bg-[#18b660]/18 text-[#6dffb0] ring-[#18b660]/60',
  red: 'bg-[#fb4e4e]/15 text-[#ff9d9d] ring-[#fb4e4e]/55',
  violet: 'bg-[#c86eff]/15 text-[#e2b6ff] ring-[#c86eff]/55',
};

function GuessButton({
  onClick,
  disabled,
  testId,
  icon,
  label,
  rate,
  tone,
}: {
  onClick: () => void;
  disabled: boolean;
  testId: string;
  icon: ReactNode;
  label: string;
  rate: string;
  tone: keyof typeof tones;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      className={`flex h-16 flex-col items-center justify-center rounded-2xl ring-1 transition active:scale-[0.98] disabled:opacity-60 ${tones[tone]}`}
    >
      <span className="flex items-center gap-1 text-sm font-extrabold">
        {icon}
        {label}
      </span>
      <span className="text-xs font-bold tabular-nums opacity-90">{formatMultiplier(rate)}</span>
    </button>
  );
}
