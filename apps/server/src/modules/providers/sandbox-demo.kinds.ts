/**
 * Which demo the sandbox provider plays for a title: one per lobby category (Slot, Kasino, Ikan,
 * Olahraga), the slot for the rest. Each kind's largest multiple of a stake it can return is the cap
 * the seamless wallet holds its wins to (20262), and its exact return what reconciliation expects.
 */
import type { SlotCategory } from '@kasino/shared/protocol/slots';
import { BACCARAT_MAX_MULTIPLIER, baccaratRtp } from './sandbox-baccarat.rules.ts';
import { FISH_MAX_MULTIPLIER, FISH_RETURN_BPS } from './sandbox-fish.rules.ts';
import { exactRtp, maxWinMultiplier } from './sandbox-slot.rules.ts';
import { SPORTS_MAX_MULTIPLIER, SPORTS_RETURN_BPS } from './sandbox-sports.rules.ts';

export const demoKinds = ['slot', 'baccarat', 'fish', 'sports'] as const;
export type DemoKind = (typeof demoKinds)[number];

/** The demo of each catalogue category: live casino and table games deal baccarat. */
const kindOfCategory: Record<SlotCategory, DemoKind> = {
  slot: 'slot',
  live: 'baccarat',
  table: 'baccarat',
  fish: 'fish',
  sports: 'sports',
  lottery: 'slot',
  instant: 'slot',
  egames: 'slot',
};

/** A title's demo; an unknown title plays the slot, as every title did before there were others. */
export const demoKindOf = (category: SlotCategory | null | undefined): DemoKind => (category ? kindOfCategory[category] : 'slot');

/** The most one round of each kind can return, as a multiple of its stake. */
export const demoMaxMultiplier: Record<DemoKind, number> = {
  slot: maxWinMultiplier(),
  baccarat: BACCARAT_MAX_MULTIPLIER,
  fish: FISH_MAX_MULTIPLIER,
  sports: SPORTS_MAX_MULTIPLIER,
};

/**
 * The provider's published return: the best of any bet in any demo (baccarat's Banker, ≈ 98.9%).
 * Reconciliation flags only a return above it, so publishing the highest one never cries wolf.
 */
export const demosPublishedRtp = (): number =>
  Math.max(exactRtp(), ...Object.values(baccaratRtp()), FISH_RETURN_BPS / 10_000, SPORTS_RETURN_BPS / 10_000);
