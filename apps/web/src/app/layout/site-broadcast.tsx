/**
 * Operator notices (maintenance, incidents) pushed on `/ws/site/broadcast` to every connected player,
 * on every node. Shown as a dismissible strip under the top bar until the player closes it.
 */
import { useState } from 'react';
import { Info, TriangleAlert, X } from 'lucide-react';
import type { BroadcastPush as Broadcast } from '@kasino/shared/protocol/ws-topics';
import { useWsTopic } from '../../lib/ws/ws-instance.ts';

export function SiteBroadcast() {
  const [notice, setNotice] = useState<Broadcast | null>(null);
  useWsTopic('/ws/site/broadcast', (data) => setNotice(data));
  if (!notice) return null;
  const Icon = notice.level === 'warning' ? TriangleAlert : Info;
  return (
    <div
      role="status"
      data-testid="site-broadcast"
      className={`mx-3 mt-2 flex items-start gap-2 rounded-xl px-3 py-2 text-sm ${notice.level === 'warning' ? 'bg-amber-500/15 text-amber-200' : 'bg-sky-500/15 text-sky-100'}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="flex-1">{notice.message}</p>
      <button type="button" aria-label="Tutup" className="shrink-0 opacity-70 hover:opacity-100" onClick={() => setNotice(null)}>
        <X className="size-4" />
      </button>
    </div>
  );
}
