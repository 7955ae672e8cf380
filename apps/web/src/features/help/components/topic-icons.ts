/** One icon per help topic, shared by the topic grid and the topic page's header. */
import { ArrowDownToLine, ArrowUpFromLine, Dices, Gift, HeartHandshake, Scale, UserRound, type LucideIcon } from 'lucide-react';
import type { HelpTopic } from '@kasino/shared/protocol/help';

export const topicIcons: Record<HelpTopic, LucideIcon> = {
  account: UserRound,
  deposit: ArrowDownToLine,
  withdrawal: ArrowUpFromLine,
  games: Dices,
  bonus: Gift,
  responsible: HeartHandshake,
  legal: Scale,
};
