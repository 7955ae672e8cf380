/**
 * The Wingo result popup, 3 s after my result (SPEC §4): a win shows the number drawn, the prize and the
 * period and closes by tap or after 5 s; a loss shows the number and what was staked, quieter, for 3 s.
 */
import { X } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import type { PersonalResult } from '../rounds/rounds-api.ts';
import type { WingoModel } from './wingo-api.ts';
import { WingoBall } from './wingo-ball.tsx';

const AUTO_CLOSE_MS = 5_000;
const LOSS_CLOSE_MS = 3_000;

/** "Closes in 5 seconds", counting down each second to the popup's own timer. */
function AutoCloseCountdown({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(ms / 1000);
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(1, s - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p
      className="mt-3 text-[11px] font-semibold text-white/80 tabular-nums"
      data-testid="wingo-auto-close"
      data-seconds={left}
      aria-live="off"
    >
      {t('rounds.wingo.autoClose', { seconds: left })}
    </p>
  );
}

export function WingoResultPopup({
  outcome,
  result,
  onClose,
}: {
  outcome: PersonalResult | null;
  result: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const won = outcome !== null && (parseAmount(outcome.winAmount) ?? 0n) > 0n;
  const closeMs = won ? AUTO_CLOSE_MS : LOSS_CLOSE_MS;
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(onClose, closeMs);
    return () => clearTimeout(timer);
  }, [outcome, onClose, closeMs]);
  const staked = outcome ? outcome.bets.reduce((sum, b) => sum + (parseAmount(b.amount) ?? 0n), 0n) : 0n;
  const period = outcome
    ? t('rounds.wingo.winPeriod', { model: t(`rounds.wingo.models.${(outcome.model ?? 'fastest') as WingoModel}`), id: outcome.roundId })
    : '';
  return (
    <AnimatePresence>
      {outcome && (
        <motion.div
          className="fixed inset-0 z-[80] grid place-items-center bg-black/65 px-8"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          onClick={onClose}
          role="dialog"
          aria-modal="true"
          aria-label={won ? t('rounds.wingo.winTitle') : t('rounds.wingo.lossTitle')}
        >
          <motion.div
            initial={{ scale: 0.5, y: 40 }}
            animate={{ scale: 1, y: 0 }}
            transition={{ type: 'spring', stiffness: 260, damping: 18 }}
            className={`relative w-full max-w-[300px] overflow-hidden rounded-[28px] p-5 text-center ${won ? 'bg-[radial-gradient(120%_90%_at_50%_0%,#ffe08a,#f39c12_45%,#7c2d12)] shadow-[0_20px_60px_-10px_rgb(255_200_61/0.6)]' : 'bg-[radial-gradient(120%_90%_at_50%_0%,#5b6b8f,#2a3450_50%,#151a2b)] shadow-[0_20px_60px_-10px_rgb(0_0_0/0.7)]'}`}
            data-testid={won ? 'wingo-win-popup' : 'wingo-loss-popup'}
            data-round-id={outcome.roundId}
            data-amount={outcome.winAmount}
            data-staked={toWireAmount(staked)}
            onClick={(e) => e.stopPropagation()}
          >
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="absolute top-2 right-2 grid size-11 place-items-center rounded-full text-white"
            >
              <span className="grid size-8 place-items-center rounded-full bg-black/25">
                <X className="size-4" aria-hidden="true" />
              </span>
            </button>
            {won ? (
              <>
                <p className="text-3xl font-black text-white [text-shadow:0_2px_8px_rgb(124_45_18/0.7)]">{t('rounds.wingo.winTitle')}</p>
                <p className="mt-1 text-[13px] font-semibold text-white/90">{t('rounds.wingo.winBody')}</p>
              </>
            ) : (
              <>
                <p className="text-2xl font-black text-white">{t('rounds.wingo.lossTitle')}</p>
                <p className="mt-1 text-[13px] font-semibold text-white/85">{t('rounds.wingo.lossBody')}</p>
              </>
            )}
            <div className="mt-4 flex justify-center">{result !== null && <WingoBall n={result} size="lg" />}</div>
            {won ? (
              <div className="mt-4 rounded-2xl bg-white px-3 py-3">
                <p className="text-[12px] font-bold text-[#9a3412]">{t('rounds.wingo.prize')}</p>
                <p className="text-[28px] leading-tight font-black text-[#c2410c] tabular-nums">{formatWireIdr(outcome.winAmount)}</p>
                <p className="mt-1 text-[11.5px] text-[#9a3412]">{period}</p>
              </div>
            ) : (
              <div className="mt-4 rounded-2xl bg-black/30 px-3 py-3 ring-1 ring-white/10">
                <p className="text-[12px] font-bold text-white/80">{t('rounds.wingo.lossStake')}</p>
                <p className="text-[22px] leading-tight font-black text-white tabular-nums">-{formatWireIdr(toWireAmount(staked))}</p>
                <p className="mt-1 text-[11.5px] text-white/80">{period}</p>
                <p className="mt-1 text-[11.5px] font-semibold text-white/90">{t('rounds.wingo.lossNext')}</p>
              </div>
            )}
            <AutoCloseCountdown key={outcome.roundId} ms={closeMs} />
          </motion.div>
        </motion.div>
      )}
    </AnimatePresence>
  );
}
