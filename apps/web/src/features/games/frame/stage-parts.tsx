/**
 * Pieces of a stage every one-call game uses: the strip of my latest results and the outcome line
 * (Menang +Rp…, Kembali Rp… for a partial return, Kalah -Rp…, or the idle / busy hint); Roller's and
 * coin flip's big Menang / Kalah.
 */
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paidMultiplier, type BetView } from '@kasino/shared/games';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import { outcomeKind } from './game-frame.tsx';
import '../../../i18n/tables-strings.ts';

/** This visit's bets first, then what the history had, without repeats. */
export const mergeSession = (session: BetView[], recent: BetView[] | undefined, keep: number): BetView[] =>
  [...session, ...(recent ?? []).filter((b) => !session.some((s) => s.id === b.id))].slice(0, keep);

/**
 * A strip of result chips that scrolls sideways: tall enough for the chips' rings and their entrance
 * (`className` sets the height), and, since it scrolls, it takes the keyboard's focus so the arrows
 * scroll it; the ring is drawn inside so the stage does not clip it. `empty` shows when there is nothing.
 */
export function ChipStrip({
  testId,
  label,
  empty,
  className = 'h-10',
  children,
}: {
  testId: string;
  label: string;
  empty: string | null;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={`no-scrollbar flex items-center gap-1.5 overflow-x-auto px-3 focus-visible:outline-offset-[-2px] ${className}`}
      data-testid={testId}
      role="group"
      aria-label={label}
      tabIndex={0}
    >
      {empty !== null ? <span className="text-[11px] text-white/55">{empty}</span> : children}
    </div>
  );
}

export function ResultStrip({
  bets,
  testId,
  render,
  label,
}: {
  bets: BetView[];
  testId: string;
  label: string;
  render?: (bet: BetView) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ChipStrip testId={`${testId}-pills`} label={label} empty={bets.length === 0 ? t('frame.noResults') : null}>
      {bets.map((bet, i) =>
        render ? (
          <span key={bet.id} data-testid={`${testId}-pill`} className={i === 0 ? 'animate-pop-in' : ''}>
            {render(bet)}
          </span>
        ) : (
          <span
            key={bet.id}
            data-testid={`${testId}-pill`}
            className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-extrabold tabular-nums ${i === 0 ? 'animate-pop-in' : ''} ${
              outcomeKind(bet) === 'win'
                ? 'bg-[#18b660]/25 text-[#6dffb0] ring-1 ring-[#18b660]/50'
                : outcomeKind(bet) === 'back'
                  ? 'bg-gold/12 text-gold/80 ring-1 ring-gold/25'
                  : 'bg-white/8 text-white/60 ring-1 ring-white/10'
            }`}
          >
            {formatMultiplier(paidMultiplier(bet.multiplier, parseAmount(bet.payout) ?? 0n))}
          </span>
        ),
      )}
    </ChipStrip>
  );
}

interface OutcomeProps {
  game: string;
  /** The bet whose result is shown, or null. */
  last: BetView | null;
  busy: boolean;
  busyText: string;
  idleText: string;
  /** Extra words after the amount (the segment's colour, the hand …). */
  detail?: string;
}

export function OutcomeLine({ game, last, busy, busyText, idleText, detail }: OutcomeProps) {
  const { t } = useTranslation();
  const kind = last ? outcomeKind(last) : null;
  return (
    <div className="flex h-14 flex-col items-center justify-center px-4 text-center" aria-live="polite">
      <AnimatePresence mode="wait">
        {last && kind ? (
          <motion.div
            key={last.id}
            initial={{ scale: 0.6, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            transition={{ type: 'spring', stiffness: 300, damping: 18 }}
            data-testid={`${game}-outcome`}
            data-win={last.win ? 'true' : 'false'}
            data-kind={kind}
          >
            <p
              className={`text-[26px] leading-tight font-black tracking-tight ${kind === 'win' ? 'text-gold drop-shadow-[0_0_18px_rgb(255_200_61/0.45)]' : 'text-white/85'}`}
            >
              {kind === 'win'
                ? t('roller.win')
                : kind === 'back'
                  ? t('frame.back', { amount: formatWireIdr(last.payout) })
                  : t('roller.lose')}
            </p>
            <p className={`mt-0.5 text-[13px] font-bold tabular-nums ${kind === 'win' ? 'text-gold' : 'text-white/60'}`}>
              {detail ? `${detail} · ` : ''}
              {kind === 'win'
                ? `+${formatWireIdr(last.payout)}`
                : kind === 'back'
                  ? t('frame.backDetail', { multiplier: formatMultiplier(last.multiplier), amount: formatWireIdr(last.amount) })
                  : `-${formatWireIdr(last.amount)}`}
            </p>
          </motion.div>
        ) : busy ? (
          <motion.p key="busy" initial={{ opacity: 0 }} animate={{ opacity: 1 }} className="text-base font-bold text-white/80">
            {busyText}
          </motion.p>
        ) : (
          <motion.p key="idle" initial={{ opacity: 0 }} animate={{ opacity: 1 }} className="text-sm font-semibold text-white/65">
            {idleText}
          </motion.p>
        )}
      </AnimatePresence>
    </div>
  );
}

/** Roller's and coin flip's big "Menang" / "Kalah" with the amount under it, popping in (a child of AnimatePresence). */
export function BigOutcome({
  bet,
  testId,
  title,
  detail,
  coin,
}: {
  bet: BetView;
  testId: string;
  title: string;
  detail: ReactNode;
  /** Coin flip's side, as `data-coin`. */
  coin?: string;
}) {
  return (
    <motion.div
      initial={{ scale: 0.6, opacity: 0 }}
      animate={{ scale: 1, opacity: 1 }}
      transition={{ type: 'spring', stiffness: 300, damping: 18 }}
      data-testid={testId}
      data-win={bet.win ? 'true' : 'false'}
      data-coin={coin}
    >
      <p
        className={`text-4xl font-black tracking-tight ${bet.win ? 'text-gold drop-shadow-[0_0_18px_rgb(255_200_61/0.45)]' : 'text-white/80'}`}
      >
        {title}
      </p>
      <p className={`mt-0.5 text-sm font-bold tabular-nums ${bet.win ? 'text-gold' : 'text-white/60'}`}>{detail}</p>
    </motion.div>
  );
}
