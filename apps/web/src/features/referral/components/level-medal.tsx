/** An agent level's medal: bronze, silver or gold, as a coloured badge with a crown-like award icon. */
import type { AgentLevel } from '@kasino/shared/protocol/referral';
import { Award } from 'lucide-react';

/** Each level's metal, a table (not a chain of ifs). */
const metals: Record<AgentLevel, string> = {
  bronze: 'from-[#f0b481] to-[#9a5523] text-[#2d1405]',
  silver: 'from-[#f4f7fc] to-[#8d99b2] text-[#1b2232]',
  gold: 'from-[#ffe07a] to-gold-strong text-[#3a2600]',
};

export function LevelMedal({ level, size = 'md' }: { level: AgentLevel; size?: 'sm' | 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-14 rounded-2xl' : size === 'md' ? 'size-10 rounded-xl' : 'size-8 rounded-lg';
  const icon = size === 'lg' ? 'size-7' : size === 'md' ? 'size-5' : 'size-4';
  return (
    <span className={`grid shrink-0 place-items-center bg-gradient-to-br shadow-md ${metals[level]} ${box}`} aria-hidden="true">
      <Award className={icon} strokeWidth={2.4} />
    </span>
  );
}
