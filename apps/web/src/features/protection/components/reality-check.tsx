/**
 * The reality check: while logged in with an interval chosen, a dialog every `interval` minutes of
 * the session shows the time played and the net result (Rp), with "Lanjut bermain", "Lihat riwayat"
 * and "Keluar". The session and its figures come from the server; the reminders already answered are
 * remembered per session start in sessionStorage, so a reload does not repeat them.
 */
import { lazy, Suspense, useState } from 'react';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useProtection } from '../api/protection.ts';
import { remindersDue } from '../played-time.ts';

const RealityLayer = lazy(() => import('./reality-dialog.tsx').then((m) => ({ default: m.RealityLayer })));

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

  // The dialog's code is fetched when a reminder is first due, and kept for the exit and the next one.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RealityLayer open={open} view={protection.data} onOpen={protection.refetch} onClose={close} />
    </Suspense>
  );
}
