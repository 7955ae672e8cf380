/** The Wingo win popup (SPEC §4: 3 s after a result that paid): the number drawn, the prize, the period; closes by tap or after 5 s. */
import { X } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import type { PersonalResult, WingoModel } from '../../api/rounds.ts';
import { WingoBall } from './wingo-ball.tsx';

const AUTO_CLOSE_MS = 5_000;

/** "Closes in 5 seconds", counting down each second to the popup's own timer. */
function AutoCloseCountdown() {
  const { t } = useTranslation();
  const [left, setLeft] = useState(AUTO_CLOSE_MS / 1000);
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

export function WingoWinPopup({ win, result, onClose }: { win: PersonalResult | null; result: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!win) return;
    const timer = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [win, onClose]);
  return (
    <AnimatePresence>
      {win && (
        <motion.div
          className="fixed inset-0 z-[80] grid place-items-center bg-black/65 px-8"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          onClick={onClose}
          role="dialog"
          aria-modal="true"
          aria-label={t('rounds.wingo.winTitle')}
        >
          <motion.div
            initial={{ scale: 0.5, y: 40 }}
            animate={{ scale: 1, y: 0 }}
            transition={{ type: 'spring', stiffness: 260, damping: 18 }}
            className="relative w-full max-w-[300px] overflow-hidden rounded-[28px] bg-[radial-gradient(120%_90%_at_50%_0%,#ffe08a,#f39c12_45%,#7c2d12)] p-5 text-center shadow-[0_20px_60px_-10px_rgb(255_200_61/0.6)]"
            data-testid="wingo-win-popup"
            data-round-id={win.roundId}
            data-amount={win.winAmount}
            onClick={(e) => e.stopPropagation()}
          >
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="absolute top-3 right-3 grid size-8 place-items-center rounded-full bg-black/25 text-white"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
            <p className="text-3xl font-black text-white [text-shadow:0_2px_8px_rgb(124_45_18/0.7)]">{t('rounds.wingo.winTitle')}</p>
            <p className="mt-1 text-[13px] font-semibold text-white/90">{t('rounds.wingo.winBody')}</p>
            <div className="mt-4 flex justify-center">{result !== null && <WingoBall n={result} size="lg" />}</div>
            <div className="mt-4 rounded-2xl bg-white px-3 py-3">
              <p className="text-[12px] font-bold text-[#9a3412]">{t('rounds.wingo.prize')}</p>
              <p className="text-[28px] leading-tight font-black text-[#c2410c] tabular-nums">{formatWireIdr(win.winAmount)}</p>
              <p className="mt-1 text-[11.5px] text-[#9a3412]/80">
                {t('rounds.wingo.winPeriod', {
                  model: t(`rounds.wingo.models.${(win.model ?? 'fastest') as WingoModel}`),
                  id: win.roundId,
                })}
              </p>
            </div>
            <AutoCloseCountdown key={win.roundId} />
          </motion.div>
        </motion.div>
      )}
    </AnimatePresence>
  );
}
