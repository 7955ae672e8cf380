/**
 * Pieces every round screen shares: the round clock (betting closes in… / waiting for the result), my
 * result of the last round, the list of my bets, a past round's verify link, and the load / error states.
 */
import { RotateCw, ShieldCheck } from 'lucide-react';
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatClock, formatSeconds } from '../../../lib/format-time.ts';
import { verifyRoundHref, type RoundVerifyInput } from '../../../lib/games/verify-round-link.ts';
import { LoginForBets } from '../controls/login-to-play.tsx';
import type { PersonalResult, RoundBetView, RoundView } from './rounds-api.ts';
import { secondsLeft } from './use-server-clock.ts';
import '../../../i18n/tables-strings.ts';

/** "Ronde 2026…", the seconds until betting closes, then "Menunggu hasil". */
export function RoundClock({ round, now, status }: { round: RoundView | null; now: number; status: -1 | 0 | 1 }) {
  const { t } = useTranslation();
  const open = round !== null && status === 0 && now < round.closeTime;
  const left = round ? secondsLeft(open ? round.closeTime : round.endTime, now) : 0;
  const total = round ? Math.max(1, Math.round((round.closeTime - round.startTime) / 1000)) : 1;
  return (
    <div
      className="flex items-center justify-between gap-3 px-3 pt-3"
      data-testid="round-clock"
      data-round-id={round?.roundId ?? ''}
      data-open={open ? 'true' : 'false'}
    >
      <div className="min-w-0">
        <p className="text-[11px] font-semibold text-white/60">{t('rounds.period')}</p>
        <p className="truncate font-mono text-[13px] font-bold text-white/90" data-testid="round-id">
          {round?.roundId ?? '—'}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <div className="text-right">
          <p className="text-[11px] font-semibold text-white/60">
            {open ? t('rounds.bettingCloses') : status === -1 ? t('rounds.loading') : t('rounds.waitingResult')}
          </p>
          <p
            className={`text-2xl leading-none font-black tabular-nums ${open && left <= 3 ? 'text-[#ff8a8a]' : 'text-white'}`}
            data-testid="round-seconds"
          >
            {open ? formatSeconds(left) : '…'}
          </p>
        </div>
        <svg viewBox="0 0 36 36" className="size-10 -rotate-90" aria-hidden="true">
          <circle cx="18" cy="18" r="15" fill="none" stroke="rgb(255 255 255 / 0.15)" strokeWidth="4" />
          <circle
            cx="18"
            cy="18"
            r="15"
            fill="none"
            stroke={open ? '#1fe07f' : '#ffc83d'}
            strokeWidth="4"
            strokeLinecap="round"
            strokeDasharray={`${(open ? left / total : 1) * 94.2} 94.2`}
            className="transition-[stroke-dasharray] duration-300"
          />
        </svg>
      </div>
    </div>
  );
}

/** My result of the last round: "Menang +Rp…" or "Tidak menang" (only when I played it). */
export function MyResultLine({ result, label }: { result: PersonalResult | null; label?: string }) {
  const { t } = useTranslation();
  const won = result ? (parseAmount(result.winAmount) ?? 0n) > 0n : false;
  return (
    <div className="flex h-9 items-center justify-center" aria-live="polite">
      <AnimatePresence mode="wait">
        {result && (
          <motion.p
            key={result.roundId}
            initial={{ scale: 0.6, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ type: 'spring', stiffness: 300, damping: 18 }}
            data-testid="round-my-result"
            data-round-id={result.roundId}
            data-win={won ? 'true' : 'false'}
            data-win-amount={result.winAmount}
            className={`rounded-full px-4 py-1 text-[15px] font-black ${won ? 'bg-gold/15 text-gold ring-1 ring-gold/40 drop-shadow-[0_0_14px_rgb(255_200_61/0.45)]' : 'bg-black/30 text-white/75'}`}
          >
            {won ? `${t('rounds.won')} +${formatWireIdr(result.winAmount)}` : t('rounds.lostRound')}
            {label ? ` · ${label}` : ''}
          </motion.p>
        )}
      </AnimatePresence>
    </div>
  );
}

/** My bets of a round game, newest first. */
export function MyRoundBets({
  loggedIn,
  bets,
  loading,
  labelOf,
}: {
  loggedIn: boolean;
  bets: RoundBetView[] | undefined;
  loading: boolean;
  labelOf: (select: string) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return <LoginForBets text={t('rounds.loginForBets')} />;
  }
  if (loading) return <ListSkeleton />;
  if (!bets || bets.length === 0)
    return (
      <p className="px-3 py-5 text-center text-xs text-faint" data-testid="my-bets-empty">
        {t('rounds.noBets')}
      </p>
    );
  return (
    <ul className="divide-y divide-line/40" data-testid="my-round-bets">
      {bets.map((bet) => {
        const won = (parseAmount(bet.payout) ?? 0n) > 0n;
        return (
          <li
            key={bet.id}
            className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 px-3 py-2 text-[12.5px]"
            data-testid="my-round-bet"
            data-status={bet.status}
          >
            <span className="flex items-center gap-2">{labelOf(bet.select)}</span>
            <span className="min-w-0 truncate text-faint tabular-nums">
              {formatClock(bet.createdAt)} · {bet.roundId.slice(-5)}
            </span>
            <span
              className={`text-right font-extrabold tabular-nums ${bet.status === 'pending' ? 'text-muted' : bet.status === 'void' ? 'text-muted' : won ? 'text-gold' : 'text-loss'}`}
            >
              {bet.status === 'pending'
                ? `${formatWireIdr(bet.amount)} · ${t('rounds.pending')}`
                : bet.status === 'void'
                  ? t('rounds.void')
                  : won
                    ? `+${formatWireIdr(bet.payout)}`
                    : `-${formatWireIdr(bet.amount)}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ListSkeleton() {
  return (
    <div className="flex flex-col gap-1.5 p-3" data-testid="list-loading">
      <Skeleton className="h-7" />
      <Skeleton className="h-7" />
      <Skeleton className="h-7" />
    </div>
  );
}

/** The stage's failure state with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="round-load-error">
      <p className="text-sm font-bold text-white/85">{t('rounds.loadError')}</p>
      <Button size="sm" variant="secondary" icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={onRetry}>
        {t('rounds.retry')}
      </Button>
    </div>
  );
}

/** The shield of a past round in a history list: its /verify link once its seed is revealed, else a gap of its size. */
export function RoundVerifyLink({
  game,
  round,
}: {
  game: RoundVerifyInput['game'];
  round: { serverSeed: string | null; salt: string | null; serverSeedHash: string };
}) {
  const { t } = useTranslation();
  return round.serverSeed && round.salt ? (
    <Link
      to={verifyRoundHref({ game, serverSeed: round.serverSeed, salt: round.salt, serverSeedHash: round.serverSeedHash })}
      aria-label={t('rounds.fair.verify')}
      className="grid size-7 place-items-center rounded-lg text-accent hover:bg-surface-2"
    >
      <ShieldCheck className="size-4" aria-hidden="true" />
    </Link>
  ) : (
    <span className="size-7" />
  );
}
