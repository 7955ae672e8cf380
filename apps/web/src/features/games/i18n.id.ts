/**
 * Indonesian UI strings of the games feature, one file per part of it; merged into i18n/id.ts, except the
 * tables' (Roller, coin flip, eggs …) and auto-bet's, which the game screens add when they load
 * (i18n/tables-strings.ts, auto-bet/auto-strings.ts): the lobby needs neither.
 */
import { gamesKitId } from './kit.id.ts';
import { gamesRoundsId } from './rounds/rounds.id.ts';

export const gamesIdParts = [gamesKitId, gamesRoundsId] as const;

export const gamesId = { ...gamesKitId, ...gamesRoundsId } as const;
