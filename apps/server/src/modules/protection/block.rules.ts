/**
 * Cool-off and self-exclusion as pure rules:
 *  1. a block runs from the moment it is chosen for its length (hours for cool-off, calendar months
 *     for self-exclusion); `permanent` never ends;
 *  2. an active block cannot be ended or shortened: a new one is accepted only when it ends later
 *     (a permanent one always does), and then replaces it;
 *  3. a block whose end has passed is over; nothing has to run for that.
 */
import { blockDurations, type BlockDuration, type BlockKind } from '@kasino/shared/protocol/protection';

export interface BlockState {
  kind: BlockKind;
  duration: BlockDuration;
  since: number;
  /** null: permanent. */
  until: number | null;
}

/** Rule 1: when a block of `duration` chosen at `now` ends (null: never). */
export function blockEnd(duration: BlockDuration, now: number): number | null {
  const d = blockDurations[duration];
  if ('hours' in d) return now + d.hours * 3_600_000;
  if ('months' in d) {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + d.months);
    return end.getTime();
  }
  return null;
}

/** Rule 3: the block still in force at `now`, or null. */
export function activeBlock(stored: BlockState | null, now: number): BlockState | null {
  if (!stored) return null;
  return stored.until === null || stored.until > now ? stored : null;
}

/** Rule 2: whether a new block ending at `until` may replace the active one. */
export function mayReplace(active: BlockState | null, until: number | null): boolean {
  if (!active) return true;
  if (active.until === null) return false;
  return until === null || until > active.until;
}
