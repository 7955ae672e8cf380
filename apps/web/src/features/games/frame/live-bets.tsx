/** Every player's bets on one game as they happen (the public `/ws/game/<id>/round/update` feed), newest first. */
import { AnimatePresence } from 'motion/react';
import * as motion from 'motion/react-m';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SinglePlayerGame } from '@kasino/shared/games';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import type { BetFeedItem } from '@kasino/shared/protocol/ws-games';
import { gameFeedTopic } from '@kasino/shared/protocol/ws-topics';
import { formatClock } from '../../../lib/format-time.ts';
import { useWsTopic } from '../../../lib/ws/ws-instance.ts';
import { formatMultiplier } from '../../../lib/games/format-multiplier.ts';
import '../../../i18n/tables-strings.ts';

/** One row of a game's live feed. */
export type FeedRow = BetFeedItem;

export const feedTopicOf = gameFeedTopic;

const KEEP = 12;

/** `framed`: its own card with a title (Roller); otherwise the body of a tab. */
export function LiveBets({ game, framed = true }: { game: SinglePlayerGame; framed?: boolean }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FeedRow[]>([]);
  useWsTopic(feedTopicOf(game), (row) => setRows((list) => [row, ...list.filter((r) => r.id !== row.id)].slice(0, KEEP)));
  const body = (
    <>
      <div className="grid grid-cols-[1fr_auto_auto] gap-x-3 px-3 py-1.5 text-[11px] font-semibold text-faint">
        <span>{t('roller.player')}</span>
        <span className="text-right">{t('roller.multiplierShort')}</span>
        <span className="w-24 text-right">{t('roller.payout')}</span>
      </div>
      {rows.length === 0 ? (
        <p className="flex items-center justify-center gap-2 px-3 pt-2 pb-5 text-center text-xs text-faint" data-testid="live-bets-empty">
          <span className="size-1.5 rounded-full bg-faint motion-safe:animate-ping-few" aria-hidden="true" />
          {t('roller.liveEmpty')}
        </p>
      ) : (
        <ul className="pb-1">
          <AnimatePresence initial={false}>
            {rows.map((row) => {
              // A partial return (cryptos' pair) is a loss that still pays something back.
              const back = !row.win && (parseAmount(row.payout) ?? 0n) > 0n;
              return (
                <motion.li
                  key={row.id}
                  initial={{ opacity: 0, y: -8 }}
                  animate={{ opacity: 1, y: 0 }}
                  className="grid grid-cols-[1fr_auto_auto] items-center gap-x-3 px-3 py-1.5 text-[12.5px]"
                  data-testid="live-bet-row"
                >
                  <span className="min-w-0 truncate">
                    <span className="font-semibold">{row.user}</span>
                    <span className="ml-1.5 text-faint">{formatClock(row.createdAt)}</span>
                  </span>
                  <span className="text-right font-bold text-muted tabular-nums">{formatMultiplier(row.multiplier)}</span>
                  <span
                    className={`w-24 text-right font-extrabold tabular-nums ${row.win ? 'text-gold' : back ? 'text-muted' : 'text-loss'}`}
                  >
                    {row.win ? formatWireIdr(row.payout) : back ? formatWireIdr(row.payout) : `-${formatWireIdr(row.amount)}`}
                  </span>
                </motion.li>
              );
            })}
          </AnimatePresence>
        </ul>
      )}
    </>
  );
  if (!framed) return <div data-testid="live-bets">{body}</div>;
  return (
    <section
      className="mx-4 mt-4 overflow-hidden rounded-2xl border border-line/60 bg-surface-1"
      aria-label={t('roller.liveBets')}
      data-testid="live-bets"
    >
      <h2 className="flex items-center gap-2 border-b border-line/50 px-3 py-2.5 text-sm font-bold">
        {/* Blinks as each bet arrives (keyed by the newest): the feed's pulse is the players' own. */}
        <span key={rows[0]?.id ?? 'none'} className="size-2 rounded-full bg-accent motion-safe:animate-blink" aria-hidden="true" />
        {t('roller.liveBets')}
      </h2>
      {body}
    </section>
  );
}
