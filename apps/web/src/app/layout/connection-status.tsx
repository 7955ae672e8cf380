/**
 * The websocket state in the UI (SPEC §4): a small dot on the logo (`data-testid="ws-state"`,
 * `data-state`), and a banner under the top bar when the link is down for more than a moment, or at
 * once when the browser reports the network gone.
 */
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '@kasino/shared/protocol/ws';
import { Spinner } from '../../components/spinner.tsx';
import { useWsStore } from '../../lib/ws/ws-store.ts';

const dotColor: Record<ConnectionState, string> = {
  ready: 'bg-accent',
  connected: 'bg-gold',
  connecting: 'bg-gold',
  disconnect: 'bg-danger',
};

export function ConnectionDot() {
  const { t } = useTranslation();
  const state = useWsStore((s) => s.state);
  return (
    <span
      data-testid="ws-state"
      data-state={state}
      role="status"
      title={t(`connection.${state}`)}
      className={`absolute -top-0.5 left-[21px] size-2 rounded-full ring-2 ring-canvas ${dotColor[state]} ${state === 'ready' ? '' : 'motion-safe:animate-pulse'}`}
    >
      <span className="sr-only">{t(`connection.${state}`)}</span>
    </span>
  );
}

/** How long a state must last before the banner shows: no flash on a quick reconnect. */
const bannerDelayMs: Record<ConnectionState, number | null> = {
  ready: null,
  connected: 3_000,
  connecting: 3_000,
  disconnect: 1_500,
};

export function ConnectionBanner() {
  const { t } = useTranslation();
  const state = useWsStore((s) => s.state);
  const since = useWsStore((s) => s.since);
  const lostBefore = useWsStore((s) => s.lostAt !== null);
  const offline = useWsStore((s) => s.offline);
  // Starts at `since`, so the first render never shows the banner (nor does the build's prerender);
  // the ticks below bring it in once the state has lasted its delay.
  const [now, setNow] = useState(since);
  const delay = bannerDelayMs[state];

  useEffect(() => {
    if (delay === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [delay]);

  // Offline is known for certain (the browser's event): said at once, no waiting for a delay.
  if (!offline && (delay === null || now - since < delay)) return null;
  const down = offline || state === 'disconnect' || lostBefore;
  return (
    <div
      role="status"
      data-testid="connection-banner"
      data-offline={offline || undefined}
      className={`sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-25 flex items-center justify-center gap-2 px-3 py-1.5 text-xs font-semibold ${
        down ? 'bg-danger/90 text-white' : 'bg-gold/90 text-[#2b1700]'
      }`}
    >
      {down ? <WifiOff className="size-3.5" aria-hidden="true" /> : <Spinner className="size-3.5" />}
      {offline ? t('connection.offline') : down ? t('connection.reconnecting') : t('connection.connecting')}
    </div>
  );
}
