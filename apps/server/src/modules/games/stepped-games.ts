/** The stepped games and their rules, by game id (for the calls, and for settling stale rounds). */
import { hiloRules } from './hilo/hilo.rules.ts';
import { minesRules } from './mines/mines.rules.ts';
import { stairsRules } from './stairs/stairs.rules.ts';
import type { SteppedRules } from './stepped.ts';

export type AnySteppedRules = SteppedRules<unknown, unknown, unknown>;

export const steppedRulesByGame = new Map<string, AnySteppedRules>([
  ['hilo', hiloRules as AnySteppedRules],
  ['mines', minesRules as AnySteppedRules],
  ['stairs', stairsRules as AnySteppedRules],
]);
