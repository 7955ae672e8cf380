/**
 * The reality check: while logged in with an interval chosen, a dialog every `interval` minutes of
 * the session shows the time played and the net result (Rp), with "Lanjut bermain", "Lihat riwayat"
 * and "Keluar". The session and its figures come from the server; the reminders already answered are
 * remembered per session start in sessionStorage, so a reload does not repeat them.
 */
import '../strings.ts';
import { AlarmClock } from 'lucide-react';
import { AnimatePresence, MotionConfig, motion } from 'motion/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@kasino/shared/money';
import { Button } from '../../../components/button.tsx';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePopups } from '../../../lib/popups/use-popups.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useProtection, type ProtectionView } from '../api/protection.ts';
import { playedText, remindersDue, signedIdr } from '../played-time.ts';

const ackKey = (sessionStart: number) => `kasino:reality-ack:${sessionStart}`;

function readAck(sessionStart: number): number {
  try {
    return Number(sessionStorage.getItem(ackKey(sessionStart)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function writeAck(sessionStart: number, count: number): void {
  try {
    sessionStorage.setItem(ackKey(sessionStart), String(count));
  } catch {
    // Private mode without storage: the reminder may repeat after a reload, which is harmless.
  }
}

export function RealityCheck() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? <RealityCheckTimer /> : null;
}

function RealityCheckTimer() {
  const protection = useProtection({ refetchMs: 5 * 60_000 });
  const reality = protection.data?.reality;
  const active = (reality?.interval ?? 0) > 0;
  const now = useNow(10_000, active);
  // Reminders answered in this render tree; sessionStorage keeps them across reloads.
  const [answered, setAnswered] = useState<Record<number, number>>({});

  // The server's session length at fetch time plus the time since then, so the device clock's offset does not matter.
  const elapsed = reality ? reality.playedMs + Math.max(0, now - protection.dataUpdatedAt) : 0;
  const due = reality && active ? remindersDue(0, reality.interval, elapsed) : 0;
  const acked = reality ? (answered[reality.sessionStart] ?? readAck(reality.sessionStart)) : 0;
  const open = reality !== undefined && due > acked;

  const close = () => {
    if (!reality) return;
    writeAck(reality.sessionStart, due);
    setAnswered((all) => ({ ...all, [reality.sessionStart]: due }));
  };

  return (
    <MotionConfig reducedMotion="user">
      <AnimatePresence>
        {open && protection.data && <RealityDialog view={protection.data} onOpen={protection.refetch} onClose={close} />}
      </AnimatePresence>
    </MotionConfig>
  );
}

function RealityDialog({ view, onOpen, onClose }: { view: ProtectionView; onOpen: () => unknown; onClose: () => void }) {
  const { t } = useTranslation();
  // Fresh time and net result for the dialog.
  useEffect(() => {
    void onOpen();
  }, [onOpen]);
  const navigate = useNavigate();
  const { open } = usePopups();
  const titleId = useId();
  const net = parseAmount(view.reality.net) ?? 0n;
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center px-6">
      <motion.div
        className="absolute inset-0 bg-black/70 backdrop-blur-[2px]"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        aria-hidden="true"
      />
      <motion.div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="reality-check"
        className="relative w-full max-w-[360px] rounded-3xl border border-line/70 bg-surface-1 p-5 text-center shadow-card"
        initial={{ scale: 0.92, opacity: 0 }}
        animate={{ scale: 1, opacity: 1 }}
        exit={{ scale: 0.95, opacity: 0 }}
      >
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
          <AlarmClock className="size-7" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="mt-3 text-lg font-extrabold">
          {t('protection.check.title')}
        </h2>
        <p className="mt-1 text-[14px] text-muted" data-testid="reality-check-played">
          {t('protection.check.body', { played: playedText(t, view.reality.playedMs) })}
        </p>
        <div className="mt-4 rounded-2xl bg-surface-2 p-3 ring-1 ring-line/50">
          <p className="text-[12px] font-semibold text-muted">{t('protection.check.net')}</p>
          <p
            className={`text-[26px] leading-tight font-black tabular-nums ${net > 0n ? 'text-gold' : net < 0n ? 'text-danger' : 'text-fg'}`}
            data-testid="reality-check-net"
          >
            {signedIdr(view.reality.net)}
          </p>
          <p className="text-[12px] text-faint">{t('protection.check.bets', { count: view.reality.bets })}</p>
        </div>
        <div className="mt-4 flex flex-col gap-2">
          <Button size="lg" block autoFocus onClick={onClose} data-testid="reality-check-continue">
            {t('protection.check.continue')}
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                void navigate('/bet-history');
              }}
              data-testid="reality-check-history"
            >
              {t('protection.check.history')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                onClose();
                open('logout');
              }}
              data-testid="reality-check-logout"
            >
              {t('protection.check.logout')}
            </Button>
          </div>
        </div>
      </motion.div>
    </div>
  );
}
