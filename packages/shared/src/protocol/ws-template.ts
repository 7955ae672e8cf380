/**
 * Path templates of the websocket tables: `{name}` marks a segment that takes one of a known list of
 * values (`{userId}` any user id). `Fill` turns a template into the type of every path it stands for,
 * `expandTemplate` into the list itself, so the type tables and the running server can be compared.
 */
import { poolGames, wingoModels, type PoolGame, type WingoModel } from './rounds.ts';
import { singleShotGames, steppedGames, type SingleShotGame, type SteppedGame } from './ws-games.ts';

/** The values each placeholder accepts (all but `{userId}`, which is any positive integer). */
export const placeholderValues = {
  model: wingoModels,
  singleShot: singleShotGames,
  stepped: steppedGames,
  pool: poolGames,
} as const satisfies Record<string, readonly string[]>;

interface PlaceholderTypes {
  userId: number;
  model: WingoModel;
  singleShot: SingleShotGame;
  stepped: SteppedGame;
  pool: PoolGame;
}

/** Every concrete path of a template, as a type: Fill<'/ws/user/{userId}/balance'> = `/ws/user/${number}/balance`. */
export type Fill<T extends string> = T extends `${infer Head}{${infer Name}}${infer Rest}`
  ? Name extends keyof PlaceholderTypes
    ? `${Head}${PlaceholderTypes[Name]}${Fill<Rest>}`
    : never
  : T;

/** Every concrete path of a template without `{userId}`: expandTemplate('/ws/game/{pool}/bet') lists three. */
export function expandTemplate(template: string): string[] {
  const match = /\{(\w+)\}/.exec(template);
  if (!match) return [template];
  const values = (placeholderValues as Record<string, readonly string[]>)[match[1] as string];
  if (!values) throw new Error(`no values for {${match[1]}} in ${template}`);
  return values.flatMap((value) => expandTemplate(template.replace(match[0], value)));
}

/** Compile-time equality of two types (used to prove a runtime list and a type table name the same paths). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
